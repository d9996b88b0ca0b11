// The site's scripts are compiled in the background as they download (docs/product-rules.md#performance).
//
// V8 compiles a function when it is first called, on the main thread. The framework's start-up
// calls nearly every function of the chunks a page loads, and a part loaded later (the floating
// icons, the logo strip) runs most of its chunk as it starts: on a phone that compiling is long
// tasks after the first paint. The magic comment `//# allFunctionsCalledOnLoad` on a file's first
// line (V8's explicit compile hints, Chrome 136+) has it compiled eagerly on a background thread;
// other engines read a comment. The legacy polyfills for browsers without modules (`noModule`)
// are left alone: no engine with the hint loads them.
//
// The chunk files keep their names: every build writes the same comment into the same file, so a
// name still stands for one content (hashed assets are cached for a year, docs/deploying.md#headers-every-host-every-response).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site, Transform } from '../site';

const name = 'compile-hints';
export const compileHint = '//# allFunctionsCalledOnLoad\n';
const chunksHref = '/_next/static/chunks/';

/** The script with the eager-compile hint on its first line. */
export function withCompileHint(js: string): string {
  return js.startsWith(compileHint) ? js : compileHint + js;
}

/** Every script a page names (`src`, or `data-src` while held by defer-scripts), split into modern and legacy. */
function pageScripts(site: Site) {
  const modern = new Set<string>();
  const legacy = new Set<string>();
  for (const page of site.pages.values()) {
    for (const script of page.doc.querySelectorAll('script')) {
      const src = script.getAttribute('src') ?? script.getAttribute('data-src');
      if (!src) continue;
      if (!src.startsWith(chunksHref)) throw page.fail(name, `loads ${src}, which is not a chunk of ${chunksHref}`);
      (script.hasAttribute('nomodule') ? legacy : modern).add(src);
    }
  }
  return { modern, legacy };
}

function chunkFiles(site: Site): string[] {
  const dir = path.join(site.dir, ...chunksHref.split('/'));
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${chunksHref}${file.split(path.sep).join('/')}`);
}

export const compileHints: Transform = {
  name,
  contract: `every script a page loads is a file under ${chunksHref}; at least one page loads one; no chunk starts with the hint before this step`,
  apply(site) {
    const { modern, legacy } = pageScripts(site);
    if (modern.size === 0) throw new Error(`postbuild: ${name}: no page loads a script from ${chunksHref}: has the build output changed?`);
    const files = chunkFiles(site);
    for (const src of modern) if (!files.includes(src)) throw new Error(`postbuild: ${name}: a page loads ${src}, which is not in the export`);
    let hinted = 0;
    for (const src of files.filter((f) => !legacy.has(f))) {
      const file = path.join(site.dir, ...src.split('/'));
      const js = readFileSync(file, 'utf8');
      if (js.startsWith(compileHint)) throw new Error(`postbuild: ${name}: ${src} already starts with the hint: run the postbuild on a fresh \`next build\``);
      site.files.set(file, withCompileHint(js));
      hinted++;
    }
    return `${hinted} chunks compiled eagerly (${legacy.size} legacy polyfill chunk(s) left alone)`;
  },
  verify(site) {
    const { legacy } = pageScripts(site);
    for (const src of chunkFiles(site)) {
      const hinted = readFileSync(path.join(site.dir, ...src.split('/')), 'utf8').startsWith(compileHint);
      if (hinted === legacy.has(src)) throw new Error(`postbuild: ${name}: ${src} ${hinted ? 'is a legacy polyfill but carries' : 'lacks'} the compile hint`);
    }
  },
};
