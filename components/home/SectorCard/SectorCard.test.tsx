import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { SectorCard } from './SectorCard';
import { getContent } from '@/lib/content';

const { sectors, texts } = getContent();

const sector = sectors[0]!;

describe('SectorCard', () => {
  it('links its title to the sector page and its "Know More" link to the sectors page', () => {
    render(<SectorCard sector={sector} />);
    expect(screen.getByRole('heading', { level: 3, name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sector.title })).toHaveAttribute('href', sector.path);
    const knowMore = screen.getAllByRole('link').find((a) => a.textContent?.startsWith(texts.home.knowMore));
    expect(knowMore).toHaveAttribute('href', links.sectors);
    expect(screen.getByRole('img', { name: sector.images.main.alt })).toBeInTheDocument();
  });
});
