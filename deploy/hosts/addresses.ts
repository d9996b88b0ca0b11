// Addresses every host answers alike (docs/product-rules.md#hosts): read by the host scripts in this
// folder and by the nginx configuration the build writes (scripts/build/postbuild/hostConfig.ts).
// The CloudFront function runs this code too, so it keeps to what cloudfront-js-2.0 runs (no ES2015
// library methods such as startsWith; hostScripts.ts checks the bundle).

/** The home page's file names (/index, /index.html): a 301 to /. */
export const indexFile = /^\/index(\.html)?\/?$/i;

/** Where the content editor lives (scripts/build/build-admin.ts): a folder with its own index page. */
export const adminPrefix = '/admin/';

/** The part of a path that names a page: a trailing slash and `.html` left off, in lower case (/Services.html/ is /services). */
export const pageKey = (path: string): string =>
  path
    .replace(/\/+$/, '')
    .replace(/\.html$/i, '')
    .toLowerCase();

/**
 * The edition an address belongs to, by its first segment in any letter case (docs/product-rules.md#languages):
 * one of `editions` (the prefixes of the editions with a 404 page of their own, /hi and /mr), or ''
 * for English, whose pages sit at the root.
 */
export function editionOf(path: string, editions: string[]): string {
  const lower = path.toLowerCase();
  for (let i = 0; i < editions.length; i++) {
    const prefix = editions[i]!;
    if (lower === prefix || lower.indexOf(`${prefix}/`) === 0) return prefix;
  }
  return '';
}

/** The address of the 404 page an address gets when no page answers it: its edition's (/hi/404), else English's (/404). */
export const notFoundPageOf = (path: string, editions: string[]): string => `${editionOf(path, editions)}/404`;

/**
 * Any spelling of a 404 page's own file (/404, /404.html, /404/, /404.HTML, /hi/404, /HI/404.html):
 * not a page, answered 404 with that 404 page.
 */
export const isNotFoundFile = (path: string, editions: string[]): boolean => pageKey(path) === notFoundPageOf(path, editions);

/** Whether an address names a page rather than a file of another kind: no extension, or `.html`. */
export function namesPage(path: string): boolean {
  const last = path.replace(/\/+$/, '');
  const name = last.slice(last.lastIndexOf('/') + 1);
  return name.indexOf('.') === -1 || /\.html$/i.test(name);
}
