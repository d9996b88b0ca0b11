import type { ReactNode } from 'react';
import { CardPicture } from '@/components/ui/CardPicture/CardPicture';
import { getContent, type Article } from '@/lib/content';
import styles from './MoreToRead.module.scss';

interface Props {
  articles: readonly Article[];
  /** The section's heading: "More to read" unless a list page names its cards otherwise. */
  heading?: string;
  /** What follows the cards on a list page: the links to its other pages. */
  children?: ReactNode;
  /** The cards open the page (a tag page, a later blog page): the first card's picture is in the first paint. */
  leadsPage?: boolean;
}

/** docs/product-rules.md#blog: article cards, each with a "Read More" link to the article's own page. */
export function MoreToRead({ articles, heading, children, leadsPage = false }: Props) {
  const { texts } = getContent();
  if (articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="more-to-read-heading">
      <div className={styles.inner}>
        <h2 id="more-to-read-heading" className={styles.heading}>
          {heading ?? texts.blog.moreToRead}
        </h2>
        <ul className={styles.grid}>
          {articles.map((card, i) => (
            <li key={card.slug} className={styles.card}>
              <CardPicture className={styles.image} image={card.images.card} lead={leadsPage && i === 0} sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 90vw" />
              <div className={styles.body}>
                <h3 className={styles.title}>{card.title}</h3>
                <p className={styles.excerpt}>{card.excerpt}</p>
                <a href={card.path} className={styles.link}>
                  {/* The cards' links share the visible label; the name read out adds the title. Kept in one
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
        {children}
      </div>
    </section>
  );
}
