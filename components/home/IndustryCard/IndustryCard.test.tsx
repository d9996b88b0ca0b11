import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { IndustryCard } from './IndustryCard';
import { getContent } from '@/lib/content';

const { sectors } = getContent();

const sector = sectors[0]!;

describe('IndustryCard', () => {
  it('links its title to the sector page and "Know More" to the industries page', () => {
    render(<IndustryCard sector={sector} />);
    expect(screen.getByRole('heading', { level: 3, name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sector.title })).toHaveAttribute('href', `/${sector.slug}`);
    expect(screen.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', links.sectors);
    expect(screen.getByRole('img', { name: sector.images.main.alt })).toBeInTheDocument();
  });
});
