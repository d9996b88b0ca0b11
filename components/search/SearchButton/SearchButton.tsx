import styles from './SearchButton.module.scss';

/**
 * The search button of the header and the menu (docs/product-rules.md#search): a link to the search
 * page, which the launcher turns into the dialog once the page's code runs.
 */
export function SearchButton({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a href={href} className={[styles.button, className].filter(Boolean).join(' ')} data-search-open aria-keyshortcuts="/ Control+K">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{label}</span>
    </a>
  );
}
