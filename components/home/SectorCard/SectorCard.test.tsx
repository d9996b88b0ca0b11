import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { SectorCard } from './SectorCard';
import { getContent } from '@/lib/content';

const { sectors } = getContent();

const sector = sectors[0]!;

describe('SectorCard', () => {
  it('links its title to the sector page and "Know More" to the sectors page', () => {
    render(<SectorCard sector={sector} />);
    expect(screen.getByRole('heading', { level: 3, name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sector.title })).toHaveAttribute('href', `/${sector.slug}`);
    expect(screen.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', links.sectors);
    expect(screen.getByRole('img', { name: sector.images.main.alt })).toBeInTheDocument();
  });
});
