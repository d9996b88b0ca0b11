import styles from './SkipLink.module.scss';

/** First focusable element of every page: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to main content
    </a>
  );
}
