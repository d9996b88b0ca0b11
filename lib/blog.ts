import { fillTemplate } from './content/fillTemplate';
import type { Article } from './content/collections/articles';
import { newestFirst, tagSlug } from './content/collections/articles';
import type { Texts } from './content/collections/texts';
import type { PageSeo } from './content/fields';

/**
 * Which articles the blog publishes and where each appears (docs/product-rules.md#blog): pure
 * functions of the articles and the build's "today", so the selection is tested on fixtures.
 */

/** Cards on one page of the blog index or of a tag: fills the 1, 2 and 3 column grids evenly. */
export const blogPageSize = 12;
/** "More to read" cards under an article: one row of the 3-column grid. */
export const relatedCount = 3;
/** Cards in the home page's strip of the newest articles: one row of the 3-column grid. */
export const homeArticleCount = 3;
/** Articles in the Atom feed: readers fetch it often, so it carries the newest only. */
export const feedSize = 20;

/** The studio's calendar: an article dated 4 November goes live on the first build of 4 November in Pune. */
const studioTimeZone = 'Asia/Kolkata';

/**
 * The build's "today" as an ISO date: CONTENT_TODAY (YYYY-MM-DD) when set, so tests and previews
 * can build the site as it will be on another day, else today in the studio's time zone.
 */
export function contentToday(now: Date = new Date()): string {
  const given = process.env.CONTENT_TODAY;
  if (given !== undefined && given !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given)))
      throw new Error(`CONTENT_TODAY must be a date like 2026-11-23, not "${given}"`);
    return given;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: studioTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The article the blog page shows in full: the newest published article flagged `featured`, or
 * the newest article when none is. Newest flagged wins (not an error), so an editor can schedule
 * the next featured article with a future date and the switch happens on its day by itself.
 */
export function featuredArticle<A extends Pick<Article, 'date' | 'slug' | 'featured'>>(published: readonly A[]): A | undefined {
  const sorted = newestFirst(published);
  return sorted.find((a) => a.featured) ?? sorted[0];
}

/** The blog index's cards: every published article but the featured one, newest first. */
export const indexCards = <A extends Pick<Article, 'date' | 'slug' | 'featured'>>(published: readonly A[], featured: A | undefined = featuredArticle(published)): A[] =>
  newestFirst(published).filter((a) => a !== featured);

export { newestFirst, publishedArticles, tagSlug } from './content/collections/articles';

/** One page of a paginated list: its number (from 1), how many pages there are, its items. */
export interface Listing<T> {
  page: number;
  pages: number;
  items: T[];
}

/** A list cut into pages of `size`; an empty list is one empty page, so page 1 always exists. */
export function paginate<T>(items: readonly T[], size: number = blogPageSize): Listing<T>[] {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: pages }, (_, i) => ({ page: i + 1, pages, items: items.slice(i * size, (i + 1) * size) }));
}

/** A tag and the published articles that carry it, newest first. */
export interface Tag {
  slug: string;
  /** As the editors write it. */
  name: string;
  articles: Article[];
}

/** Every tag of the published articles, by name; the content check makes sure one slug has one spelling. */
export function tagsOf(published: readonly Article[]): Tag[] {
  const bySlug = new Map<string, Tag>();
  for (const article of newestFirst(published))
    for (const name of article.tags) {
      const slug = tagSlug(name);
      const tag = bySlug.get(slug) ?? { slug, name, articles: [] };
      if (!tag.articles.includes(article)) tag.articles.push(article);
      bySlug.set(slug, tag);
    }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The "more to read" cards under an article: the articles sharing most of its tags or its
 * related service, newest first among equals, then the newest others to fill the row.
 */
export function relatedArticles<A extends Pick<Article, 'date' | 'slug' | 'tags' | 'relatedService'>>(
  article: A,
  published: readonly A[],
  count: number = relatedCount,
): A[] {
  const tags = new Set(article.tags.map(tagSlug));
  const score = (other: A) =>
    other.tags.filter((t) => tags.has(tagSlug(t))).length + (article.relatedService && other.relatedService === article.relatedService ? 1 : 0);
  const others = newestFirst(published.filter((a) => a.slug !== article.slug));
  // A stable sort keeps newest first among articles of the same score.
  return others
    .map((a) => ({ a, s: score(a) }))
    .sort((x, y) => y.s - x.s)
    .slice(0, count)
    .map(({ a }) => a);
}

type BlogCopy = Texts['blog'];

/** Search title and description of page `page` of a list whose first page reads `first`. */
export const pagedSeo = (first: PageSeo, page: number, pages: number, copy: BlogCopy): PageSeo =>
  page === 1
    ? first
    : {
        title: fillTemplate(copy.pagedTitle, { title: first.title, page }),
        description: fillTemplate(copy.pagedDescription, { description: first.description, page, pages }),
      };

/** Search title and description of a tag's first page. */
export const tagSeo = (name: string, copy: BlogCopy): PageSeo => ({
  title: fillTemplate(copy.tagTitle, { tag: name }),
  description: fillTemplate(copy.tagDescription, { tag: name }),
});
