// The site's search index (docs/product-rules.md#search): every published page of every edition,
// read from the built pages as text, one file per edition under /search-index/. Which pages count
// comes from the route registry (lib/routes.ts): drafts and scheduled articles have no route, the
// aliases (/WhoWeAre, /SERVICES) are not canonical, the 404 pages, /search itself and the lists
// (the blog's pages, whose first shows an article in full, tags, narrowed /work) only repeat other
// pages, as do the cards and the enquiry band inside a page (data-search-ignore). A page of the export the registry
// does not know fails the build, naming it: nothing reaches the index unchecked.
import type { HTMLElement, Node } from 'node-html-parser';
import { defaultLocale, locales, type Locale } from '../../../../lib/i18n/locales';
import { getRoutes, type PageRoute } from '../../../../lib/routes';
import { searchIndexPath, type SearchIndexFile, type SearchKind, type SearchRecord } from '../../../../lib/search/records';
import type { Page } from '../page';
import type { Site, Transform } from '../site';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const name = 'search-index';

/** What each kind of route is to the search, or null when it is not indexed. */
export function searchKindOf(route: PageRoute): SearchKind | null {
  switch (route.kind) {
    case 'service':
    case 'sector':
    case 'caseStudy':
    case 'article':
      return route.kind;
    case 'work':
      return route.filter ? null : 'page';
    case 'blog':
    case 'tag':
    case 'notFound':
    case 'search':
      return null;
    default:
      return 'page';
  }
}

/** The export's file for a path: / is index.html, /hi is hi.html, /blog/x is blog/x.html. */
export const fileOf = (urlPath: string): string => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** Elements whose text is not the page's own words: navigation, forms, drawings, what the page hides. */
const skipped = new Set(['script', 'style', 'noscript', 'svg', 'nav', 'form', 'template', 'button', 'dialog']);
/** Inline elements: their text joins the words beside them; every other element is a break. */
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Whether an element's words are left out: not the page's own, or not shown. */
const isSkipped = (el: HTMLElement): boolean =>
  skipped.has(el.rawTagName?.toLowerCase() ?? '') || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('data-search-ignore');

/** Whether an element or one of its ancestors is left out. */
function isInSkipped(el: HTMLElement | null): boolean {
  for (let at = el; at; at = at.parentNode as HTMLElement | null) if (at.nodeType === 1 && at.rawTagName && isSkipped(at)) return true;
  return false;
}

/** The visible words of an element, blocks separated, whitespace collapsed. */
export function textOf(element: HTMLElement): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.text);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    // What is left out still parts the words beside it (a hidden " · " between a date and a reading time).
    if (isSkipped(el)) {
      parts.push(' ');
      return;
    }
    const block = !inline.has(el.rawTagName?.toLowerCase() ?? '');
    if (block) parts.push(' ');
    for (const child of el.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** One page's record, read from its built HTML. */
export function recordOf(page: Page, route: PageRoute, kind: SearchKind, id: number): SearchRecord {
  const main = page.one(name, 'main');
  const title = textOf(main.querySelector('h1') ?? page.one(name, 'title'));
  if (!title) throw page.fail(name, 'has no title in its <h1>: the search has nothing to show for it');
  const headings = main
    .querySelectorAll('h2, h3')
    .filter((h) => !isInSkipped(h))
    .map(textOf)
    .filter(Boolean)
    .join('\n');
  return { id, url: route.canonical, locale: route.locale, kind, title, headings, text: textOf(main) };
}

/**
 * Which routes an edition's index holds: its own pages, and each page it lists in another language
 * (an entry not yet written in its language) once, in the first language that has it.
 */
export function editionRoutes(routes: PageRoute[], edition: Locale): PageRoute[] {
  return routes.filter((r) => {
    if (searchKindOf(r) === null) return false;
    if (r.locale === edition) return true;
    if (r.alternates[edition]) return false;
    const first = locales.find((l) => r.alternates[l]);
    return first === r.locale;
  });
}

/** Every edition's index file, by its path under the export. */
export function searchIndexes(site: Site, routes: PageRoute[] = getRoutes()): Map<string, SearchIndexFile> {
  const known = new Set(['404.html', ...routes.flatMap((r) => r.paths.map(fileOf))]);
  for (const page of site.pages.keys()) {
    if (!known.has(page)) throw site.pages.get(page)!.fail(name, 'is in the export but not in the route registry (lib/routes.ts): the search cannot tell whether it is published');
  }
  const records = new Map<string, SearchRecord>();
  const recordFor = (route: PageRoute) => {
    if (!records.has(route.canonical)) {
      const page = site.pages.get(fileOf(route.canonical));
      if (!page) throw new Error(`postbuild: ${name}: ${fileOf(route.canonical)}: the route registry has ${route.canonical}, but the export has no such page`);
      records.set(route.canonical, recordOf(page, route, searchKindOf(route)!, records.size));
    }
    return records.get(route.canonical)!;
  };
  return new Map(locales.map((edition) => [path.join(site.dir, searchIndexPath(edition)), { locale: edition, records: editionRoutes(routes, edition).map(recordFor) }]));
}

const serialise = (file: SearchIndexFile) => JSON.stringify(file);

export const searchIndex: Transform = {
  name,
  contract: `every page of the export is a path of the route registry or 404.html; each indexed page (${defaultLocale} and every edition: services, sectors, case studies, articles, the fixed pages) has a <main> and an <h1>; writes ${searchIndexPath(defaultLocale)} and one file per edition`,
  apply(site) {
    const indexes = searchIndexes(site);
    const sizes: string[] = [];
    for (const [file, index] of indexes) {
      site.files.set(file, serialise(index));
      // docs/product-rules.md#search: past about 100 KB gzip an edition's first query costs more than Pagefind's.
      sizes.push(`${index.locale} ${index.records.length} pages, ${(gzipSync(serialise(index)).length / 1024).toFixed(1)} KB gzip`);
    }
    return sizes.join('; ');
  },
  verify(site) {
    for (const [file, index] of searchIndexes(site)) {
      let written: string;
      try {
        written = site.asset(searchIndexPath(index.locale), site.pages.get('index.html')!, name);
      } catch {
        throw new Error(`postbuild: ${name}: ${file} is missing: run the postbuild`);
      }
      if (written !== serialise(index)) throw new Error(`postbuild: ${name}: ${file} does not hold the pages of the export: run the postbuild on a fresh build`);
    }
  },
};
