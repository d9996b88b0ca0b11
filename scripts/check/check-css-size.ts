#!/usr/bin/env node
// For every HTML page in out/, the CSS it carries in its <style> elements (inlined by the postbuild's
// inline-css), raw and gzip, against the budgets of docs/product-rules.md#performance: a page carries
// only the styles its route can show. A view imported where every page's metadata reads it (for
// example back into app/_pages/pageKinds.ts) puts every view's CSS into the home page again: this
// check fails then, naming the pages.
// Usage: npx tsx scripts/check/check-css-size.ts [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { homePages, htmlFiles, pageOfFile } from './out-pages';

// docs/product-rules.md#performance, raw KB (what the browser parses): the home pages carry 42 KB and
// inner pages 54 to 56 KB; before graph chunking every page carried every module's 72.5 KB.
export const CSS_BUDGET_KB = { home: 48, page: 62 };

/** The CSS a page carries: the text of its <style> elements. */
export const inlineCss = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');

const outDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'out');
if (!existsSync(outDir)) {
  console.error(`error: ${outDir} does not exist; run \`npm run build\` first.`);
  process.exit(1);
}

const rows = htmlFiles(outDir)
  .map((file) => {
    const page = pageOfFile(outDir, file);
    const css = Buffer.from(inlineCss(readFileSync(file, 'utf8')));
    const budget = homePages.has(page) ? CSS_BUDGET_KB.home : CSS_BUDGET_KB.page;
    return { page, kb: css.length / 1024, gzipKb: gzipSync(css).length / 1024, budget };
  })
  .sort((a, b) => b.kb - a.kb);

// Nothing measured is not a pass: no pages, or a page with no inline styles (inline-css did not run on it).
if (!rows.length) {
  console.error(`error: no HTML pages under ${outDir}`);
  process.exit(1);
}
const unstyled = rows.filter((r) => r.kb === 0).map((r) => r.page);
if (unstyled.length) {
  console.error(`error: no inline CSS in ${unstyled.slice(0, 10).join(', ')}${unstyled.length > 10 ? ` and ${unstyled.length - 10} more` : ''}: did the postbuild's inline-css run?`);
  process.exit(1);
}

const fmt = (n: number) => n.toFixed(1);
const largest = (pages: typeof rows) => pages[0] ? `${pages[0].page} ${fmt(pages[0].kb)} KB (${fmt(pages[0].gzipKb)} KB gzip)` : 'none';
const over = rows.filter((r) => r.kb > r.budget);
console.log(`CSS size check: ${rows.length} pages; largest home page ${largest(rows.filter((r) => homePages.has(r.page)))}, largest page ${largest(rows)}; budgets ${CSS_BUDGET_KB.home} KB (home) and ${CSS_BUDGET_KB.page} KB; ${over.length} over.`);
if (over.length) {
  const named = over.slice(0, 10).map((r) => `${r.page} (${fmt(r.kb)} KB > ${r.budget} KB)`);
  console.error(`error: CSS over budget: ${named.join(', ')}${over.length > named.length ? ` and ${over.length - named.length} more pages` : ''}`);
  process.exit(1);
}
