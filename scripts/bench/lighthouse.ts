#!/usr/bin/env node
// Benchmark, not a test: Lighthouse on every canonical page of the built export, side by side with
// a floor page of our own (plain HTML, the home page's hero text, no JavaScript) and, when given,
// a peer site's pages, all interleaved in one run. Writes the table of medians to
// reports/lighthouse-<date>.md and fails when a page misses a budget (docs/product-rules.md#performance).
//
//   npm run lighthouse [-- --pages=/,/services] [--runs=3] [--preset=mobile|desktop]
//                      [--peer=http://127.0.0.1:4400/,http://127.0.0.1:4400/about]
//                      [--block=*analytics.example*] [--max-load=0.6] [--dir=out]
//
// Each run waits for a quiet machine first (1-minute load average per core at most --max-load,
// 10 minutes at most): simulated throttling multiplies the CPU time measured here, so a busy
// machine shows up as blocking time. The load before each run is in the table.
//
// Chromium here sees a Devanagari system font, as every phone a Hindi or Marathi reader holds has
// one (Android's is Noto Sans Devanagari; phoneFonts): without it, laying out a first visit's
// Devanagari (which is in the device's font, lib/fonts/devanagariFace.ts) costs this machine a
// second of font fallback search that no phone spends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type Result from 'lighthouse/types/lhr/lhr';
import subsetFont from 'subset-font';
import { getContent } from '../../lib/content/load';
import { devanagariFace, devanagariRanges } from '../../lib/fonts/devanagariFace';
import { getRoutes } from '../../lib/routes';

const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** The budgets every canonical page meets on a phone (docs/product-rules.md#performance). */
export const budgets = { lcpMs: 1200, tbtMs: 50, cls: 0, performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const list = (name: string) => option(name, '').split(',').filter(Boolean);

const allPages = getRoutes().map((r) => r.canonical);
/**
 * The pages that tell crawlers not to index them (each edition's 404 page): Lighthouse's SEO score
 * counts that against them (is-crawlable), so on these every other SEO audit must pass instead.
 */
const notIndexed = new Set(getRoutes().filter((r) => r.kind === 'notFound').map((r) => r.canonical));
const pages = list('pages').length ? list('pages') : allPages;
const runs = Number(option('runs', '3'));
const preset = option('preset', 'mobile');
const peers = list('peer');
const maxLoadPerCore = Number(option('max-load', '0.6'));
const blocked = list('block');
const outDir = path.resolve(root, option('dir', 'out'));

const unknown = pages.filter((p) => !allPages.includes(p));
if (unknown.length) {
  console.error(`error: not a canonical page: ${unknown.join(', ')} (see lib/routes.ts)`);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error('error: --runs must be a positive integer');
  process.exit(1);
}
if (!['mobile', 'desktop'].includes(preset)) {
  console.error('error: --preset is mobile or desktop');
  process.exit(1);
}

// Debian's Chromium, headless, with the flags every test run uses (nothing in the background to skew timings).
const chromeFlags = ['--headless', ...(JSON.parse(readFileSync(path.join(root, 'scripts', 'setup', 'chromium-flags.json'), 'utf8')) as string[])];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

const cores = availableParallelism();
/** The 1-minute load average. */
const load1 = () => loadavg()[0]!;
const loadPerCore = () => load1() / cores;

/** Waits until the machine is quiet; returns the 1-minute load average it starts at. */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 10 * 60_000;
  let said = false;
  while (loadPerCore() > maxLoadPerCore && Date.now() < until) {
    if (!said) console.log(`  waiting for a quiet machine (load ${load1().toFixed(2)} on ${cores} cores)...`);
    said = true;
    await new Promise((r) => setTimeout(r, 5000));
  }
  return load1();
}

/** The floor: a page of our own with the home page's hero text, plain HTML, system font, no JavaScript. */
function floorPage(dir: string): void {
  const { site, texts } = getContent();
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(site.name)}</title><meta name="description" content="${escape(texts.home.launchLine)}">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0e1a3a;background:#fffaf0}main{padding:6rem 1.5rem;max-width:40rem}h1{font-size:2.5rem;margin:.5rem 0}</style>
</head><body><main><p>${escape(texts.home.roofLine)}</p><h1>${escape(site.name)}</h1><p>${escape(texts.home.tagline)}</p><p>${escape(texts.home.launchLine)}</p></main></body></html>`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
}

/**
 * A fontconfig setup holding this machine's fonts and Noto Sans Devanagari (all its Devanagari,
 * from the same npm package as the site's face), as a phone has it; returns the FONTCONFIG_FILE to launch with.
 */
async function phoneFonts(work: string): Promise<string> {
  const dir = path.join(work, 'phone-fonts');
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  // Every code point the face answers for: all of its Devanagari, as installed on a phone.
  const everyCodePoint = devanagariRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
  const sfnt = await subsetFont(readFileSync(path.join(root, devanagariFace.file)), everyCodePoint, { targetFormat: 'sfnt' });
  writeFileSync(path.join(dir, 'NotoSansDevanagari.ttf'), sfnt);
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  return config;
}
let fontConfigFile = '';

/** One Lighthouse CLI run in its own Chromium with a fresh profile; returns the parsed report. */
function lighthouse(url: string, work: string): Result {
  const profile = mkdtempSync(path.join(work, 'profile-'));
  const report = path.join(work, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${report}`,
    `--chrome-flags=${[...chromeFlags, `--user-data-dir=${profile}`].join(' ')}`,
    // A peer's calls to other hosts (analytics), which this machine cannot reach: fail at once.
    ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync(bin('lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium', FONTCONFIG_FILE: fontConfigFile },
    encoding: 'utf8',
    timeout: 180_000,
  });
  rmSync(profile, { recursive: true, force: true });
  if (result.status !== 0 || !existsSync(report)) {
    const why = result.error?.message ?? (result.stderr.trim() || `exit status ${result.status}, signal ${result.signal}`);
    throw new Error(`lighthouse failed on ${url}: ${why}`);
  }
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result;
  rmSync(report);
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** A run that fails (Chromium crashing on a starved machine) is tried again, twice at most. */
function lighthouseWithRetry(url: string, work: string): Result {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, work);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

