// The export's pages and the scripts each loads: what the size check, the scale benchmark and the e2e page walker read.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { editions } from '../../lib/i18n/locales';

/** Every HTML page under `dir`, leaving out /_next and the content editor at /admin (Sveltia's own page, own policy). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === 'admin' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The address a page file of the export under `dir` is served at: `index.html` is `/`, `hi.html` is `/hi`. */
export const pageOfFile = (dir: string, file: string) => '/' + path.relative(dir, file).replace(/\.html$/, '').replace(/^index$/, '');

/** Every edition's home page (/, /hi, /mr), which the budgets treat apart (docs/product-rules.md#performance). */
export const homePages: ReadonlySet<string> = new Set(Object.values(editions).map((e) => e.prefix || '/'));

/** The scripts a modern browser fetches for a page: `src`, or `data-src` while held (scripts/build/postbuild/transforms/deferScripts.ts); not `noModule`. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\b(?:data-)?src="([^"]+)"[^>]*>/g)].filter((m) => !/\bnoModule\b/i.test(m[0])).map((m) => m[1]!);
}

/** The scripts only browsers without modules fetch (`<script noModule>`: the legacy polyfills). */
export function legacyScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bnoModule\b[^>]*>/gi)].flatMap((m) => m[0].match(/\bsrc="([^"]+)"/)?.[1] ?? []);
}
