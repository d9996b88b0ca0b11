#!/usr/bin/env node
// Benchmark, not a test: layout shift as a visitor on a phone gets it, with the web font arriving
// late (docs/product-rules.md#performance, "Nothing moves as the font arrives"). Every page kind of
// the route registry (lib/routes.ts) and the 404 page is loaded --loads times in Debian's
// Chromium at 390 px, each load in a fresh context (nothing cached) whose font response is held
// back by a random 1-3 s; a PerformanceObserver records every layout shift without recent input
// until the font has been applied, the framework's scripts have run and the page has been still
// for a second. Prints the worst CLS per page kind (Chrome's definition: the largest session
// window) with the elements that moved. Then, once per kind, it holds back the page's scripts,
// measures the height of every part of the page, lets the scripts run, scrolls through (so what
// loads when near loads) and measures again: a part that grows or shrinks once its code runs
// moves everything below it for a reader who gets there before the code does, which a load that
// is not scrolled never shows. Writes both tables to reports/, and exits non-zero when any kind
// is above the budget (0) or any part changes height.
//
//   npm run bench:cls [-- --loads=20] [--kinds=article,work] [--parallel=3] [--dir=out] [--font-delay=1000-3000|never]
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import handler from 'serve-handler';
import { chromiumBrowser } from '../setup/chromium';
import { hydratedAttribute } from '../../components/layout/HydratedMark/HydratedMark';
import { scrollToFoot } from '../../e2e/scroll';
import { scriptFor } from '../../e2e-browsers/visitor';
import { getRoutes, type PageRoute } from '../../lib/routes';

const root = path.resolve(__dirname, '..', '..');

/** The budget: nothing moves (docs/product-rules.md#performance). */
export const clsBudget = 0;

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const loads = Number(option('loads', '20'));
const parallel = Number(option('parallel', '3'));
const outDir = path.resolve(root, option('dir', 'out'));
// --font-delay=never fails the font request: what still moves then is not the font's doing.
const fontNever = option('font-delay', '') === 'never';
const [delayMin, delayMax] = (fontNever ? '0-0' : option('font-delay', '1000-3000')).split('-').map(Number) as [number, number];
const viewport = { width: 390, height: 844 };

/** A page kind and the page that stands for it: the first of its kind in the registry. */
interface Kind {
  name: string;
  path: string;
  status: number;
}

/** Every kind of page (a narrowed /work list apart from /work itself) and the 404 page. */
function pageKinds(routes: PageRoute[]): Kind[] {
  const kinds = new Map<string, Kind>();
  for (const route of routes) {
    const name = route.kind === 'work' && route.filter ? 'work (narrowed)' : route.kind;
    if (!kinds.has(name)) kinds.set(name, { name, path: route.canonical, status: 200 });
  }
  // No registry path can contain this one: a path the site does not have.
  kinds.set('404', { name: '404', path: `/${routes.length}-no-such-page`, status: 404 });
  return [...kinds.values()];
}

/** One load's shifts: the CLS (largest session window) and the elements of its largest shift. */
interface Load {
  cls: number;
  shifts: number;
  movers: string[];
}

/**
 * Runs in the page before any of its code: records every layout shift a visitor would count. A
 * string, not a function: the TypeScript runner's helpers (esbuild's `__name`) do not exist in the page.
 */
