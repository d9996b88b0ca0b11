import { IndustryCard } from '@/components/home/IndustryCard/IndustryCard';
import { getContent, type Sector } from '@/lib/content';
import styles from './IndustriesSection.module.scss';

/** SPEC 2.4: "Industries We Serve", the six sectors in SPEC order on a 1, 2 or 3 column grid. */
export function IndustriesSection({ sectors }: { sectors: Sector[] }) {
  const { texts } = getContent();
  return (
    <section className={styles.section} aria-labelledby="industries-heading">
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="industries-heading" className={styles.heading}>
            {texts.home.industriesHeading}
          </h2>
          <p className={styles.tagline}>{texts.home.industriesTagline}</p>
        </header>
        <ul className={styles.grid}>
          {sectors.map((sector) => (
            <li key={sector.slug}>
              <IndustryCard sector={sector} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
