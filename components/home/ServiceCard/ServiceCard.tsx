import { LazyBackground } from '@/components/ui/LazyBackground/LazyBackground';
import { getContent, type Service } from '@/lib/content';
import styles from './ServiceCard.module.scss';

/**
 * docs/product-rules.md#home: one service card. Its title link to /{slug} stretches over the whole card, so the
 * card and its "Know More" cue both open the service page through a single link (named by the
 * title, described by the summary) and no link sits inside another.
 */
export function ServiceCard({ service }: { service: Service }) {
  const { texts } = getContent();
  const descriptionId = `service-card-${service.slug}-text`;
  return (
    <article className={styles.card}>
      <LazyBackground image={service.images.card} className={styles.art} />
      <span className={styles.shade} aria-hidden="true" />
      <h3 className={styles.title}>
        <a href={service.path} className={styles.link} aria-describedby={descriptionId}>
          {service.title}
        </a>
      </h3>
      <div className={styles.reveal}>
        <div className={styles.revealInner}>
          <p id={descriptionId} className={styles.description}>
            {service.description}
          </p>
        </div>
      </div>
      {/* The link already says where it goes; the cue only shows that the card opens. */}
      <span className={styles.more} aria-hidden="true">
        {texts.home.knowMore}
        <svg className={styles.arrow} viewBox="0 0 20 20" width="20" height="20" focusable="false">
          <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </article>
  );
}
