import { getContent } from '@/lib/content';
import styles from './SkipLink.module.scss';

/** First focusable element of every page: jumps past the header to the page's content. */
export function SkipLink() {
  const { texts } = getContent();
  return (
    <a className={styles.skip} href="#main">
      {texts.header.skipLink}
    </a>
  );
}
