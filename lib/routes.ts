import type { z } from 'zod';
import { featuredArticle, indexCards, pagedSeo, paginate, tagSeo, tagsOf, type Listing, type Tag } from './blog';
import { type Article, type CaseStudy, type Content, type PageSeo } from './content';
import { registry as siteRegistry } from './content/collections';
import { fixedPages, type FixedPageKind } from './content/collections/pages';
import { getEditions, type Editions } from './content/load';
import type { Collection, Localized, PageEntry, Registry } from './content/registry';
import { defaultLocale, editions, localePath, locales, type Locale } from './i18n/locales';
import { requestLocale } from './i18n/requestLocale';
import { links, sections } from './links';
import { workFilterPath, workFilters, workFilterSeo, type WorkFilter } from './work';

/**
 * The route registry: every page of every edition, its canonical path, every spelling that is
 * pre-rendered for it, its search copy and the same page in the other editions
 * (docs/product-rules.md#routes, #languages). Pages, navigation, footer, sitemap, host configs,
 * the content check's advice and tests read paths from here only. The fixed pages come from their
 * declaration (lib/content/collections/pages.ts), the pages of entries from the content registry
 * (each collection's `pages`).
 */

interface Paths {
  /** The edition the page is written in. */
  locale: Locale;
  /** The path canonical links and the sitemap use: all lower case. */
  canonical: string;
  /** Every path pre-rendered for this page, canonical included. */
  paths: string[];
  /** The page's search title (the site name is added after it, except on home) and description. */
  seo: PageSeo;
  /** The same page in the other editions that have it, by edition (its own included): hreflang alternates. */
  alternates: Partial<Record<Locale, string>>;
}

/** The page of one entry of a collection that has pages: its kind is the collection's, its entry the entry. */
type EntryRouteOf<C> = C extends Collection<string, infer Schema, infer Kind> ? ([Kind] extends [never] ? never : { kind: Kind; entry: z.output<Schema> & Localized }) : never;
type EntryRoute = EntryRouteOf<(typeof siteRegistry.collections)[number]>;

/** The fixed pages that are one page each (the blog and /work are lists, below). */
type SinglePageKind = Exclude<FixedPageKind, 'blog' | 'work'>;

/** One page of the site. */
export type PageRoute = Paths &
  (
    | { [K in SinglePageKind]: { kind: K } }[SinglePageKind]
    /** `featured` is the article shown in full on page 1, in the edition's language; an edition with none of its own shows only cards. */
    | { kind: 'blog'; featured?: Article; listing: Listing<Article> }
    | { kind: 'tag'; tag: Tag; listing: Listing<Article> }
    /** /work, or /work narrowed to one service or sector (`filter`); `filters` are every narrowed list. */
    | { kind: 'work'; items: CaseStudy[]; filter?: WorkFilter; filters: WorkFilter[] }
    /** The Hindi and Marathi editions' own 404 page (English's is the export's 404.html). */
    | { kind: 'notFound' }
    | EntryRoute
  );

export type PageKind = PageRoute['kind'];
export type RouteOf<K extends PageKind> = Extract<PageRoute, { kind: K }>;

/** A route before its alternates are known, with what makes it the same page in every edition. */
type Draft = Omit<PageRoute, 'alternates'> & { same: string };

/**
 * The spellings of a page in an edition. English: those given and the all-lower-case form of each,
 * the first canonical (SPEC's addresses). Hindi and Marathi: the lower-case forms under the prefix.
 */
function spell(locale: Locale, ...spellings: string[]): Pick<Paths, 'canonical' | 'paths'> {
  const lower = [...new Set(spellings.map((p) => localePath(p, locale).toLowerCase()))];
  const paths = locale === defaultLocale ? [...new Set([...spellings, ...lower])] : lower;
  return { canonical: lower[0] ?? '/', paths };
}

/**
 * Every page of the editions given (every edition by default), English first; each edition in
 * navigation order: the fixed pages, then each collection's entries. One edition's content alone
 * is taken as English's (a test's content).
 */
export function getRoutes(source: Partial<Editions> | Content = getEditions(), registry: Registry = siteRegistry): PageRoute[] {
  const editions: Partial<Editions> = 'site' in source ? { [defaultLocale]: source as Content } : source;
  const drafts = locales.flatMap((locale) => (editions[locale] ? editionRoutes(locale, editions[locale], registry) : []));
  const alternates = new Map<string, Partial<Record<Locale, string>>>();
  for (const d of drafts) alternates.set(d.same, { ...alternates.get(d.same), [d.locale]: d.canonical });
  return drafts.map(({ same, ...route }) => ({ ...route, alternates: alternates.get(same)! }) as PageRoute);
}

