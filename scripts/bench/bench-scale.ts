#!/usr/bin/env node
// A benchmark, not a test (timings vary on a shared machine): how the build grows with the content
// (docs/product-rules.md#counts-and-constants). For each scale it writes a content folder holding
// today's entries copied under new slugs with their own titles and search copy (each collection
// capped at the most its layouts are made for, each collection's `count`), builds it, and prints one row:
// pages, build time, build time per page, size of out/, the largest HTML page (gzip) and the
// JavaScript per page (from scripts/check/check-js-size.ts). Targets: time per page flat, every page's
// HTML within 60 KB gzip, JavaScript within the budgets of docs/product-rules.md#performance.
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
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { registry } from '../../lib/content/collections';
import { valuesLimits } from '../../lib/content/collections/company';
import { statisticsLimits } from '../../lib/content/collections/home';
import { interestLimits } from '../../lib/content/collections/interests';
import { htmlFiles } from '../check/out-pages';
import { copyRepository } from '../setup/repoCopy';

/** Each list's range, by the registry's names (docs/product-rules.md#counts-and-constants). */
const countRanges = {
  ...(Object.fromEntries(registry.collections.map((c) => [c.name, c.count])) as unknown as Record<(typeof registry.collections)[number]['name'], { min: number; max: number }>),
  statistics: statisticsLimits,
  values: valuesLimits,
  interests: interestLimits,
};
const extensionOf = (folder: string) => (registry.collections.find((c) => c.folder === folder)?.format === 'markdown' ? '.md' : '.json');

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
/*
 * The fields of today's content files that the copies change (today's files are valid content, so
 * they hold them); JSON.parse keeps every other field as it is.
 */
interface Seo {
  title: string;
  description: string;
}
interface Ordered {
  order?: number;
}
interface ServiceFile extends Ordered {
  title: string;
  overviewTitle?: string;
  seo?: Seo;
}
interface SectorFile extends Ordered {
  title: string;
  seo?: Seo;
}
interface CaseStudyFile extends Ordered {
  title: string;
  client: string;
  summary: string;
  seo?: Seo;
  testimonial?: unknown;
}
interface ArticleFrontMatter {
  title: string;
  seoTitle?: string;
  excerpt: string;
  date: string | Date;
  order?: number;
}

/** A JSON file of content/, as the type it is read as. */
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
/** The copy's title: the original, shortened where needed, with " 2" after it (search titles must be unique and fit). */
const siteName = readJson<{ name: string }>(path.join(source, 'site.json')).name;
const maxTitle = 60 - ` | ${siteName}`.length;
const fit = (text: string, suffix: string, max: number) => `${text.slice(0, max - suffix.length).trimEnd()}${suffix}`;
const titled = (text: string, n: number) => fit(text, ` ${n}`, maxTitle);
const described = (text: string, n: number) => fit(text, ` (${n})`, 160);

/** The collection folders the benchmark grows, by their folder under content/. */
type Folder = 'services' | 'sectors' | 'testimonials' | 'clients' | 'work' | 'blog';
/** Copy n (2, 3, ...) of an entry's file text, the i-th entry of its folder. */
type CopyEntry = (text: string, n: number, i: number) => string;

/** Entries of a collection folder: today's files, then copies 2, 3, ... until there are `count`. */
function grow(dir: string, folder: Folder, count: number, copyEntry: CopyEntry): void {
  const files = readdirSync(path.join(source, folder)).filter((f) => f.endsWith(extensionOf(folder))).sort();
  for (let i = files.length; i < count; i++) {
    const file = files[i % files.length]!;
    const n = Math.floor(i / files.length) + 1;
    const ext = path.extname(file);
    const slug = `${path.basename(file, ext)}-${n}`;
    writeFileSync(path.join(dir, folder, `${slug}${ext}`), copyEntry(readFileSync(path.join(source, folder, file), 'utf8'), n, i));
  }
}

/** Copies of a JSON entry, changed by `edit`. */
function jsonCopy<T extends Ordered>(edit: (entry: T, n: number) => void): CopyEntry {
  return (text, n, i) => {
    const entry = JSON.parse(text) as T;
    edit(entry, n);
    // Past today's orders, one position per copy.
    if (typeof entry.order === 'number') entry.order = 1000 + i;
    return `${JSON.stringify(entry, null, 2)}\n`;
  };
}
const withSeo = (entry: { seo?: Seo }, n: number) => {
  if (entry.seo) entry.seo = { ...entry.seo, title: titled(entry.seo.title, n), description: described(entry.seo.description, n) };
};

/** A list inside a single file grown to `count` by copies of its items. */
const growList = <T>(list: T[], count: number, edit: (item: T, n: number) => T): T[] =>
  Array.from({ length: Math.max(list.length, count) }, (_, i) => (i < list.length ? list[i]! : edit(list[i % list.length]!, Math.floor(i / list.length) + 1)));