const observeShifts = `
  const record = (window.__shifts = []);
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? 'text "' + (node.textContent || '').trim().slice(0, 30) + '"' : '(removed)';
    const label = ((node.getAttribute('class') || '').split(/\\s+/)[0] || '').replace(/^_?[A-Za-z0-9]{6}_/, '');
    return node.tagName.toLowerCase() + (label ? '.' + label : '') + ' "' + (node.textContent || '').trim().slice(0, 30) + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.push({ value: entry.value, time: entry.startTime, movers: (entry.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Chrome's CLS: shifts less than 1 s apart form a window of at most 5 s; the largest window counts. */
export function sessionWindowCls(shifts: { value: number; time: number }[]): number {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { value, time } of [...shifts].sort((a, b) => a.time - b.time)) {
    if (time - last > 1000 || time - first > 5000) {
      current = 0;
      first = time;
    }
    current += value;
    last = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function loadOnce(browser: Browser, origin: string, kind: Kind): Promise<Load> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: observeShifts });
    let fontDelivered = false;
    await page.route(/\.woff2$/, async (route) => {
      fontDelivered = true;
      if (fontNever) return route.abort();
      await new Promise((r) => setTimeout(r, delayMin + Math.random() * (delayMax - delayMin)));
      await route.continue().catch(() => undefined);
    });
    const response = await page.goto(origin + kind.path, { waitUntil: 'load', timeout: 60_000 });
    if (response?.status() !== kind.status) throw new Error(`${kind.path} answered ${response?.status()}, expected ${kind.status}`);
    if (!fontDelivered) throw new Error(`${kind.path} loaded without asking for the font: the measurement would not delay it`);
    // The font in use, the framework's scripts run (they are fetched after the first paint), and a quiet second after.
    if (!fontNever) await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.fonts].some((f) => f.status === 'loaded'), null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts?: { value: number; time: number; movers: string[] }[] }).__shifts);
    if (!shifts) throw new Error(`${kind.path}: the layout-shift observer did not run`);
    const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
    return { cls: sessionWindowCls(shifts), shifts: shifts.length, movers: largest?.movers ?? [] };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: the height of each part of it (the header, every part of <main>, the footer),
 * by its place and a short name. A string, as `observeShifts`.
 */
const partHeights = `(() => {
  const parts = [...document.querySelectorAll('body > header, body > footer, main > *')].filter((el) => el.getClientRects().length);
  return parts.map((el) => {
    const label = ((el.getAttribute('class') || '').split(/\\s+/)[0] || '').replace(/^_?[A-Za-z0-9]{6}_/, '');
    const place = el.parentElement.tagName.toLowerCase() + ' > ' + el.tagName.toLowerCase() + ':nth-child(' + ([...el.parentElement.children].indexOf(el) + 1) + ')';
    return { place, name: el.tagName.toLowerCase() + (label ? '.' + label : '') + ' "' + (el.textContent || '').trim().slice(0, 30) + '"', height: el.getBoundingClientRect().height };
  });
})()`;

interface Part {
  place: string;
  name: string;
  height: number;
}

/**
 * The parts of a page whose height differs once its scripts have run and it has been scrolled
 * through, against the page as drawn before any script arrived (fonts loaded in both).
 */
async function heightsOnceScriptsRun(browser: Browser, origin: string, kind: Kind): Promise<string[]> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, hasTouch: true });
  try {
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const response = await page.goto(origin + kind.path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    if (response?.status() !== kind.status) throw new Error(`${kind.path} answered ${response?.status()}, expected ${kind.status}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), hydratedAttribute)) {
      throw new Error(`${kind.path} ran its scripts while they were held back: the scan would compare the page with itself`);
    }
    const before = (await page.evaluate(partHeights)) as Part[];
    release();
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), hydratedAttribute, { timeout: 30_000 });
    await page.evaluate(scriptFor(scrollToFoot, [{ step: 0.75, pauseMs: 100 }]));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const after = new Map(((await page.evaluate(partHeights)) as Part[]).map((p) => [p.place, p]));
    return before.flatMap((part) => {
      const now = after.get(part.place);
      if (!now) return [`${part.name}: gone once the scripts ran`];
      return Math.abs(now.height - part.height) > 0.5 ? [`${part.name}: ${part.height.toFixed(1)} → ${now.height.toFixed(1)} px`] : [];
    });
  } finally {
    await context.close();
  }
}

