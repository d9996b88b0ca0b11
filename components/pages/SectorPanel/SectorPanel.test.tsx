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

  it.each([true, false])('keeps the blurred backdrop out of the accessibility tree (pictures drawn in the page: %s)', (drawn) => {
    const [sector] = sectors;
    render(<SectorPanel sector={sector!} drawn={drawn} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const backdrop = document.querySelector(`img[src="${sector!.images.blurred.src}"]`);
    if (drawn) {
      // Both pictures in the page, nothing to fetch: the backdrop's blurred shapes hidden from assistive technology.
      expect(backdrop).toBeNull();
      expect(document.querySelector(`img[src="${sector!.images.main.src}"]`)).toBeNull();
      expect(document.querySelectorAll('svg[aria-hidden="true"] filter')).toHaveLength(1);
    } else {
      expect(backdrop).toHaveAttribute('alt', '');
      expect(backdrop).toHaveAttribute('loading', 'lazy');
    }
  });
});
