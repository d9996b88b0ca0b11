import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { LanguageLabel } from '@/components/ui/LanguageLabel/LanguageLabel';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { getContent, type CaseStudy, type Pages, type Testimonial } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import { renderMarkdown } from '@/lib/markdown/renderMarkdown';
import styles from './CaseStudyStory.module.scss';

interface Props {
  study: CaseStudy;
  /** The client's quote, where the story has one. */
  quote?: Testimonial;
  copy: Pages['work'];
}

/**
 * docs/product-rules.md#work: one story under its banner: the cover, the result figures a reader
 * scans first, the challenge, approach and outcome (editors' Markdown, sanitised at build time),
 * the client's quote and the gallery.
 */
export function CaseStudyStory({ study, quote, copy }: Props) {
  const { site } = getContent();
  const cover = study.images.hero;
  // A quote not yet written in the page's language is quoted in its own, and says so (docs/product-rules.md#languages).
  const quoteLanguage = quote && otherLanguage(quote);
  const parts = [
    { id: 'challenge', heading: copy.challengeHeading, markdown: study.challenge },
    { id: 'approach', heading: copy.approachHeading, markdown: study.approach },
    { id: 'outcome', heading: copy.outcomeHeading, markdown: study.outcome },
  ];
  return (
    <div className={styles.story}>
      <div className={styles.cover}>
        {/* The first large picture of the page: drawn in the HTML, so it is in the first paint. */}
        {isPhoto(cover) ? <Photo image={cover} priority sizes="(min-width: 76rem) 76rem, 100vw" /> : <InlineArt src={cover.src} alt={cover.alt} />}
      </div>
      <section className={styles.results} aria-label={copy.resultsHeading}>
        <dl className={styles.figures}>
          {study.results.map((r) => (
            <div key={`${r.value}-${r.label}`} className={styles.figure}>
              <dt className={styles.label}>{r.label}</dt>
              <dd className={styles.value}>{r.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className={styles.narrow}>
        {parts.map((part) => (
          <section key={part.id} className={styles.part} aria-labelledby={`case-study-${part.id}`}>
            <h2 id={`case-study-${part.id}`} className={styles.partHeading}>
              {part.heading}
            </h2>
            {/* Editors' Markdown, rendered and sanitised at build time (docs/product-rules.md#content). */}
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: renderMarkdown(part.markdown, site.url).html }} />
          </section>
        ))}
        {quote && (
          <figure className={styles.quote} lang={quoteLanguage?.lang}>
            <blockquote>
              <p>{quote.description}</p>
            </blockquote>
            <figcaption>
              <strong>{quote.person}</strong>, {quote.role}, {quote.company} <LanguageLabel language={quoteLanguage} />
            </figcaption>
          </figure>
        )}
      </div>
      {study.gallery.length > 0 && (
        <section className={styles.gallery} aria-labelledby="case-study-gallery">
          <h2 id="case-study-gallery" className={styles.partHeading}>
            {copy.galleryHeading}
          </h2>
          <ul className={styles.photos}>
            {study.gallery.map((g) => (
              <li key={g.src}>
                <figure className={styles.photo}>
                  {isPhoto(g) ? (
                    <Photo image={g} sizes="(min-width: 64rem) 36rem, 90vw" />
                  ) : (
                    <ArtImage src={g.src} width={g.width} height={g.height} alt={g.alt} />
                  )}
                  {g.caption && <figcaption>{g.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
