import { feedSize, newestFirst } from './blog';
import type { Article, Site } from './content';
import { localePath, type Locale } from './i18n/locales';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Where an edition's Atom feed is served, /feed.xml and /hi/feed.xml; every page's head links its own (docs/product-rules.md#blog). */
export const feedPath = (locale: Locale): string => localePath('/feed.xml', locale);

/**
 * The blog as an Atom feed: the newest `feedSize` published articles, newest first, each with its
 * own page's absolute URL (the featured article too), summary, author and date. `blogUrl` is the
 * blog page's absolute URL (the feed's alternate link).
 */
export function articleFeed(articles: readonly (Article & { locale: Locale })[], site: Pick<Site, 'name' | 'url'>, blogUrl: string, locale: Locale): string {
  // An edition's feed carries the articles written in its language only.
  const newest = newestFirst(articles.filter((a) => a.locale === locale)).slice(0, feedSize);
  const urlOf = (a: Article) => `${site.url}${a.path}`;
  const updated = `${newest[0]?.date ?? '1970-01-01'}T00:00:00Z`;
  const entries = newest
    .map(
      (a) => `  <entry>
    <title>${escapeXml(a.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(urlOf(a))}"/>
    <id>${escapeXml(urlOf(a))}</id>
    <published>${a.date}T00:00:00Z</published>
    <updated>${a.date}T00:00:00Z</updated>
    <author><name>${escapeXml(a.author)}</name></author>
    <summary>${escapeXml(a.excerpt)}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <title>${escapeXml(site.name)}</title>
  <link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${site.url}${feedPath(locale)}`)}"/>
  <id>${escapeXml(`${site.url}${feedPath(locale)}`)}</id>
  <updated>${updated}</updated>
${entries}
</feed>
`;
}
