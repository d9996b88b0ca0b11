import { LanguageLabel } from '@/components/ui/LanguageLabel/LanguageLabel';
import { LazyBackground } from '@/components/ui/LazyBackground/LazyBackground';
import { getContent, type Service } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './ServiceCard.module.scss';

/**
 * docs/product-rules.md#home: one service card. Its title link to /{slug} stretches over the whole card, so the
 * card and its "Know More" cue both open the service page through a single link (named by the
 * title, described by the summary) and no link sits inside another.
 */
export function ServiceCard({ service }: { service: Service }) {
  const { texts } = getContent();
  const descriptionId = `service-card-${service.slug}-text`;
  // A service not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const language = otherLanguage(service);
  return (
    <article className={styles.card} lang={language?.lang}>
      <LazyBackground image={service.images.card} className={styles.art} />
      <span className={styles.shade} aria-hidden="true" />
      <h3 className={styles.title}>
        <a href={service.path} className={styles.link} aria-describedby={descriptionId} hrefLang={language?.lang}>
          {service.title}
        </a>
      </h3>
      <LanguageLabel language={language} className={styles.language} />
      <div className={styles.reveal}>
        <div className={styles.revealInner}>
          <p id={descriptionId} className={styles.description}>
            {service.description}
          </p>
        </div>
      </div>
      {/* The link already says where it goes; the cue only shows that the card opens. */}
      <span className={styles.more} aria-hidden="true" lang={language?.page}>
        {texts.home.knowMore}
        <svg className={styles.arrow} viewBox="0 0 20 20" width="20" height="20" focusable="false">
          <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </article>
  );
}
