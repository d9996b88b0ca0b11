import type { ReactNode } from 'react';
import styles from './SectorPanel.module.scss';

/** The sectors page grid: one column on phones, two from tablets up. */
export function SectorPanelGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
