import type { ReactNode } from 'react';
import styles from './ServiceBlock.module.scss';

/** The stack of service blocks on the services page. */
export function ServiceBlockList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
