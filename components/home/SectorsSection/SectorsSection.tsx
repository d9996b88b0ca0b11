import { SectorCard } from '@/components/home/SectorCard/SectorCard';
import { getContent, type Sector } from '@/lib/content';
import styles from './SectorsSection.module.scss';

/** docs/product-rules.md#home: "Industries We Serve", every sector in content order on a 1, 2 or 3 column grid. */
export function SectorsSection({ sectors }: { sectors: Sector[] }) {
  const { texts } = getContent();
  return (
    <section className={styles.section} aria-labelledby="sectors-heading">
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="sectors-heading" className={styles.heading}>
            {texts.home.sectorsHeading}
          </h2>
          <p className={styles.tagline}>{texts.home.sectorsTagline}</p>
        </header>
        <ul className={styles.grid}>
          {sectors.map((sector) => (
            <li key={sector.slug}>
              <SectorCard sector={sector} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
