#!/usr/bin/env node
// A benchmark, not a test (timings vary on a shared machine): how the build grows with the content
// (docs/product-rules.md#counts-and-constants), in the site's three editions (docs/product-rules.md#languages):
// English at SPEC's addresses, Hindi under /hi and Marathi under /mr. For each scale it writes a
// content folder holding today's entries copied under new slugs (scripts/bench/scaleContent.ts):
// copy n of an entry is `x-<n>.json` with `x-<n>.hi.json` and `x-<n>.mr.json` where the original
// has them, each file with its own titles and search copy; each collection is counted in entries
// and capped at the most its layouts are made for (each collection's `count`), and the lists inside
// settings files grow alike in every edition's file. It builds the folder and prints one row:
// entries, pages (in all and per edition), build time, build time per page, size of out/, the
// largest HTML page (gzip) and the JavaScript per page (from scripts/check/check-js-size.ts).
// Targets: time per page flat, every page's HTML within 60 KB gzip, JavaScript within the budgets
// of docs/product-rules.md#performance.
//
// The 500-article blog copies today's articles in turn, each with the languages it is written in,
// so Hindi and Marathi keep the share of today's articles written in them (2 of 7 each when this was
// written: about 143 of the 500; each run prints its counts per edition).
//
//   npm run bench:scale                       1x, 5x, 10x and a 500-article blog
//   npm run bench:scale -- --scales=1,5       only these scales (--blog=0 leaves out the blog run)
//   npm run bench:scale -- --keep             keep the temporary folder and each build (site/out-<run>)
//   npm run bench:scale -- --dry              only write each content folder, draw it and check it (no build)
//   npm run bench:scale -- --lock=<file>      take this flock(1) lock around each build only (timed once it holds it)
//
// Builds run in a temporary copy of the repository (node_modules hard-linked, so it costs no
// space), with CONTENT_DIR pointing at the generated content: the repository's out/, .next/ and
// public/ are never touched. Run it under the shared lock: each build takes minutes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localeOfPath, locales, type Locale } from '../../lib/i18n/locales';
import { htmlFiles, pageOfFile } from '../check/out-pages';
import { copyRepository } from '../setup/repoCopy';
import { writeScaledContent } from './scaleContent';

const root = path.join(__dirname, '..', '..');
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const scales = arg('scales', '1,5,10').split(',').map(Number).filter((n) => n > 0);
const blogSize = Number(arg('blog', '500'));
const keep = process.argv.includes('--keep');
const dry = process.argv.includes('--dry');
const lock = arg('lock', '');
/** docs/product-rules.md#performance: a list page's HTML stays within this (gzip), through pagination. */
const HTML_LIMIT_KB = 60;

const work = mkdtempSync(path.join(tmpdir(), 'ekchhat-bench-'));
console.log(`bench-scale: working in ${work}`);

// --- A copy of the repository to build in --------------------------------------------------------
const site = path.join(work, 'site');
copyRepository(site, { linkNodeModules: true });

// --- Content at a scale ----------------------------------------------------------------------------
const source = path.join(root, 'content');
const writeContent = (name: string, scale: number, articles?: number) => writeScaledContent(source, path.join(work, `content-${name}`), scale, articles);

// --- Build and measure -------------------------------------------------------------------------------
const kb = (bytes: number) => bytes / 1024;
/** A count per edition, in the editions' order: "en 412, hi 398, mr 398". */
const byEdition = (n: Record<Locale, number>) => locales.map((l) => `${l} ${n[l]}`).join(', ');
const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? folderBytes(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size), 0);