function writeContent(name: string, scale: number, articles?: number) {
  const dir = path.join(work, `content-${name}`);
  cpSync(source, dir, { recursive: true });
  const today = (folder: Folder) => readdirSync(path.join(source, folder)).filter((f) => !f.startsWith('.')).length;
  const at = (key: keyof typeof countRanges, folder: Folder) => Math.min(today(folder) * scale, countRanges[key].max);
  const counts = {
    services: at('services', 'services'),
    sectors: at('sectors', 'sectors'),
    testimonials: at('testimonials', 'testimonials'),
    clients: at('clients', 'clients'),
    articles: Math.min(articles ?? today('blog') * scale, countRanges.articles.max),
    work: at('work', 'work'),
  };
  grow(dir, 'services', counts.services, jsonCopy<ServiceFile>((s, n) => {
    s.title = titled(s.title, n);
    if (s.overviewTitle) s.overviewTitle = titled(s.overviewTitle, n);
    withSeo(s, n);
  }));
  grow(dir, 'sectors', counts.sectors, jsonCopy<SectorFile>((s, n) => {
    s.title = titled(s.title, n);
    withSeo(s, n);
  }));
  grow(dir, 'testimonials', counts.testimonials, jsonCopy<Ordered & { company: string }>((t, n) => {
    t.company = `${t.company} ${n}`;
  }));
  grow(dir, 'clients', counts.clients, jsonCopy<Ordered & { name: string }>((c, n) => {
    c.name = `${c.name} ${n}`;
  }));
  grow(dir, 'work', counts.work, jsonCopy<CaseStudyFile>((w, n) => {
    w.title = titled(w.title, n);
    w.client = `${w.client} ${n}`;
    w.summary = described(w.summary, n);
    withSeo(w, n);
    // A quote tells one story (docs/product-rules.md#work): copies go without it.
    delete w.testimonial;
  }));
  grow(dir, 'blog', counts.articles, (text, n, i) => {
    const { content } = matter(text);
    const data = matter(text).data as ArticleFrontMatter;
    const date = new Date(`${data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - i); // older than today's articles, one a day
    const copy = { ...data, title: `${data.title} (${n})`, seoTitle: titled(data.seoTitle ?? data.title, n), excerpt: described(data.excerpt, n), date: date.toISOString().slice(0, 10), featured: false };
    if (typeof copy.order === 'number') copy.order = 1000 * n + i;
    return matter.stringify(content, copy);
  });
  // Lists inside single files, within their ranges too.
  const home = readJson<{ statistics: { label: string }[] }>(path.join(dir, 'home.json'));
  home.statistics = growList(home.statistics, Math.min(home.statistics.length * scale, countRanges.statistics.max), (s, n) => ({ ...s, label: `${s.label} ${n}` }));
  writeJson(path.join(dir, 'home.json'), home);
  const company = readJson<{ about: { values: { title: string }[] } }>(path.join(dir, 'company.json'));
  const values = company.about.values;
  company.about.values = growList(values, Math.min(values.length * scale, countRanges.values.max), (v, n) => ({ ...v, title: `${v.title} ${n}` }));
  writeJson(path.join(dir, 'company.json'), company);
  const interests = readJson<{ interests: string[] }>(path.join(dir, 'interests.json'));
  interests.interests = growList(interests.interests, Math.min(interests.interests.length * scale, countRanges.interests.max), (x, n) => `${x} ${n}`);
  writeJson(path.join(dir, 'interests.json'), interests);
  return { dir, counts };
}

// --- Build and measure -------------------------------------------------------------------------------
const kb = (bytes: number) => bytes / 1024;
const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? folderBytes(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size), 0);

function measure(name: string, scale: number, articles?: number) {
  const { dir, counts } = writeContent(name, scale, articles);
  // Pictures of the previous run's entries would ship too: start from the repository's own.
  for (const folder of ['services', 'sectors', 'blog', 'clients', 'work']) {
    rmSync(path.join(site, 'public', 'art', folder), { recursive: true, force: true });
    cpSync(path.join(root, 'public', 'art', folder), path.join(site, 'public', 'art', folder), { recursive: true });
  }
  rmSync(path.join(site, 'out'), { recursive: true, force: true });
  if (dry) {
    const env = { ...process.env, CONTENT_DIR: dir };
    for (const script of ['scripts/build/generate-art.ts', 'scripts/check/check-content.ts']) {
      const run = spawnSync('npx', ['tsx', script], { cwd: site, env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`bench-scale: ${name}: ${script} failed:\n${run.stdout}${run.stderr}`);
      console.log(`bench-scale: ${name}: ${run.stdout.trim().split('\n').at(-1)}`);
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
  const pages = htmlFiles(out).map((file) => ({
    page: `/${path.relative(out, file).replace(/\.html$/, '').replace(/^index$/, '')}`,
    gzip: kb(gzipSync(readFileSync(file)).length),
  }));
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
    pages: pages.length,
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
    console.log(`bench-scale: ${r.name}: ${r.pages} pages in ${r.seconds.toFixed(0)} s`);
  }
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`bench-scale: kept ${work}`);
}

if (dry) process.exit(0);
const f1 = (n: number) => n.toFixed(1);
console.log('\n| Run | Services / sectors / logos / quotes / articles / case studies | Pages | Build (s) | Per page (s) | out/ (MB) | Largest HTML (gzip KB) | JS per page, median / max (gzip KB) |');
console.log('|---|---|---:|---:|---:|---:|---|---|');
for (const r of rows) {
  const c = r.counts;
  console.log(
    `| ${r.name} | ${c.services} / ${c.sectors} / ${c.clients} / ${c.testimonials} / ${c.articles} / ${c.work} | ${r.pages} | ${r.seconds.toFixed(0)} | ${r.perPage.toFixed(2)} | ${f1(r.outMB)} | ${f1(r.largest.gzip)} ${r.largest.page} | ${f1(r.jsMedian)} / ${f1(r.jsMax.kb)} ${r.jsMax.page} |`,
  );
}
for (const r of rows) {
  if (r.overHtml.length) console.log(`${r.name}: over ${HTML_LIMIT_KB} KB gzip of HTML: ${r.overHtml.map((p) => `${p.page} (${f1(p.gzip)} KB)`).join(', ')}`);
  if (r.jsOver.length) console.log(`${r.name}: JavaScript over budget on ${r.jsOver.join(', ')}`);
}
console.log('\nCollections are capped at their maxima (the count of each collection in lib/content/collections/); statistics, values and interests grow with the scale within theirs.');
