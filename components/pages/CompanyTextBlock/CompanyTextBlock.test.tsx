import { render, screen } from '@testing-library/react';
import { CompanyTextBlock } from './CompanyTextBlock';

const block = {
  id: 'why-we',
  heading: 'Why We',
  paragraphs: ['One team for everything.', 'Clear reporting every month.'],
  image: { src: '/art/about/why-we.svg', width: 520, height: 400, alt: 'A path rising uphill' },
};

describe('CompanyTextBlock', () => {
  it('is a region named by its heading that #why-we links can land on', () => {
    const { container } = render(<CompanyTextBlock block={block} />);
    const region = screen.getByRole('region', { name: 'Why We' });
    expect(region).toHaveAttribute('id', 'why-we');
    expect(container.querySelector('#why-we')).toBe(region);
  });

  it('shows every paragraph and the image with its alt text', () => {
    render(<CompanyTextBlock block={block} imageSide="left" />);
    expect(screen.getByText('One team for everything.')).toBeInTheDocument();
    expect(screen.getByText('Clear reporting every month.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A path rising uphill' })).toBeInTheDocument();
  });
});
