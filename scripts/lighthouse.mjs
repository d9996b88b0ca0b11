#!/usr/bin/env node
// Benchmark, not a test: Lighthouse (mobile and desktop, several runs) on every canonical page of
// the built export, medians written as a Markdown table to reports/lighthouse-<date>.md.
//
//   node scripts/lighthouse.mjs [--pages=/,/services] [--runs=3] [--presets=mobile,desktop] [--dir=out]
//
// Builds first when the export directory is missing. Runs are sequential: parallel runs on a
// shared machine would measure each other.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRoutes } from '../lib/routes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const routes = getRoutes();
const allPages = routes.map((r) => r.canonical);
const pages = option('pages', '') ? option('pages').split(',') : allPages;
const runs = Number(option('runs', '3'));
const presets = option('presets', 'mobile,desktop').split(',');
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

// Debian's Chromium, headless, with the flags every test run uses (nothing in the background to skew timings).
const chromeFlags = ['--headless', ...JSON.parse(readFileSync(path.join(root, 'scripts', 'chromium-flags.json'), 'utf8'))];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 15_000) {
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

/** One Lighthouse CLI run in its own Chromium with a fresh profile; returns the parsed report. */
function lighthouse(url, preset, work) {
  const profile = mkdtempSync(path.join(work, 'profile-'));
  const report = path.join(work, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${report}`,
    `--chrome-flags=${[...chromeFlags, `--user-data-dir=${profile}`].join(' ')}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync(bin('lighthouse'), args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  rmSync(profile, { recursive: true, force: true });
  if (result.status !== 0 || !existsSync(report)) {
    const why = result.error?.message ?? (result.stderr.trim() || `exit status ${result.status}, signal ${result.signal}`);
    throw new Error(`lighthouse failed on ${url} (${preset}): ${why}`);
  }
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report);
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url} (${preset}): ${lhr.runtimeError.message}`);
  return lhr;
}

/** A run that fails (Chromium crashing on a starved machine) is tried again, twice at most. */
function lighthouseWithRetry(url, preset, work) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, preset, work);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

/** The numbers the table shows, from one report. */
function measure(lhr) {
  const score = (id) => (lhr.categories[id]?.score ?? NaN) * 100;
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // What kept a score below 100: every scored audit that did not pass, with what it measured.
  const failing = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative') {
        failing.push({ audit: `${id}: ${a.id}`, value: a.displayValue ?? `score ${Math.round(a.score * 100)}` });
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKB: audit('total-byte-weight') / 1024,
    jsKB: scriptBytes / 1024,
    failing,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(samples) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls', 'transferKB', 'jsKB'];
  const row = Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
  // One entry per audit, with the value of each run that failed it.
  const byAudit = new Map();
  for (const { audit, value } of samples.flatMap((s) => s.failing)) byAudit.set(audit, [...(byAudit.get(audit) ?? []), value]);
  row.failing = [...byAudit].map(([audit, values]) => `${audit} (${values.join(', ')}; ${values.length} of ${samples.length} runs)`);
  return row;
}

function table(results) {
  const lines = [
    '| Page | Device | Perf | A11y | Best Pr. | SEO | LCP (s) | TBT (ms) | CLS | Transfer (KB) | JS (KB) | Load |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { page, preset, row } of results) {
    lines.push(
      `| ${page} | ${preset} | ${row.performance.toFixed(0)} | ${row.accessibility.toFixed(0)} | ` +
        `${row.bestPractices.toFixed(0)} | ${row.seo.toFixed(0)} | ${(row.lcp / 1000).toFixed(2)} | ` +
        `${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.transferKB.toFixed(1)} | ${row.jsKB.toFixed(1)} | ` +
        `${row.load.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

function failingList(results) {
  const lines = results
    .filter(({ row }) => row.failing.length)
    .map(({ page, preset, row }) => `- ${page} (${preset}): ${row.failing.join('; ')}`);
  return lines.length ? lines.join('\n') : 'None: every scored audit passed in every run.';
}

if (!existsSync(outDir)) {
  console.log(`${path.relative(root, outDir)}/ is missing: building first.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(bin('serve'), [outDir, '--listen', String(port), '--no-clipboard', '--no-request-logging'], {
  stdio: 'ignore',
});
const work = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const cleanUp = () => {
  if (server.exitCode === null) server.kill();
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = [];
try {
  await waitFor(`${origin}/`);
  const started = Date.now();
  for (const page of pages) {
    for (const preset of presets) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(measure(lighthouseWithRetry(origin + page, preset, work)));
      const row = summarise(samples);
      // Simulated throttling multiplies the CPU time measured here: a busy machine shows up as TBT.
      row.load = loadavg()[0];
      results.push({ page, preset, row });
      console.log(
        `${page} ${preset}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} ` +
          `seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls.toFixed(3)}`,
      );
    }
  }

  const date = new Date().toISOString().slice(0, 10);
  const partial = pages.length < allPages.length || presets.length < 2;
  const file = path.join(root, 'reports', `lighthouse-${date}${partial ? '-partial' : ''}.md`);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const markdown = [
    `# Lighthouse, ${date}`,
    '',
    `Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, ` +
      `Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, export served from ` +
      `${path.relative(root, outDir) || outDir}/ by serve. Medians of ${runs} run(s) per page and device ` +
      `(mobile: default simulated throttling; desktop: --preset=desktop); ${minutes} min.`,
    'Transfer is the total byte weight; JS is the transferred size of every script. Load is the',
    "machine's 1-minute load average after the row's runs: on a shared machine, a high load inflates TBT.",
    '',
    table(results),
    '',
    '## Audits that did not pass in at least one run',
    '',
    failingList(results),
    '',
  ].join('\n');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, markdown);
  console.log(`\n${markdown}\nWritten to ${path.relative(root, file)}`);
} catch (error) {
  console.error(`error: ${error.message}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
