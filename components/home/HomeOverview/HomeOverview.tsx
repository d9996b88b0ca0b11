import { FloatingIconsWhenNear } from '@/components/home/belowTheFold';
import type { Home, ImageRef } from '@/lib/content';
import styles from './HomeOverview.module.scss';

interface Props {
  overview: Home['overview'];
  icons: ImageRef[];
}

/** docs/product-rules.md#home: the overview and key points under the hero; on wide screens icons drift around it. */
export function HomeOverview({ overview, icons }: Props) {
  return (
    <section className={styles.section} aria-labelledby="overview-heading">
      <FloatingIconsWhenNear icons={icons} />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{overview.eyebrow}</p>
        <h2 id="overview-heading" className={styles.heading}>
          {overview.heading}
        </h2>
        <p className={styles.lead}>{overview.lead}</p>
        <ol className={styles.points}>
          {overview.keyPoints.map((point, i) => (
            <li key={i} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
