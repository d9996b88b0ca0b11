import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { SectorPanel } from './SectorPanel';

const { sectors } = getContent();

describe('SectorPanel', () => {
  it.each(sectors.map((s) => [s.title, s] as const))('shows %s with its long description and art, linking to its page', (title, sector) => {
    render(<SectorPanel sector={sector} />);
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    expect(screen.getByText(sector.overview.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: sector.images.main.alt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', sector.path);
  });

  it.each([true, false])('draws the blurred backdrop in the page, out of the accessibility tree (first card: %s)', (first) => {
    const [sector] = sectors;
    render(<SectorPanel sector={sector!} first={first} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    // Nothing to fetch for the backdrop: its shapes are in the page, hidden from assistive technology.
    expect(document.querySelector(`img[src="${sector!.images.blurred.src}"]`)).toBeNull();
    const drawn = document.querySelectorAll('svg[aria-hidden="true"] filter');
    expect(drawn).toHaveLength(1);
    // The first card's art is drawn too; the others' arrives as a lazy picture.
    expect(document.querySelector(`img[src="${sector!.images.main.src}"]`) === null).toBe(first);
  });
});
