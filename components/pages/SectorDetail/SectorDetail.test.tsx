import { render, screen, within } from '@testing-library/react';
import { fillTemplate, getContent } from '@/lib/content';
import { SectorDetail } from './SectorDetail';

const { sectors, pages } = getContent();

describe('SectorDetail', () => {
  it.each(sectors.map((s) => [s.title, s] as const))('shows the bullets of %s, numbered, in a list named by its heading', (title, sector) => {
    render(<SectorDetail sector={sector} />);
    const heading = fillTemplate(pages.sector.bulletsHeading, { title, lowercaseTitle: title.toLowerCase() });
    const items = within(screen.getByRole('list', { name: heading })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(sector.page.bullets.map((b, i) => `${String(i + 1).padStart(2, '0')}${b}`));
  });
});
