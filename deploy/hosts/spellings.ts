// The lookup Cloudflare Pages' worker and the Netlify function share (docs/product-rules.md#routes,
// #hosts). Both hosts match paths case-sensitively and leave percent-encoding in place, so any other
// letter case of a page, an encoded letter, a trailing slash or `.html` is looked up here, in the
// table the build passes in (scripts/build/postbuild/hostConfig.ts).
import { editionOf, indexFile, isNotFoundFile, notFoundPageOf, pageKey } from './addresses';

/** What the build passes in: the route registry's pages and the headers, as data. */
export interface SpellingTable {
  /** Every pre-rendered spelling of a page: served as it is. */
  pages: string[];
  /** Every page's path in lower case (the home page left out), and its canonical path. */
  canonical: Record<string, string>;
  /** The headers every response of the site carries, Cache-Control included: a response made here gets no `_headers` rules. */
  headers: Record<string, string>;
  /** The prefixes of the editions with a 404 page of their own (/hi: /hi/404), docs/product-rules.md#languages. */
  editions: string[];
}

/** The path with percent-encoded characters decoded (/%53ERVICES is /SERVICES); undefined when malformed. */
function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export function spellingLookup(table: SpellingTable) {
  const pages = new Set(table.pages);
  return {
    /** A 404 page's own file in any spelling (/404.html, /HI/404): not a page of the site. */
    isNotFoundFile(pathname: string): boolean {
      return isNotFoundFile(decoded(pathname) ?? pathname, table.editions);
    },

    /** The 404 page of the address's edition (/hi/404 for /hi/no-such-page or /HI/no-such-page; /404 outside the editions). */
    notFoundPageOf(pathname: string): string {
      return notFoundPageOf(decoded(pathname) ?? pathname, table.editions);
    },

    /** Whether the address is under an edition's prefix in another letter case than the prefix's own (/HI/x, /Mr/x). */
    inEditionOtherCase(pathname: string): boolean {
      const path = decoded(pathname) ?? pathname;
      const edition = editionOf(path, table.editions);
      return edition !== '' && !path.startsWith(edition);
    },

    /** The canonical page for any other spelling of a known page (/SERVICES, /services/, /Services.html, /%53ERVICES, /index.html). */
    canonicalFor(pathname: string): string | undefined {
      const path = decoded(pathname);
      if (path === undefined || (pages.has(pathname) && path === pathname)) return undefined;
      if (indexFile.test(path)) return '/';
      const key = pageKey(path);
      const target = Object.hasOwn(table.canonical, key) ? table.canonical[key] : undefined;
      return target !== pathname ? target : undefined;
    },

    /** One 301 to `target`, the query string kept. */
    redirect(target: string, url: URL): Response {
      return new Response(null, { status: 301, headers: { ...table.headers, Location: target + url.search } });
    },

    /** The 404 page with status 404, whatever status the host served it with. */
    notFound(page: Response | undefined): Response {
      const found = page !== undefined && (page.ok || page.status === 404) && (page.headers.get('Content-Type') ?? '').startsWith('text/html');
      return new Response(found ? page.body : 'Not found', {
        status: 404,
        headers: { ...table.headers, 'Content-Type': found ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' },
      });
    },
  };
}
