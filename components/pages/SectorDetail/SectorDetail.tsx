import { pageCopy } from '@/content/pages';
import type { Sector } from '@/content/sectors';
import styles from './SectorDetail.module.scss';

/** SPEC 2.8: the five things we do for a sector, as numbered points on a dark band. */
export function SectorDetail({ sector }: { sector: Sector }) {
  return (
    <section className={styles.section} aria-labelledby="sector-points-heading">
      <div className={styles.inner}>
        <h2 id="sector-points-heading" className={styles.heading}>
          {pageCopy.sector.bulletsHeading(sector.title)}
        </h2>
        <ul className={styles.list} aria-labelledby="sector-points-heading">
          {sector.page.bullets.map((bullet, i) => (
            <li key={bullet} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {bullet}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
