import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The static export the specs read without a browser. */
export const out = path.join(__dirname, '..', 'out');

/** The file in out/ that holds a site path's page (`/` is index.html, `/services` is services.html). */
export const htmlFileOf = (sitePath: string) => path.join(out, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);

/**
 * Every page of the export, as the build's own steps read them (scripts/check/out-pages.mjs htmlFiles):
 * /_next holds no pages, and /admin is the content editor's page, with its own policy.
 */
export function pageFiles(dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === 'admin' ? [] : pageFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
