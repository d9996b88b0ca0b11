'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SearchPanelProps } from '../SearchPanel/SearchPanel';

// docs/product-rules.md#search: the engine is loaded after the page, as in the dialog.
const SearchPanel = lazy(() => import('../SearchPanel/SearchPanel').then((m) => ({ default: m.SearchPanel })));

const noChanges = () => () => {};

/** The search page's search: starts from ?q= and keeps the query in the address, so a search can be linked. */
export function SearchPage(props: Omit<SearchPanelProps, 'onQuery' | 'initialQuery'>) {
  // The address is read once the page runs in a browser (the export is written without one); the
  // query the panel then keeps in it needs no re-render.
  const initialQuery = useSyncExternalStore(
    noChanges,
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    () => null,
  );
  if (initialQuery === null) return null;
  const onQuery = (query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <Suspense fallback={null}>
      <SearchPanel {...props} initialQuery={initialQuery} onQuery={onQuery} loadWhenUsed />
    </Suspense>
  );
}