/** The pages of one edition. */
function editionRoutes(locale: Locale, content: Content, registry: Registry): Draft[] {
  const fixed = (Object.keys(fixedPages) as FixedPageKind[]).flatMap((kind): Draft[] => {
    if (kind === 'blog') return blogRoutes(locale, content);
    if (kind === 'work') return workRoutes(locale, content);
    return [{ kind, locale, same: kind, seo: content.pages[kind].seo, ...spell(locale, ...Object.values(fixedPages[kind].spellings)) } as Draft];
  });
  const entries = registry.collections.flatMap((c) => {
    if (!c.pages) return [];
    const kind = c.pages.kind;
    // An edition lists entries not yet written in its language (docs/product-rules.md#languages); only its own have pages here.
    const listed = (content as unknown as Record<string, (PageEntry & { locale: Locale })[] | undefined>)[c.name] ?? [];
    return listed
      .filter((entry) => entry.locale === locale)
      // An entry's path is its edition's already (lib/content/check.ts): spelt from its English form.
      .map((entry) => ({ kind, entry, locale, same: `${kind}:${entry.slug}`, seo: entry.seo, ...spell(locale, entry.path.slice(editions[locale].prefix.length) || '/') }) as Draft);
  });
  const notFound: Draft[] = locale === defaultLocale ? [] : [{ kind: 'notFound', locale, same: 'notFound', seo: { title: content.texts.notFound.title, description: content.texts.notFound.line }, ...spell(locale, '/404') } as Draft];
  return [...fixed, ...entries, ...tagRoutes(locale, content), ...notFound];
}

/** Page 1 of a list is its own address; page 2 onwards add the number: /blogpage/2, /blog/tag/branding/2. */
export const pagePath = (first: string, page: number): string => (page === 1 ? first : `${first.toLowerCase()}/${page}`);

/** A tag's first page in an edition. */
export const tagPath = (slug: string, locale: Locale = defaultLocale): string => `${localePath(sections.blog, locale)}/tag/${slug}`;

/** The canonical path of another page of the same list (the blog index or one tag). */
export const listPagePath = (route: RouteOf<'blog' | 'tag'>, page: number): string =>
  pagePath(route.kind === 'blog' ? localePath(links.blog, route.locale).toLowerCase() : tagPath(route.tag.slug, route.locale), page);

/**
 * The blog index (docs/product-rules.md#blog): /BlogPage shows the featured article and the first
 * cards, newest first; /blogpage/2 onwards exist only when the cards need them. An edition's index
 * lists every published article, those not in its language with their language.
 */
function blogRoutes(locale: Locale, content: Content): Draft[] {
  // The article shown in full is one written in the edition's language: never a page in two languages.
  const featured = featuredArticle(content.articles.filter((a) => a.locale === locale));
  return paginate(indexCards(content.articles, featured)).map(
    (listing) =>
      ({
        kind: 'blog',
        featured,
        listing,
        locale,
        same: `blog:${listing.page}`,
        seo: pagedSeo(content.pages.blog.seo, listing.page, listing.pages, content.texts.blog),
        ...spell(locale, pagePath(links.blog, listing.page)),
      }) as Draft,
  );
}

/** Every tag of an edition's own published articles, each with its pages. */
function tagRoutes(locale: Locale, content: Content): Draft[] {
  return tagsOf(content.articles.filter((a) => a.locale === locale)).flatMap((tag) =>
    paginate(tag.articles).map(
      (listing) =>
        ({
          kind: 'tag',
          tag,
          listing,
          locale,
          same: `tag:${tag.slug}:${listing.page}`,
          seo: pagedSeo(tagSeo(tag.name, content.texts.blog), listing.page, listing.pages, content.texts.blog),
          ...spell(locale, pagePath(tagPath(tag.slug), listing.page)),
        }) as Draft,
    ),
  );
}

/** Case studies (docs/product-rules.md#work): /work lists every story; /work/service/<slug> and /work/sector/<slug> narrow it where stories exist. */
function workRoutes(locale: Locale, content: Content): Draft[] {
  const filters = workFilters(content.work, content.services, content.sectors).map((f) => ({ ...f, path: localePath(f.path, locale) }));
  return [
    { kind: 'work', items: content.work, filters, locale, same: 'work', seo: content.pages.work.seo, ...spell(locale, links.work) } as Draft,
    ...filters.map(
      (filter) =>
        ({ kind: 'work', items: filter.items, filter, filters, locale, same: `work:${filter.kind}:${filter.slug}`, seo: workFilterSeo(filter, content.pages), ...spell(locale, workFilterPath(filter.kind, filter.slug)) }) as Draft,
    ),
  ];
}

/** The one page of a fixed kind (home, services, ...) in an edition; for the blog, the first page of its index. */
export function routeOf<K extends FixedPageKind | 'notFound'>(kind: K, locale: Locale = requestLocale(), routes: PageRoute[] = getRoutes()): RouteOf<K> {
  const route = routes.find((r): r is RouteOf<K> => r.kind === kind && r.locale === locale);
  if (!route) throw new Error(`The route registry has no ${kind} page in ${locale}`);
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
