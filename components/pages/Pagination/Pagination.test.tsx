import { render, screen, within } from '@testing-library/react';
import { fillTemplate, getContent } from '@/lib/content';
import { Pagination, pageWindow } from './Pagination';

const copy = getContent().texts.blog;
const hrefOf = (p: number) => `/list/${p}`;

describe('Pagination', () => {
  it('shows nothing for a list that fits one page', () => {
    const { container } = render(<Pagination page={1} pages={1} hrefOf={hrefOf} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links the newer and older pages and marks the current one', () => {
    render(<Pagination page={3} pages={9} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: copy.pages });
    expect(within(nav).getByRole('link', { name: copy.newer })).toHaveAttribute('href', '/list/2');
    expect(within(nav).getByRole('link', { name: copy.older })).toHaveAttribute('href', '/list/4');
    expect(within(nav).getByRole('link', { name: fillTemplate(copy.pageOf, { page: 3, pages: 9 }) })).toHaveAttribute('aria-current', 'page');
  });

  it('has no newer link on the first page and no older link on the last', () => {
    const { unmount } = render(<Pagination page={1} pages={2} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: copy.newer })).toBeNull();
    unmount();
    render(<Pagination page={2} pages={2} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: copy.older })).toBeNull();
  });

  it('keeps the first, last and neighbouring page numbers, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 42)).toEqual([1, null, 5, 6, 7, null, 42]);
    expect(pageWindow(42, 42)).toEqual([1, null, 41, 42]);
  });
});
