import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import type { Company } from '@/lib/content';
import styles from './MissionBlock.module.scss';

/** The About page's mission (docs/product-rules.md#inner-pages): a dark band with the first paragraph set large. */
export function MissionBlock({ mission }: { mission: Company['about']['mission'] }) {
  const [first, ...rest] = mission.paragraphs;
  return (
    <section className={styles.section} aria-labelledby="mission-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="mission-heading" className={styles.heading}>
            {mission.heading}
          </h2>
          {first && <p className={styles.statement}>{first}</p>}
          {rest.map((p, i) => (
            <p key={i} className={styles.paragraph}>
              {p}
            </p>
          ))}
        </div>
        <div className={styles.media}>
          <ArtImage src={mission.image.src} width={mission.image.width} height={mission.image.height} alt={mission.image.alt} sizes="(min-width: 64rem) 40vw, 90vw" />
        </div>
      </div>
    </section>
  );
}
