import { featuredArticle, indexCards, paginate, tagsOf, type Listing, type Tag } from './blog';
import { getContent, type Article, type CaseStudy, type Content, type Sector, type Service } from './content';
import { links, sections } from './links';
import { workFilters, type WorkFilter } from './work';

/**
 * The route registry: every page of the site, its canonical path and every spelling that is
 * pre-rendered for it (docs/product-rules.md#routes). Pages, navigation, footer, sitemap, host
 * configs and tests read paths from here only.
 */

interface Paths {
  /** All-lower-case path that canonical links and the sitemap use. */
  canonical: string;
  /** Every path pre-rendered for this page, canonical included. */
  paths: string[];
}

/** One page of the site; service, sector and article pages carry their entry. */
export type PageRoute = Paths &
  (
    | { kind: 'home' }
    | { kind: 'company' }
    | { kind: 'services' }
    | { kind: 'sectors' }
    | { kind: 'about' }
    | { kind: 'enquiry' }
    | { kind: 'blog'; featured: Article; listing: Listing<Article> }
    | { kind: 'brochure' }
    | { kind: 'service'; service: Service }
    | { kind: 'sector'; sector: Sector }
    | { kind: 'article'; article: Article }
    | { kind: 'tag'; tag: Tag; listing: Listing<Article> }
    /** /work, or /work narrowed to one service or sector (`filter`); `filters` are every narrowed list. */
    | { kind: 'work'; items: CaseStudy[]; filter?: WorkFilter; filters: WorkFilter[] }
    | { kind: 'caseStudy'; study: CaseStudy }
  );

export type PageKind = PageRoute['kind'];
export type RouteOf<K extends PageKind> = Extract<PageRoute, { kind: K }>;

/** The spellings of a page: those given, and the all-lower-case form of each (the first is canonical). */
const spell = (...spellings: string[]): Paths => {
  const lower = spellings.map((p) => p.toLowerCase());
  return { canonical: lower[0] ?? '/', paths: [...new Set([...spellings, ...lower])] };
};

/** Every page of the site, in navigation order. */
export function getRoutes(content: Content = getContent()): PageRoute[] {
  return [
    { kind: 'home', ...spell(links.home) },
    { kind: 'company', ...spell(links.whoWeAre, links.whyWe) },
    { kind: 'services', ...spell(links.services) },
    { kind: 'sectors', ...spell(links.sectors) },
    { kind: 'about', ...spell(links.about) },
    { kind: 'enquiry', ...spell(links.getQuote, links.contactUs) },
    ...blogRoutes(content),
    { kind: 'brochure', ...spell(links.brochure) },
    ...content.services.map((service): PageRoute => ({ kind: 'service', service, ...spell(service.path) })),
    ...content.sectors.map((sector): PageRoute => ({ kind: 'sector', sector, ...spell(sector.path) })),
    ...content.articles.map((article): PageRoute => ({ kind: 'article', article, ...spell(article.path) })),
    ...tagsOf(content.articles).flatMap((tag) =>
      paginate(tag.articles).map((listing): PageRoute => ({ kind: 'tag', tag, listing, ...spell(pagePath(tagPath(tag.slug), listing.page)) })),
    ),
    ...workRoutes(content),
  ];
}

/**
 * Case studies (docs/product-rules.md#work): /work lists every story, /work/service/<slug> and
 * /work/sector/<slug> narrow it where stories exist, each story has /work/<slug>.
 */
function workRoutes(content: Content): PageRoute[] {
  const filters = workFilters(content.work, content.services, content.sectors);
  return [
    { kind: 'work', items: content.work, filters, ...spell(links.work) },
    ...filters.map((filter): PageRoute => ({ kind: 'work', items: filter.items, filter, filters, ...spell(filter.path) })),
    ...content.work.map((study): PageRoute => ({ kind: 'caseStudy', study, ...spell(study.path) })),
  ];
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
  return paginate(indexCards(content.articles)).map((listing) => ({ kind: 'blog', featured, listing, ...spell(pagePath(links.blog, listing.page)) }));
}

/** The one page of a fixed kind (home, services, ...); for the blog, the first page of its index. */
export function routeOf<K extends Exclude<PageKind, 'service' | 'sector' | 'article' | 'tag' | 'caseStudy'>>(kind: K, routes = getRoutes()): RouteOf<K> {
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
