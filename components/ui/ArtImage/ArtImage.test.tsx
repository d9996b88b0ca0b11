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

  it('loads the above-the-fold image eagerly with high priority', () => {
    render(<ArtImage src="/art/hero.svg" width={560} height={480} alt="Hero" preload />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<ArtImage src="/art/underline.svg" width={300} height={24} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
