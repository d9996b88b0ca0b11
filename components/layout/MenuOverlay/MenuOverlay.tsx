'use client';

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { NavLink } from '@/lib/navigation';
import styles from './MenuOverlay.module.scss';

interface Props {
  links: NavLink[];
  /** The social links, drawn by the server (components/layout/SocialLinks): their icons need no code in the browser. */
  socials: ReactNode;
  companyName: string;
  /** Accessible names of the hamburger, the close button, the open menu and its list of pages. */
  labels: { open: string; close: string; menu: string; links: string };
  /** The search button (docs/product-rules.md#search), beside the close button. */
  search?: ReactNode;
  /** The language switch, drawn by the server (components/layout/LanguageSwitch): shown at the menu's top. */
  languages?: ReactNode;
}

/**
 * docs/product-rules.md#header-and-menu: the hamburger opens a full-screen overlay menu. A native modal <dialog> keeps focus
 * inside and hands focus back to the hamburger; we add state, styling and the closing fade.
 */
export function MenuOverlay({ links, socials, companyName, labels, search, languages }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const dialogId = `site-menu${id.replace(/:/g, '')}`;

  /**
   * Fades the menu out while it is still open, full screen and above everything, then closes
   * it. Engines that cannot animate a dialog leaving the top layer (WebKit, Firefox) would
   * otherwise drop it at once, or show it fading inside the header's box with its invisible
   * close button over the hamburger.
   */
  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || dialog.hasAttribute('data-closing')) return;
    dialog.setAttribute('data-closing', '');
    // The fade the attribute starts (none under reduced motion, or where animations are unknown).
    const fades = dialog.getAnimations?.() ?? [];
    void Promise.allSettled(fades.map((fade) => fade.finished)).then(() => {
      if (dialog.open && dialog.hasAttribute('data-closing')) dialog.close();
    });
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      dialog.removeAttribute('data-closing');
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Escape fades out like the close button, where the browser lets the page take it over.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [close]);

  // Opened by the browser itself before the page's code arrived (the hamburger's command).
  useEffect(() => {
    if (dialogRef.current?.open) setOpen(true);
  }, []);

  const openMenu = (event: MouseEvent) => {
    // React opens it: the button's command must not open it a second time (Chromium warns).
    event.preventDefault();
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.removeAttribute('data-closing');
    if (!dialog.open) dialog.showModal();
    setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={dialogId}
        // Before hydration (and without JavaScript) the browser opens the dialog itself; after,
        // openMenu opens it and cancels the click, so the command does not run.
        commandfor={dialogId}
        command="show-modal"
        onClick={openMenu}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <dialog ref={dialogRef} id={dialogId} className={styles.overlay} aria-label={labels.menu}>
        <div className={styles.panel}>
          <div className={styles.top}>
            <button
              type="button"
              className={styles.close}
              aria-label={labels.close}
              commandfor={dialogId}
              command="close"
              onClick={(event) => {
                // The fade first: the browser's own close (the command) would drop the menu at once.
                event.preventDefault();
                close();
              }}
            >
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
            {search}
            {languages}
          </div>
          <nav aria-label={labels.links} className={styles.menuNav}>
            <h2 className={styles.heading}>{companyName}</h2>
            <ul className={styles.items}>
              {links.map((l, i) => (
                <li key={l.href} style={{ ['--i' as string]: i }}>
                  <a href={l.href} className={styles.item} onClick={close}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {socials}
        </div>
      </dialog>
    </>
  );
}
