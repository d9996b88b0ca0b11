import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { getContent, type Article } from '@/lib/content';
import styles from './MoreToRead.module.scss';

/** docs/product-rules.md#blog: the "more to read" cards, each with a "Read More" link to its article. */
export function MoreToRead({ articles }: { articles: readonly Article[] }) {
  const { texts } = getContent();
  return (
    <section className={styles.section} aria-labelledby="more-to-read-heading">
      <div className={styles.inner}>
        <h2 id="more-to-read-heading" className={styles.heading}>
          {texts.blog.moreToRead}
        </h2>
        <ul className={styles.grid}>
          {articles.map((card) => (
            <li key={card.slug} className={styles.card}>
              {isPhoto(card.images.card) ? (
                <Photo className={styles.image} image={card.images.card} sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 90vw" />
              ) : (
                <ArtImage className={styles.image} src={card.images.card.src} width={card.images.card.width} height={card.images.card.height} alt={card.images.card.alt} sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 90vw" />
              )}
              <div className={styles.body}>
                <h3 className={styles.title}>{card.title}</h3>
                <p className={styles.excerpt}>{card.excerpt}</p>
                <a href={card.path} className={styles.link}>
                  {/* Six links share the visible label; the name read out adds the title. Kept in one
                      hidden span, because browsers put a space before a hidden part ("Read More :"). */}
                  <span aria-hidden="true">{texts.blog.readMore}</span>
                  <span className={styles.srOnly}>
                    {texts.blog.readMore}: {card.title}
                  </span>
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
