import type { z } from 'zod';
import { featuredArticle, indexCards, pagedSeo, paginate, tagSeo, tagsOf, type Listing, type Tag } from './blog';
import { getContent, type Article, type CaseStudy, type Content, type PageSeo } from './content';
import { registry as siteRegistry } from './content/collections';
import { fixedPages, type FixedPageKind } from './content/collections/pages';
import type { Collection, PageEntry, Registry } from './content/registry';
import { links, sections } from './links';
import { workFilters, workFilterSeo, type WorkFilter } from './work';

/**
 * The route registry: every page of the site, its canonical path, every spelling that is
 * pre-rendered for it and its search copy (docs/product-rules.md#routes). Pages, navigation,
 * footer, sitemap, host configs, the content check's advice and tests read paths from here only.
 * The fixed pages come from their declaration (lib/content/collections/pages.ts), the pages of
 * entries from the content registry (each collection's `pages`).
 */

interface Paths {
  /** All-lower-case path that canonical links and the sitemap use. */
  canonical: string;
  /** Every path pre-rendered for this page, canonical included. */
  paths: string[];
  /** The page's search title (the site name is added after it, except on home) and description. */
  seo: PageSeo;
}

/** The page of one entry of a collection that has pages: its kind is the collection's, its entry the entry. */
type EntryRouteOf<C> = C extends Collection<string, infer Schema, infer Kind> ? ([Kind] extends [never] ? never : { kind: Kind; entry: z.output<Schema> }) : never;
type EntryRoute = EntryRouteOf<(typeof siteRegistry.collections)[number]>;

/** The fixed pages that are one page each (the blog and /work are lists, below). */
type SinglePageKind = Exclude<FixedPageKind, 'blog' | 'work'>;

/** One page of the site. */
export type PageRoute = Paths &
  (
    | { [K in SinglePageKind]: { kind: K } }[SinglePageKind]
    | { kind: 'blog'; featured: Article; listing: Listing<Article> }
    | { kind: 'tag'; tag: Tag; listing: Listing<Article> }
    /** /work, or /work narrowed to one service or sector (`filter`); `filters` are every narrowed list. */
    | { kind: 'work'; items: CaseStudy[]; filter?: WorkFilter; filters: WorkFilter[] }
    | EntryRoute
  );

export type PageKind = PageRoute['kind'];
export type RouteOf<K extends PageKind> = Extract<PageRoute, { kind: K }>;

/** The spellings of a page: those given, and the all-lower-case form of each (the first is canonical). */
const spell = (...spellings: string[]): Omit<Paths, 'seo'> => {
  const lower = spellings.map((p) => p.toLowerCase());
  return { canonical: lower[0] ?? '/', paths: [...new Set([...spellings, ...lower])] };
};

/** Every page of the site, in navigation order: the fixed pages, then each collection's entries. */
export function getRoutes(content: Content = getContent(), registry: Registry = siteRegistry): PageRoute[] {
  const fixed = (Object.keys(fixedPages) as FixedPageKind[]).flatMap((kind): PageRoute[] => {
    if (kind === 'blog') return blogRoutes(content);
    if (kind === 'work') return workRoutes(content);
    return [{ kind, seo: content.pages[kind].seo, ...spell(...Object.values(fixedPages[kind].spellings)) }];
  });
  const entries = registry.collections.flatMap((c) => {
    if (!c.pages) return [];
    const kind = c.pages.kind;
    const published = ((content as unknown as Record<string, PageEntry[] | undefined>)[c.name] ?? []);
    return published.map((entry) => ({ kind, entry, seo: entry.seo, ...spell(entry.path) }) as PageRoute);
  });
  return [...fixed, ...entries, ...tagRoutes(content)];
}

/** Page 1 of a list is its own address; page 2 onwards add the number: /blogpage/2, /blog/tag/branding/2. */
export const pagePath = (first: string, page: number): string => (page === 1 ? first : `${first.toLowerCase()}/${page}`);

/** A tag's first page. */
export const tagPath = (slug: string): string => `${sections.blog}/tag/${slug}`;

/** The canonical path of another page of the same list (the blog index or one tag). */
export const listPagePath = (route: RouteOf<'blog' | 'tag'>, page: number): string =>
  pagePath(route.kind === 'blog' ? links.blog.toLowerCase() : tagPath(route.tag.slug), page);

/**
 * The blog index (docs/product-rules.md#blog): /BlogPage shows the featured article and the first
 * cards, newest first; /blogpage/2 onwards exist only when the cards need them.
 */
function blogRoutes(content: Content): PageRoute[] {
  const featured = featuredArticle(content.articles);
  // The content check refuses a blog with no published article.
  if (!featured) return [];
  return paginate(indexCards(content.articles)).map((listing) => ({
    kind: 'blog',
    featured,
    listing,
    seo: pagedSeo(content.pages.blog.seo, listing.page, listing.pages, content.texts.blog),
    ...spell(pagePath(links.blog, listing.page)),
  }));
}

/** Every tag of the published articles, each with its pages. */
function tagRoutes(content: Content): PageRoute[] {
  return tagsOf(content.articles).flatMap((tag) =>
    paginate(tag.articles).map((listing): PageRoute => ({
      kind: 'tag',
      tag,
      listing,
      seo: pagedSeo(tagSeo(tag.name, content.texts.blog), listing.page, listing.pages, content.texts.blog),
      ...spell(pagePath(tagPath(tag.slug), listing.page)),
    })),
  );
}

/** Case studies (docs/product-rules.md#work): /work lists every story; /work/service/<slug> and /work/sector/<slug> narrow it where stories exist. */
function workRoutes(content: Content): PageRoute[] {
  const filters = workFilters(content.work, content.services, content.sectors);
  return [
    { kind: 'work', items: content.work, filters, seo: content.pages.work.seo, ...spell(links.work) },
    ...filters.map((filter): PageRoute => ({ kind: 'work', items: filter.items, filter, filters, seo: workFilterSeo(filter, content.pages), ...spell(filter.path) })),
  ];
}

/** The one page of a fixed kind (home, services, ...); for the blog, the first page of its index. */
export function routeOf<K extends FixedPageKind>(kind: K, routes = getRoutes()): RouteOf<K> {
  const route = routes.find((r): r is RouteOf<K> => r.kind === kind);
  if (!route) throw new Error(`The route registry has no ${kind} page`);
  return route;
}

/** Every pre-rendered path, in registry order. */
export const allPaths = (routes = getRoutes()): string[] => routes.flatMap((r) => r.paths);

/** Exact match first, then a case-insensitive one (the 404 page uses this to redirect /SERVICES). */
export function findRoute(path: string, routes = getRoutes()): PageRoute | undefined {
  const clean = path.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
  return (
    routes.find((r) => r.paths.includes(clean)) ??
    routes.find((r) => r.paths.some((p) => p.toLowerCase() === clean.toLowerCase()))
  );
}
