import path from 'node:path';
import { htmlFiles } from '../scripts/check/out-pages';

/** The static export the specs read without a browser. */
export const out = path.join(__dirname, '..', 'out');

/** The file in out/ that holds a site path's page (`/` is index.html, `/services` is services.html). */
export const htmlFileOf = (sitePath: string) => path.join(out, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);

/**
 * Every page of the export, as the build's own steps read them (scripts/check/out-pages.ts):
 * /_next holds no pages, and /admin is the content editor's page, with its own policy.
 */
export const pageFiles = (dir = out): string[] => htmlFiles(dir);

/**
 * The hashed build output a page's HTML names: Next's scripts, stylesheets and fonts under
 * /_next/static/ (in src or href), and the site's own fonts under /fonts/ (in href, or in the
 * url() of an inline @font-face, as the Devanagari face is named: lib/fonts/devanagariFace.ts).
 */
export const hashedAssetsIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/(?:_next\/static|fonts)\/[^"?]+)"|url\((\/fonts\/[^)"'?]+)\)/g)].map((m) => (m[1] ?? m[2])!)),
];
