import type { ReactNode } from 'react';
import styles from './ShortLabel.module.scss';

/**
 * A link's short visible words ("Read More"), read out as its whole name ("Read More: Five signs"),
 * so links that look alike are told apart. The whole name is one hidden span, because browsers put
 * a space before a hidden part ("Read More :"). The site's one hidden-text element: its rule is
 * `visually-hidden` (styles/_mixins.scss).
 */
export function ShortLabel({ shown, name }: { shown: ReactNode; name: ReactNode }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className={styles.hidden}>{name}</span>
    </>
  );
}
