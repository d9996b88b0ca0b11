import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { SectorCard } from './SectorCard';
import { fillTemplate, getContent } from '@/lib/content';

const { sectors, texts } = getContent();

const sector = sectors[0]!;

describe('SectorCard', () => {
  it('links its title to the sector page and its "Know More" link to the sectors page', () => {
    render(<SectorCard sector={sector} />);
    expect(screen.getByRole('heading', { level: 3, name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sector.title })).toHaveAttribute('href', sector.path);
    // Shown as "Know More"; read out with the sector's name, so each card's link is told apart.
    const knowMore = screen.getByRole('link', { name: fillTemplate(texts.home.sectorKnowMore, { title: sector.title }) });
    expect(knowMore).toHaveAttribute('href', links.sectors);
    expect(knowMore.textContent?.startsWith(texts.home.knowMore)).toBe(true);
    expect(screen.getByRole('img', { name: sector.images.main.alt })).toBeInTheDocument();
  });
});
