import { getContent, type ImageRef } from '@/lib/content';
import { editions, type Locale } from '@/lib/i18n/locales';

/** What a page's share image shows: all of it read from content, so the image never goes stale. */
export interface ShareCard {
  kicker: string;
  title: string;
  line: string;
  /** Up to three short points shown instead of the line (sector pages); the line still goes into the alt text. */
  points?: string[];
  /** One illustration, or several: a grid (the sectors page) or fanned pages (the brochure). */
  art: ImageRef[];
  artLayout?: 'grid' | 'fan';
}

/** A share card in its page's edition: the language its words are shaped in, and what the image says for people who cannot see it. */
export interface EditionShareCard extends ShareCard {
  locale: Locale;
  /** og:image:alt, in the page's language. */
  alt: string;
}

/** A page kind's share card (app/_pages/pageKinds.ts). */
export const shareCard = (card: ShareCard): ShareCard => card;

/** A title that ends a sentence itself needs no full stop after it. */
const endsSentence = /[.!?।॥…]$/u;

/** A share card in an edition, with its alt text: the studio's name, the title and the line, as that edition writes them. */
export function inEdition(card: ShareCard, locale: Locale): EditionShareCard {
  const { site } = getContent(undefined, locale);
  const title = card.title.trim();
  const stop = endsSentence.test(title) ? '' : editions[locale].fullStop;
  return { ...card, locale, alt: `${site.name}: ${title}${stop} ${card.line.trim()}` };
}
