'use client';

import { useEffect, useRef } from 'react';
import { SearchPanel, type SearchPanelProps } from '../SearchPanel/SearchPanel';
import styles from './SearchDialog.module.scss';

/**
 * The search as a modal dialog (docs/product-rules.md#search): the browser's own modal, so the page
 * behind is inert and focus stays inside; Escape and the close button close it, and the launcher
 * puts focus back where it was.
 */
export default function SearchDialog({ onClose, ...panel }: SearchPanelProps & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    // The field, not the close button the browser would pick.
    dialog.querySelector('input')?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={panel.copy.dialogName}
      onKeyDown={(event) => {
        // A filled search field takes the first Escape to clear itself: Escape closes the dialog at once.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        ref.current?.close();
      }}
    >
      <div className={styles.top}>
        <button type="button" className={styles.close} aria-label={panel.copy.close} onClick={() => ref.current?.close()}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SearchPanel {...panel} />
    </dialog>
  );
}
