import type { ReactNode } from 'react';
import styles from './IndustryPanel.module.scss';

/** The industries page grid: one column on phones, two from tablets up. */
export function IndustryPanelGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
