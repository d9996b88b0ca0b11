import { getContent, type ImageRef } from '@/lib/content';

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
  /** og:image:alt: what the image says, for people who cannot see it. */
  alt: string;
}

/** A share card; its alt text says what the image says. */
export const shareCard = (c: Omit<ShareCard, 'alt'>): ShareCard => ({
  ...c,
  alt: `${getContent().site.name}: ${c.title}. ${c.line}`,
});
