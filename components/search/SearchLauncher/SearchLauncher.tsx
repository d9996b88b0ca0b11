'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchPanelProps } from '../SearchPanel/SearchPanel';

// docs/product-rules.md#search: the dialog, the engine and the index load only when the search is
// opened; until then a page carries this listener and nothing more.
const SearchDialog = lazy(() => import('../SearchDialog/SearchDialog'));

/** Whether a key press is typing into a field, where "/" is a character and not the shortcut. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Opens the search dialog from every link marked data-search-open (the header's and the menu's
 * search button, plain links to /search without JavaScript), from "/" and from Ctrl+K or ⌘K; on
 * closing, focus returns to where it was.
 */
export function SearchLauncher(props: Omit<SearchPanelProps, 'onQuery' | 'initialQuery'>) {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-search-open]') : null;
      if (!link) return;
      event.preventDefault();
      show();
    };
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)) || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey);
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    returnTo.current?.focus();
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <SearchDialog {...props} onClose={close} />
    </Suspense>
  ) : null;
}
