import type { ReactNode } from 'react';
import styles from './LaidOutWhenNear.module.scss';

/**
 * A section far below the fold that the browser lays out and paints only when it comes near the
 * viewport (CSS `content-visibility: auto`; docs/product-rules.md#performance). Its HTML, its place
 * in the accessibility tree, find-in-page and the tab order are there from the start: only the
 * work waits. On a long page that work is most of what runs before the first paint, the more so
 * in Devanagari, which costs a browser about twice as much to shape and lay out as Latin text.
 */
export function LaidOutWhenNear({ children }: { children: ReactNode }) {
  return <div className={styles.box}>{children}</div>;
}