/** The element Lighthouse names as the largest paint, shortened to its opening tag. */
/** The shape of the largest-paint element audit's details: a table of the element, or a list holding that table. */
interface NodeItem {
  node?: { snippet?: string };
  items?: NodeItem[];
}
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: NodeItem[] } | undefined;
  const item = details?.items?.[0];
  const snippet = item?.items?.[0]?.node?.snippet ?? item?.node?.snippet ?? '';
  return snippet.replace(/\s+(class|style|width|height|decoding|loading|sizes|aria-labelledby)="[^"]*"/g, '').slice(0, 70);
}

/** The numbers the table shows, from one report. */
function measure(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (a && ref.weight > 0 && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') {
        failing.push(`${id}: ${a.id} (${a.displayValue ?? `score ${Math.round(a.score * 100)}`})`);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    element: lcpElement(lhr),
    failing,
  };
}

/** One run's numbers, with the machine's load before it. */
type Sample = ReturnType<typeof measure> & { load: number };
const numbers = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'fcp', 'tbt', 'cls', 'load'] as const;
/** A page's medians over its runs. */
type Row = Record<(typeof numbers)[number], number> & { element: string; loads: string; failing: string[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(samples: Sample[]): Row {
  const medians = Object.fromEntries(numbers.map((k) => [k, median(samples.map((s) => s[k]))])) as Record<(typeof numbers)[number], number>;
  return {
    ...medians,
    // The element of the median run (elements can differ from run to run).
    element: [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor(samples.length / 2)]!.element,
    loads: samples.map((s) => s.load.toFixed(2)).join(' / '),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

/** What a row of ours misses of the budgets, in words. */
function misses(page: string, row: Row): string[] {
  const out: string[] = [];
  if (row.lcp > budgets.lcpMs) out.push(`LCP ${Math.round(row.lcp)} ms > ${budgets.lcpMs}`);
  if (row.tbt > budgets.tbtMs) out.push(`TBT ${Math.round(row.tbt)} ms > ${budgets.tbtMs}`);
  if (row.cls > budgets.cls) out.push(`CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  for (const key of ['performance', 'accessibility', 'bestPractices'] as const)
    if (row[key] < budgets[key]) out.push(`${key} ${row[key]} < ${budgets[key]}`);
  if (!notIndexed.has(page)) {
    if (row.seo < budgets.seo) out.push(`seo ${row.seo} < ${budgets.seo}`);
  } else {
    const seoFailing = row.failing.filter((f) => f.startsWith('seo:') && !f.startsWith('seo: is-crawlable'));
    if (seoFailing.length) out.push(`seo: ${seoFailing.join(', ')} (a page not to be indexed passes every other SEO audit)`);
    if (!row.failing.some((f) => f.startsWith('seo: is-crawlable'))) out.push('seo: is-crawlable passed: the page should tell crawlers not to index it');
  }
  return out;
}

function table(rows: { site: string; page: string; row: Row }[], floor: Row): string {
  const lines = [
    '| Site | Page | Perf | A11y | BP | SEO | LCP (s) | × floor | FCP (s) | TBT (ms) | CLS | LCP element | Load before each run |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const { site, page, row } of rows) {
    lines.push(
      `| ${site} | ${page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${(row.lcp / 1000).toFixed(2)} | ${(row.lcp / floor.lcp).toFixed(2)} | ${(row.fcp / 1000).toFixed(2)} | ` +
        `${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | \`${row.element.replace(/\|/g, '\\|')}\` | ${row.loads} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(outDir)) {
    console.log(`${path.relative(root, outDir)}/ is missing: building first.`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const work = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const floorDir = path.join(work, 'floor');
  floorPage(floorDir);
  fontConfigFile = await phoneFonts(work);
  const [port, floorPort] = [await freePort(), await freePort()];
  // NO_UPDATE_CHECK: serve asks the npm registry for a newer version of itself unless told not to.
  const serve = (dir: string, p: number): ChildProcess =>
    spawn(bin('serve'), [dir, '--listen', String(p), '--no-clipboard', '--no-request-logging'], { stdio: 'ignore', env: { ...process.env, NO_UPDATE_CHECK: '1' } });
  const servers = [serve(outDir, port), serve(floorDir, floorPort)];
  const cleanUp = () => {
    for (const s of servers) if (s.exitCode === null) s.kill();
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  const targets = [
    { site: 'floor', page: '/', url: `http://127.0.0.1:${floorPort}/` },
    ...pages.map((page) => ({ site: 'ours', page, url: `http://127.0.0.1:${port}${page}` })),
    ...peers.map((url) => ({ site: `peer ${new URL(url).host}`, page: new URL(url).pathname, url })),
  ];

  try {
    await Promise.all([waitFor(`http://127.0.0.1:${port}/`), waitFor(`http://127.0.0.1:${floorPort}/`)]);
    const started = Date.now();
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.url, []]));
    // Interleaved: run 1 of every page, then run 2 of every page, so a change in the machine's
    // state over the run touches every page alike.
    for (let i = 1; i <= runs; i++) {
      for (const target of targets) {
        const load = await quietMachine();
        const sample: Sample = { ...measure(lighthouseWithRetry(target.url, work)), load };
        samples.get(target.url)!.push(sample);
        console.log(
          `run ${i}/${runs} ${target.site} ${target.page}: perf ${sample.performance} LCP ${Math.round(sample.lcp)} ms ` +
            `FCP ${Math.round(sample.fcp)} ms TBT ${Math.round(sample.tbt)} ms CLS ${sample.cls.toFixed(3)} (load ${load.toFixed(2)})`,
        );
      }
    }
    const rows = targets.map((t) => ({ ...t, row: summarise(samples.get(t.url)!) }));
    const floor = rows[0]!.row;
    const ours = rows.filter((r) => r.site === 'ours');
    const missed = ours.map((r) => ({ page: r.page, misses: misses(r.page, r.row) })).filter((r) => r.misses.length);
    const peerRows = rows.filter((r) => r.site.startsWith('peer'));
    const behindPeer: string[] = [];
    for (const metric of ['lcp', 'fcp', 'tbt'] as const) {
      const best = Math.min(...peerRows.map((r) => r.row[metric]));
      for (const r of ours) if (peerRows.length && r.row[metric] >= best) behindPeer.push(`${r.page} ${metric.toUpperCase()}`);
    }

    const date = new Date().toISOString().slice(0, 10);
    const partial = pages.length < allPages.length;
    const file = path.join(root, 'reports', `lighthouse-${preset}-${date}${partial ? '-partial' : ''}.md`);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const lighthouseVersion = (JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
    const markdown = [
      `# Lighthouse ${preset}, ${date}`,
      '',
      `Lighthouse ${lighthouseVersion} (${preset === 'mobile' ? 'mobile, default simulated throttling' : '--preset=desktop'}), ` +
        `Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} with a phone's Devanagari system font (Noto Sans Devanagari), each site served by \`serve\` on loopback. ` +
        `Medians of ${runs} interleaved runs; ${minutes} min; ${cores} cores, each run started at a 1-minute load of at most ` +
        `${(maxLoadPerCore * cores).toFixed(1)} where the machine got there within 10 minutes.`,
      '"floor" is a plain HTML page of our own with the home page\'s hero text and no JavaScript; "× floor" is LCP over the floor\'s LCP.',
      '',
      table(rows, floor),
      '',
      `## Budgets (LCP <= ${budgets.lcpMs} ms, TBT <= ${budgets.tbtMs} ms, CLS ${budgets.cls}, every score 100; a 404 page passes every SEO audit but is-crawlable)`,
      '',
      missed.length ? missed.map((m) => `- ${m.page}: ${m.misses.join('; ')}`).join('\n') : `Met by all ${ours.length} pages.`,
      ...(peerRows.length ? ['', '## Against the peer (best peer page)', '', behindPeer.length ? `Not ahead: ${behindPeer.join(', ')}` : 'Ahead on LCP, FCP and TBT on every page.'] : []),
      '',
      '## Audits that did not pass in at least one run',
      '',
      rows.filter((r) => r.site === 'ours' && r.row.failing.length).map((r) => `- ${r.page}: ${r.row.failing.join('; ')}`).join('\n') || 'None.',
      '',
    ].join('\n');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
    console.log(`\n${markdown}\nWritten to ${path.relative(root, file)}`);
    if (missed.length) process.exitCode = 1;
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    cleanUp();
  }
}

void main();
