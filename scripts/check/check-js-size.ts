#!/usr/bin/env node
// For every HTML page in out/, sums the gzip size of the scripts the page loads and checks budgets.
// Usage: npx tsx scripts/check/check-js-size.ts [outDir] [--markdown]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { homePages, htmlFiles, pageOfFile, scriptSources } from './out-pages';

// Measured on this machine: an empty Next 16 App Router page (one <h1>, no client component)
// exported with this project's Next version (16.4) loads 132.0 KB of gzip JavaScript over 5 scripts.
export const FRAMEWORK_FLOOR_KB = 132.0;
// docs/product-rules.md#performance: every page at most floor + 10 KB, each edition's home page floor + 30 KB.
export const BUDGET_KB = { page: FRAMEWORK_FLOOR_KB + 10, home: FRAMEWORK_FLOOR_KB + 30 };

/** One page's line of the report. */
interface PageRow {
  page: string;
  scripts: number;
  kb: number;
  budget: number;
  over: boolean;
}

const outDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'out');
const markdown = process.argv.includes('--markdown');

const gzipCache = new Map<string, number>();
function gzipKB(src: string): number {
  let kb = gzipCache.get(src);
  if (kb === undefined) {
    const file = path.join(outDir, decodeURIComponent(src.split('?')[0]!));
    if (!existsSync(file)) throw new Error(`script ${src} is referenced but missing from ${outDir}`);
    kb = gzipSync(readFileSync(file)).length / 1024;
    gzipCache.set(src, kb);
  }
  return kb;
}

/** Script files a modern browser loads for the page, each once (scripts/check/out-pages.ts). */
const scriptsOf = (html: string) => [...new Set(scriptSources(html).filter((src) => src.startsWith('/')))];

if (!existsSync(outDir)) {
  console.error(`error: ${outDir} does not exist; run \`npm run build\` first.`);
  process.exit(1);
}

const rows: PageRow[] = htmlFiles(outDir)
  .map((file) => {
    const rel = pageOfFile(outDir, file);
    const scripts = scriptsOf(readFileSync(file, 'utf8'));
    const kb = scripts.reduce((sum, s) => sum + gzipKB(s), 0);
    const budget = homePages.has(rel) ? BUDGET_KB.home : BUDGET_KB.page;
    return { page: rel, scripts: scripts.length, kb, budget, over: kb > budget };
  })
  .filter((r) => !r.page.startsWith('/_not-found'))
  .sort((a, b) => b.kb - a.kb);

const fmt = (n: number) => n.toFixed(1);
if (markdown) {
  console.log('| Page | Scripts | JS gzip (KB) | Over floor (KB) | Budget (KB) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.scripts} | ${fmt(r.kb)} | ${fmt(r.kb - FRAMEWORK_FLOOR_KB)} | ${fmt(r.budget)} |`);
} else {
  for (const r of rows) console.log(`${r.over ? 'OVER' : 'ok  '} ${r.page.padEnd(36)} ${fmt(r.kb).padStart(6)} KB gzip in ${r.scripts} scripts (budget ${fmt(r.budget)})`);
}
const over = rows.filter((r) => r.over);
console.log(`\nJS size check: ${rows.length} pages, framework floor ${FRAMEWORK_FLOOR_KB} KB; ${over.length} over budget.`);
if (over.length) {
  console.error(`error: over budget: ${over.map((r) => `${r.page} (${fmt(r.kb)} KB > ${fmt(r.budget)} KB)`).join(', ')}`);
  process.exit(1);
}
