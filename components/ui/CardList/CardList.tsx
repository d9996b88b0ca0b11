import { Fragment, type ReactNode } from 'react';
import { ArrowIcon } from '@/components/ui/ArrowIcon/ArrowIcon';
import { CardPicture } from '@/components/ui/CardPicture/CardPicture';
import { LanguageLabel } from '@/components/ui/LanguageLabel/LanguageLabel';
import { ShortLabel } from '@/components/ui/ShortLabel/ShortLabel';
import type { ImageRef } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import type { OtherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './CardList.module.scss';

/** A line above a card's title, or a part of it written in another language than the card (a sector's name, say). */
export type EyebrowPart = string | { text: string; lang: Locale };

/** One card: an article, a case study, any entry with a page of its own. */
export interface Card {
  href: string;
  image: ImageRef;
  /** Overrides the picture's alt text: "" where the card's words say it all. */
  imageAlt?: string;
  /** Small lines above the title (a story's client and sector), shown with a dot between. */
  eyebrow?: readonly EyebrowPart[];
  title: string;
  text: string;
  /** A figure to scan, at the card's foot (a story's first result). */
  figure?: { value: string; label: string };
  /** The link's words; the name read out adds the title, so every card's link is told apart. */
  linkLabel: string;
  /**
   * An entry written in another language than the page (docs/product-rules.md#languages): the card
   * is in the entry's language and labelled so, its link says where it leads; the link's words stay the page's.
   */
  language?: OtherLanguage;
}

interface Props {
  cards: readonly Card[];
  /** Unique on the page: the id of the heading, or of the section when it has none. */
  id: string;
  /** The section's heading; without one (the page's banner names the list) `label` names the section and the cards' titles are h2. */
  heading?: string;
  label?: string;
  /** The cards open the page (a tag page, /work): the first card's picture is in the first paint. */
  leadsPage?: boolean;
  /** Centre a part-filled last row. */
  centred?: boolean;
  /** A link after the cards (a home strip's "See all"). */
  more?: { href: string; label: string };
  /** What follows the cards (a list page's links to its other pages). */
  children?: ReactNode;
}

const cardSizes = '(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 90vw';

/** Cards of entries on a 1, 2 or 3 column grid (docs/product-rules.md#blog, #work); absent when there is none. */
export function CardList({ cards, id, heading, label, leadsPage = false, centred = false, more, children }: Props) {
  if (cards.length === 0) return null;
  // Under a section heading the cards are h3; where the page's h1 names the list, h2.
  const Title = heading ? 'h3' : 'h2';
  return (
    // Cards lead to other pages: their words are those pages', not this one's (docs/product-rules.md#search).
    <section className={styles.section} data-search-ignore {...(heading ? { 'aria-labelledby': id } : { 'aria-label': label, id })}>
      <div className={styles.inner}>
        {heading && (
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
        )}
        <ul className={centred ? `${styles.grid} ${styles.centred}` : styles.grid}>
          {cards.map((card, i) => {
            const { language } = card;
            // The link's words are the page's, inside a card in the entry's language.
            const linkWords = language ? <span lang={language.page}>{card.linkLabel}</span> : card.linkLabel;
            return (
              <li key={card.href} className={styles.card} lang={language?.lang}>
                <CardPicture className={styles.image} image={card.image} alt={card.imageAlt} lead={leadsPage && i === 0} sizes={cardSizes} />
                <div className={styles.body}>
                  <LanguageLabel language={language} />
                  {card.eyebrow && (
                    <p className={styles.eyebrow}>
                      {card.eyebrow.map((part, j) => (
                        <Fragment key={j}>
                          {j > 0 && <span aria-hidden="true"> · </span>}
                          {typeof part === 'string' ? part : <span lang={part.lang}>{part.text}</span>}
                        </Fragment>
                      ))}
                    </p>
                  )}
                  <Title className={styles.title}>{card.title}</Title>
                  <p className={styles.text}>{card.text}</p>
                  {card.figure && (
                    <p className={styles.figure}>
                      <strong>{card.figure.value}</strong> <span>{card.figure.label}</span>
                    </p>
                  )}
                  <a href={card.href} className={styles.link} hrefLang={language?.lang}>
                    <ShortLabel shown={linkWords} name={language ? <>{linkWords}: {card.title}</> : `${card.linkLabel}: ${card.title}`} />
                    <ArrowIcon />
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
        {more && (
          <p className={styles.more}>
            <a href={more.href} className={styles.link}>
              {more.label}
              <ArrowIcon />
            </a>
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
