import { render, screen } from '@testing-library/react';
import { ArtImage } from './ArtImage';

describe('ArtImage', () => {
  it('renders the artwork at its intrinsic size, lazily by default', () => {
    render(<ArtImage src="/art/hero.svg" width={560} height={480} alt="Hero" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when asked to', () => {
    render(<ArtImage src="/art/hero.svg" width={560} height={480} alt="Hero" loading="eager" />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<ArtImage src="/art/underline.svg" width={300} height={24} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
