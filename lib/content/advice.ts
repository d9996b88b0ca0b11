import { contentToday } from '../blog';
import { localeFile, type Locale } from '../i18n/locales';
import { getRoutes, type PageRoute } from '../routes';
import type { CheckResult, Content } from './check';
import { registry as siteRegistry } from './collections';
import { seoLimits, withSiteName } from './fields';
import type { Registry } from './registry';

/**
 * What the content check says besides problems (docs/product-rules.md#content): advice an editor
 * may follow, which never stops a build. Search copy that search engines would shorten or that two
 * pages share (docs/product-rules.md#seo), and articles scheduled for a later day
 * (docs/product-rules.md#blog).
 */

/** Where a page's search copy is written: the file an editor opens and the field to change. */
function sourceOf(route: PageRoute, registry: Registry): { file: string; title: string; description: string } {
  const pages = 'content/pages.json';
  const texts = 'content/texts.json';
  switch (route.kind) {
    case 'blog':
      return route.listing.page === 1
        ? { file: pages, title: 'blog.seo.title', description: 'blog.seo.description' }
        : { file: texts, title: 'blog.pagedTitle', description: 'blog.pagedDescription' };
    case 'tag':
      return route.listing.page === 1
        ? { file: texts, title: 'blog.tagTitle', description: 'blog.tagDescription' }
        : { file: texts, title: 'blog.pagedTitle', description: 'blog.pagedDescription' };
    case 'work':
      if (!route.filter) return { file: pages, title: 'work.seo.title', description: 'work.seo.description' };
      return { file: pages, title: `work.${route.filter.kind}Title`, description: `work.${route.filter.kind}Description` };
    default:
      if ('entry' in route) {
        const c = registry.collections.find((x) => x.pages?.kind === route.kind)!;
        const file = `content/${c.folder}/${route.entry.slug}.${c.format === 'markdown' ? 'md' : 'json'}`;
        const entry = route.entry as { title: string; seoTitle?: string; seo: { title: string } };
        const title = 'seoTitle' in entry && entry.seoTitle ? 'seoTitle' : entry.seo.title === entry.title ? 'title' : 'seo.title';
        return { file, title, description: 'the search description (seo.description or the text it is taken from)' };
      }
      return { file: pages, title: `${route.kind}.seo.title`, description: `${route.kind}.seo.description` };
  }
}

export interface Advice {
  /** Search copy that search engines would cut or that pages share. */
  search: string[];
  /** Articles and stories a later build publishes, with their day. */
  scheduled: string[];
}

/** The advice for every edition of content that passed the check: search copy is unique within each edition's language. */
export function adviceFor(editions: Record<Locale, Content>, unpublished: CheckResult<Registry>['unpublished'], registry: Registry = siteRegistry): Advice {
  const routes = getRoutes(editions, registry).filter((r) => r.kind !== 'notFound');
  const search: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const content = editions[route.locale];
    const found = sourceOf(route, registry);
    const source = { ...found, file: localeFile(found.file, route.locale) };
    const { title, description } = route.seo;
    const at = (field: string) => `${source.file}: ${field} (${route.canonical})`;
    if (title.length > seoLimits.title)
      search.push(`${at(source.title)}: the search title "${title}" is ${title.length} characters; search results show about ${seoLimits.title}, so it will be cut`);
    if (description.length < seoLimits.descriptionMin || description.length > seoLimits.descriptionMax)
      search.push(`${at(source.description)}: the search description is ${description.length} characters; ${seoLimits.descriptionMin} to ${seoLimits.descriptionMax} serve search results best`);
    const fullTitle = route.kind === 'home' ? title : withSiteName(title, content.site.name);
    const titleKey = `${route.locale}:${fullTitle.toLowerCase()}`;
    const sameTitle = titles.get(titleKey);
    if (sameTitle) search.push(`${at(source.title)}: the search title "${fullTitle}" is also the title of ${sameTitle}; give each page its own`);
    else titles.set(titleKey, at(source.title));
    const descriptionKey = `${route.locale}:${description.toLowerCase()}`;
    const sameDescription = descriptions.get(descriptionKey);
    if (sameDescription) search.push(`${at(source.description)}: the search description is also that of ${sameDescription}; give each page its own`);
    else descriptions.set(descriptionKey, at(source.description));
  }
  // An entry with a date after the build's day is published by the first build on or after it.
  const today = contentToday();
  const scheduled = Object.values(unpublished)
    .flat()
    .filter(({ entry }) => !entry.draft && typeof entry.date === 'string' && entry.date > today)
    .sort((a, b) => String(a.entry.date).localeCompare(String(b.entry.date)))
    .map(({ file, entry }) => `${file}: "${String(entry.title)}" is published by the first build on or after ${String(entry.date)}`);
  return { search, scheduled };
}
