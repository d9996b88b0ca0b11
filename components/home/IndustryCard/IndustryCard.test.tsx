import { render, screen } from '@testing-library/react';
import { links } from '@/content/routes';
import { sectors } from '@/content/sectors';
import { IndustryCard } from './IndustryCard';

const sector = sectors[0]!;

describe('IndustryCard', () => {
  it('links its title to the sector page and "Know More" to the industries page', () => {
    render(<IndustryCard sector={sector} />);
    expect(screen.getByRole('heading', { level: 3, name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sector.title })).toHaveAttribute('href', `/${sector.slug}`);
    expect(screen.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', links.domains);
    expect(screen.getByRole('img', { name: sector.imgSrc.alt })).toBeInTheDocument();
  });
});
