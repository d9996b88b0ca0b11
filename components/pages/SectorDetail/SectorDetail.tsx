import { fillTemplate, getContent, type Sector } from '@/lib/content';
import styles from './SectorDetail.module.scss';

/** docs/product-rules.md#inner-pages: the five things we do for a sector, as numbered points on a dark band. */
export function SectorDetail({ sector }: { sector: Sector }) {
  const { pages } = getContent();
  return (
    <section className={styles.section} aria-labelledby="sector-points-heading">
      <div className={styles.inner}>
        <h2 id="sector-points-heading" className={styles.heading}>
          {fillTemplate(pages.sector.bulletsHeading, { title: sector.title, lowercaseTitle: sector.title.toLowerCase() })}
        </h2>
        <ul className={styles.list} aria-labelledby="sector-points-heading">
          {sector.page.bullets.map((bullet, i) => (
            <li key={i} className={styles.item}>
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
