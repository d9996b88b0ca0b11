import type { Home } from '@/lib/content';
import styles from './StatsBlock.module.scss';

interface Props {
  heading: string;
  statistics: Home['statistics'];
}

/** docs/product-rules.md#home: the headline numbers, as plain text so every reader and crawler sees them. */
export function StatsBlock({ heading, statistics }: Props) {
  return (
    <section className={styles.section} aria-labelledby="stats-heading">
      <div className={styles.inner}>
        <h2 id="stats-heading" className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.list}>
          {statistics.map((stat, i) => (
            <li key={i} className={styles.item}>
              <span className={styles.value}>{stat.value}</span>
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