function measure(name: string, scale: number, articles?: number) {
  const { dir, counts, editions } = writeContent(name, scale, articles);
  // Pictures of the previous run's entries would ship too: the drawings (not committed) are drawn
  // afresh for this content by generate-art, which the dry run and every build run first.
  for (const folder of ['services', 'sectors', 'blog', 'clients', 'work']) rmSync(path.join(site, 'public', 'art', folder), { recursive: true, force: true });
  rmSync(path.join(site, 'out'), { recursive: true, force: true });
  if (dry) {
    console.log(`bench-scale: ${name}: wrote ${JSON.stringify(counts)}; articles ${byEdition(editions.articles)}; case studies ${byEdition(editions.work)}`);
    const env = { ...process.env, CONTENT_DIR: dir };
    for (const script of ['scripts/build/generate-art.ts', 'scripts/check/check-content.ts']) {
      const run = spawnSync('npx', ['tsx', script], { cwd: site, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      if (run.status !== 0) throw new Error(`bench-scale: ${name}: ${script} failed:\n${run.stdout}${run.stderr}`);
      // Each script's summary, then the headings of the check's advice (it never stops a build).
      const lines = run.stdout.trim().split('\n');
      for (const line of [lines.find((l) => l.startsWith(path.basename(script, '.ts'))) ?? lines.at(-1), ...lines.filter((l) => /^\S.*\(\d+\):$/.test(l))]) console.log(`bench-scale: ${name}: ${line}`);
    }
    return null;
  }
  console.log(`\nbench-scale: ${name}: building ${JSON.stringify(counts)} ...`);
  // The clock runs from when the build starts, not while it waits for the lock.
  const clock = (edge: 'start' | 'end') => path.join(work, `${edge}-${process.pid}`);
  const timed = `date +%s%N > "${clock('start')}"; npm run build; status=$?; date +%s%N > "${clock('end')}"; exit $status`;
  const build = spawnSync(lock ? 'flock' : 'sh', lock ? [lock, 'sh', '-c', timed] : ['-c', timed], {
    cwd: site,
    env: { ...process.env, CONTENT_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(BigInt(readFileSync(clock('end'), 'utf8').trim()) - BigInt(readFileSync(clock('start'), 'utf8').trim())) / 1e9;
  writeFileSync(path.join(work, `build-${name}.log`), `${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) {
    console.error(`${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
    throw new Error(`bench-scale: the ${name} build failed (log: ${path.join(work, `build-${name}.log`)})`);
  }
  const out = path.join(site, 'out');
  const pages = htmlFiles(out).map((file) => {
    const page = pageOfFile(out, file);
    return { page, locale: localeOfPath(page), gzip: kb(gzipSync(readFileSync(file)).length) };
  });
  // Pages per edition: out/hi.html and out/hi/ are Hindi, out/mr.html and out/mr/ Marathi, the rest English.
  const pagesIn = Object.fromEntries(locales.map((l) => [l, pages.filter((p) => p.locale === l).length])) as Record<Locale, number>;
  const largest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  // The JavaScript each page loads, as the size check counts it (scripts/check/check-js-size.ts).
  const size = spawnSync('npx', ['tsx', path.join(site, 'scripts', 'check', 'check-js-size.ts'), out], { cwd: site, encoding: 'utf8' });
  const js = [...size.stdout.matchAll(/^(ok {2}|OVER) (\S+)\s+([\d.]+) KB gzip/gm)].map((m) => ({ over: m[1] === 'OVER', page: m[2]!, kb: Number(m[3]) }));
  if (js.length === 0) throw new Error(`bench-scale: could not read check-js-size's output:\n${size.stdout}\n${size.stderr}`);
  const outMB = folderBytes(out) / 1024 / 1024;
  // Kept builds stay side by side, to be served and looked at.
  if (keep) renameSync(out, path.join(site, `out-${name.replace(/\W+/g, '-')}`));
  return {
    name,
    counts,
    editions,
    pages: pages.length,
    pagesIn,
    seconds,
    perPage: seconds / pages.length,
    outMB,
    largest,
    overHtml: pages.filter((p) => p.gzip > HTML_LIMIT_KB),
    jsMax: js.reduce((a, b) => (b.kb > a.kb ? b : a)),
    jsMedian: js.map((r) => r.kb).sort((a, b) => a - b)[Math.floor(js.length / 2)]!,
    jsOver: js.filter((r) => r.over).map((r) => r.page),
  };
}

const runs: { name: string; scale: number; articles?: number }[] = [
  ...scales.map((s) => ({ name: `${s}x`, scale: s })),
  ...(blogSize > 0 ? [{ name: `blog ${blogSize}`, scale: 1, articles: blogSize }] : []),
];
const rows: NonNullable<ReturnType<typeof measure>>[] = [];
try {
  for (const run of runs) {
    const r = measure(run.name, run.scale, run.articles);
    if (!r) continue;
    rows.push(r);
    console.log(`bench-scale: ${r.name}: ${r.pages} pages (${byEdition(r.pagesIn)}) in ${r.seconds.toFixed(0)} s`);
  }
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`bench-scale: kept ${work}`);
}

if (dry) process.exit(0);
const f1 = (n: number) => n.toFixed(1);
console.log('\n| Run | Services / sectors / logos / quotes / articles / case studies (articles and case studies per edition) | Pages | Pages en / hi / mr | Build (s) | Per page (s) | out/ (MB) | Largest HTML (gzip KB) | JS per page, median / max (gzip KB) |');
console.log('|---|---|---:|---|---:|---:|---:|---|---|');
for (const r of rows) {
  const c = r.counts;
  console.log(
    `| ${r.name} | ${c.services} / ${c.sectors} / ${c.clients} / ${c.testimonials} / ${c.articles} / ${c.work} (articles ${byEdition(r.editions.articles)}; case studies ${byEdition(r.editions.work)}) | ${r.pages} | ${locales.map((l) => r.pagesIn[l]).join(' / ')} | ${r.seconds.toFixed(0)} | ${r.perPage.toFixed(2)} | ${f1(r.outMB)} | ${f1(r.largest.gzip)} ${r.largest.page} | ${f1(r.jsMedian)} / ${f1(r.jsMax.kb)} ${r.jsMax.page} |`,
  );
}
for (const r of rows) {
  if (r.overHtml.length) console.log(`${r.name}: over ${HTML_LIMIT_KB} KB gzip of HTML: ${r.overHtml.map((p) => `${p.page} (${f1(p.gzip)} KB)`).join(', ')}`);
  if (r.jsOver.length) console.log(`${r.name}: JavaScript over budget on ${r.jsOver.join(', ')}`);
}
console.log('\nCounts are entries: each copy has a file in every language its original has. Collections are capped at their maxima (the count of each collection in lib/content/collections/); statistics, values and interests grow with the scale within theirs, to the same length in every edition.');