function serve(dir: string): Promise<{ server: Server; origin: string }> {
  // serve-handler as `npm start` serves out/: /services is services.html, an unknown path the 404 page.
  const server = createServer((request, response) => void handler(request, response, { public: dir }));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

async function main() {
  if (!Number.isInteger(loads) || loads < 1 || !Number.isInteger(parallel) || parallel < 1) throw new Error('--loads and --parallel are positive integers');
  if (!(delayMin >= 0 && delayMax >= delayMin)) throw new Error('--font-delay is min-max in milliseconds, e.g. 1000-3000');
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${path.relative(root, outDir)}/ holds no build: run \`npm run build\` first`);
  const all = pageKinds(getRoutes());
  const chosen = option('kinds', '') ? option('kinds', '').split(',') : all.map((k) => k.name);
  const unknown = chosen.filter((c) => !all.some((k) => k.name === c));
  if (unknown.length) throw new Error(`no page kind ${unknown.join(', ')} (there are ${all.map((k) => k.name).join(', ')})`);
  const kinds = all.filter((k) => chosen.includes(k.name));

  const { server, origin } = await serve(outDir);
  const browser = await chromium.launch(chromiumBrowser);
  const started = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const results = new Map<string, Load[]>(kinds.map((k) => [k.name, []]));
  const grown = new Map<string, string[]>();
  try {
    // Interleaved: load 1 of every kind, then load 2 ..., a few at a time.
    const queue = Array.from({ length: loads }, () => kinds).flat();
    const worker = async () => {
      for (let kind = queue.shift(); kind; kind = queue.shift()) results.get(kind.name)!.push(await loadOnce(browser, origin, kind));
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    for (const kind of kinds) grown.set(kind.name, await heightsOnceScriptsRun(browser, origin, kind));
  } finally {
    await browser.close();
    server.close();
  }

  const rows = kinds.map((kind) => {
    const samples = results.get(kind.name)!;
    const worst = samples.reduce((a, b) => (b.cls > a.cls ? b : a));
    return { kind, worst: worst.cls, shifted: samples.filter((s) => s.cls > 0).length, movers: [...new Set(worst.movers)].slice(0, 3).join('; ') };
  });
  const cores = availableParallelism();
  const lines = [
    `Worst CLS over ${loads} loads per page kind, ${viewport.width} px, font ${fontNever ? 'never delivered' : `held back ${delayMin}-${delayMax} ms`}, ${parallel} at a time; load average ${loadAtStart.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)} on ${cores} cores, ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
    '| Kind | Page | Worst CLS | Loads that shifted | What moved (worst load) |',
    '|---|---|---:|---:|---|',
    ...rows.map((r) => `| ${r.kind.name} | ${r.kind.path} | ${r.worst.toFixed(4)} | ${r.shifted}/${loads} | ${r.movers.replace(/\|/g, '\\|')} |`),
    '',
    `Parts of each page whose height changes once its scripts have run and it has been scrolled through, against the page drawn with its scripts held back, ${viewport.width} px:`,
    '',
    '| Kind | Page | Parts that changed height |',
    '|---|---|---|',
    ...kinds.map((k) => `| ${k.name} | ${k.path} | ${(grown.get(k.name) ?? []).join('; ').replace(/\|/g, '\\|') || 'none'} |`),
  ];
  const table = lines.join('\n');
  console.log(table);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = path.join(root, 'reports', `cls-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  writeFileSync(report, `${table}\n`);
  console.log(`\n${path.relative(root, report)}`);
  const over = rows.filter((r) => r.worst > clsBudget);
  if (over.length) {
    console.error(`bench:cls: over the budget (CLS ${clsBudget}): ${over.map((r) => `${r.kind.name} ${r.worst.toFixed(4)}`).join(', ')}`);
    process.exitCode = 1;
  }
  const changed = kinds.filter((k) => grown.get(k.name)?.length);
  if (changed.length) {
    console.error(`bench:cls: parts that change height once the scripts run, on ${changed.map((k) => k.path).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:cls: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
