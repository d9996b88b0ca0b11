import { render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { workFilters } from '@/lib/work';
import { WorkFilters } from './WorkFilters';

const { work, services, sectors, pages } = getContent();
const copy = pages.work;
const filters = workFilters(work, services, sectors);

describe('WorkFilters', () => {
  it('links to every narrowed list, grouped by service and by sector', () => {
    render(<WorkFilters filters={filters} allHref="/work" copy={copy} />);
    const nav = screen.getByRole('navigation', { name: copy.filtersLabel });
    const byService = within(nav).getByRole('list', { name: copy.byService });
    const bySector = within(nav).getByRole('list', { name: copy.bySector });
    const hrefs = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs(byService)).toEqual(filters.filter((f) => f.kind === 'service').map((f) => f.path));
    expect(hrefs(bySector)).toEqual(filters.filter((f) => f.kind === 'sector').map((f) => f.path));
  });

  it('marks the list shown now as the current page, and "All work" on /work', () => {
    const { rerender } = render(<WorkFilters filters={filters} allHref="/work" copy={copy} />);
    expect(screen.getByRole('link', { name: copy.all })).toHaveAttribute('aria-current', 'page');
    const chosen = filters.at(-1)!;
    rerender(<WorkFilters filters={filters} current={chosen} allHref="/work" copy={copy} />);
    expect(screen.getByRole('link', { name: copy.all })).not.toHaveAttribute('aria-current');
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.getAttribute('href'))).toEqual([chosen.path]);
  });
});
