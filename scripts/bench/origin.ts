#!/usr/bin/env node
// Benchmark, not a test: how many page requests the origin answers, with the shipped
// deploy/generated/nginx.conf on a real nginx (scripts/setup/serve-nginx.ts, one worker process),
// 100 connections (wrk) over every canonical page of the route registry, as browsers ask for them
// (Accept-Encoding: gzip, deflate, br). Three ways, interleaved, --runs times each:
//   - precompressed: the export as built, nginx sends the .br copies the build wrote;
//   - per request:   the same export without its .gz and .br copies, so nginx compresses every
//                    answer itself (how the origin served before the build wrote them);
//   - uncompressed:  a client that accepts no encoding, the ceiling.
// Prints requests/s and latency (p50, p99) and exits non-zero when precompressed serving answers
// fewer than --budget (default 0.8) times the requests/s of uncompressed serving
// (docs/product-rules.md#hosts). Waits for a quiet machine before each run, as `npm run lighthouse` does.
//
//   npm run bench:origin [-- --runs=3] [--duration=10] [--connections=100] [--budget=0.8] [--max-load=0.6] [--dir=out]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { getRoutes } from '../../lib/routes';

const root = path.resolve(__dirname, '..', '..');
const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '3'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '100'));
const budget = Number(option('budget', '0.8'));
const maxLoadPerCore = Number(option('max-load', '0.6'));
const browserEncodings = 'gzip, deflate, br';
/** A folder as the report names it: relative inside the repository, else in full. */
const shown = (dir: string) => (dir.startsWith(root + path.sep) ? `${path.relative(root, dir)}/` : `${dir}/`);

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  transferPerSecond: string;
  errors: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request's status and Content-Encoding, to know what the run measures. */
function encodingOf(url: string, acceptEncoding?: string): Promise<{ status: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'] ?? 'none' }));
    }).on('error', reject);
  });
}

async function startNginx(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'setup', 'serve-nginx.ts')], {
    env: { ...process.env, NGINX_PORT: String(port), NGINX_ROOT: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`serve-nginx stopped (exit ${child.exitCode}) serving ${dir}`);
    try {
      if ((await encodingOf(`http://127.0.0.1:${port}/`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx on port ${port} did not answer within 15 s`);
}

const cores = availableParallelism();
const loadNow = () => loadavg()[0] ?? 0;

/** Waits (10 minutes at most) until the 1-minute load average per core is at most --max-load; returns the load it starts at. */
async function quietMachine(): Promise<number> {
  const until = Date.now() + 10 * 60_000;
  let said = false;
  while (loadNow() / cores > maxLoadPerCore && Date.now() < until) {
    if (!said) console.log(`  waiting for a quiet machine (load ${loadNow().toFixed(2)} on ${cores} cores)...`);
    said = true;
    await new Promise((r) => setTimeout(r, 5000));
  }
  return loadNow();
}

/** wrk's durations (`812.34us`, `1.40s`, `35.20ms`) in milliseconds. */
export function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) throw new Error(`wrk printed a duration this script cannot read: ${value}`);
  const n = Number(match[1]);
  return { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

function wrk(url: string, script: string, acceptEncoding?: string): Measure {
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s', '-s', script, ...(acceptEncoding ? ['-H', `Accept-Encoding: ${acceptEncoding}`] : []), url];
  const run = spawnSync('wrk', args, { encoding: 'utf8', timeout: (duration + 60) * 1000 });
  if (run.error || run.status !== 0) throw new Error(`wrk failed: ${run.error?.message ?? run.stderr}`);
  const out = run.stdout;
  const find = (pattern: RegExp, what: string) => {
    const m = pattern.exec(out);
    if (!m) throw new Error(`wrk's output has no ${what}:\n${out}`);
    return m[1]!;
  };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socketErrors = /Socket errors: (.*)/.exec(out)?.[1];
  return {
    requestsPerSecond: Number(find(/Requests\/sec:\s+([\d.]+)/, 'Requests/sec')),
    p50Ms: milliseconds(find(/^\s+50%\s+(\S+)/m, '50% latency')),
    p99Ms: milliseconds(find(/^\s+99%\s+(\S+)/m, '99% latency')),
    transferPerSecond: find(/Transfer\/sec:\s+(\S+)/, 'Transfer/sec'),
    errors: [non2xx && `${non2xx} non-2xx`, socketErrors && `socket errors: ${socketErrors}`].filter(Boolean).join('; ') || 'none',
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  for (const [name, value] of Object.entries({ runs, duration, connections })) if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} is a positive integer`);
  const out = path.resolve(root, option('dir', 'out'));
  if (!existsSync(path.join(out, 'index.html')) || !existsSync(path.join(root, 'deploy', 'generated', 'nginx.conf'))) {
    throw new Error(`${shown(out)} or deploy/generated/nginx.conf is missing: run \`npm run build\` first`);
  }
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (Debian: apt-get install wrk)');
  const pages = getRoutes().map((r) => r.canonical);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-origin-'));
  // nginx's worker (another user when started as root) reads the copy.
  chmodSync(work, 0o755);
  const children: ChildProcess[] = [];
  const cleanUp = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  try {
    // The same export without the copies: what the origin served before the build wrote them.
    const plain = path.join(work, 'out');
    cpSync(out, plain, { recursive: true, filter: (file) => !/\.(gz|br)$/.test(file) });
    const script = path.join(work, 'pages.lua');
    // Each connection walks the pages in turn (each wrk thread runs its own copy of this script).
    writeFileSync(script, `local pages = {${pages.map((p) => JSON.stringify(p)).join(', ')}}\nlocal i = 0\nrequest = function()\n  i = i % #pages + 1\n  return wrk.format("GET", pages[i])\nend\n`);
    const [port, plainPort] = [await freePort(), await freePort()];
    children.push(await startNginx(out, port));
    children.push(await startNginx(plain, plainPort));

    const ways = [
      { name: 'precompressed', url: `http://127.0.0.1:${port}`, accept: browserEncodings },
      { name: 'per request', url: `http://127.0.0.1:${plainPort}`, accept: browserEncodings },
      { name: 'uncompressed', url: `http://127.0.0.1:${port}`, accept: undefined },
    ];
    const encodings = new Map<string, string>();
    for (const way of ways) encodings.set(way.name, (await encodingOf(`${way.url}/`, way.accept)).encoding);
    const samples = new Map(ways.map((w) => [w.name, [] as (Measure & { load: number })[]]));
    console.log(`bench:origin: ${pages.length} pages, ${connections} connections, ${duration} s a run, ${runs} run(s) each way`);
    for (let i = 1; i <= runs; i++) {
      for (const way of ways) {
        const load = await quietMachine();
        const measure = wrk(way.url, script, way.accept);
        samples.get(way.name)!.push({ ...measure, load });
        console.log(`  run ${i}, ${way.name}: ${measure.requestsPerSecond.toFixed(0)} requests/s, p99 ${measure.p99Ms.toFixed(1)} ms (load ${load.toFixed(2)})`);
      }
    }

    const rows = ways.map((way) => {
      const s = samples.get(way.name)!;
      return {
        name: way.name,
        encoding: encodings.get(way.name)!,
        rps: median(s.map((m) => m.requestsPerSecond)),
        p50: median(s.map((m) => m.p50Ms)),
        p99: median(s.map((m) => m.p99Ms)),
        transfer: s.map((m) => m.transferPerSecond).join(' / '),
        errors: [...new Set(s.map((m) => m.errors))].join('; '),
        loads: s.map((m) => m.load.toFixed(2)).join(' / '),
      };
    });
    const table = [
      `nginx (deploy/generated/nginx.conf, 1 worker), ${connections} connections over ${pages.length} pages, median of ${runs} run(s) of ${duration} s; ${cores} cores.`,
      '',
      `${shown(out)}: ${existsSync(path.join(out, 'index.html.br')) ? 'with' : 'WITHOUT'} the compressed copies.`,
      '',
      '| Way | Content-Encoding | Requests/s | p50 (ms) | p99 (ms) | Transfer/s | Errors | Load before each run |',
      '|---|---|---:|---:|---:|---:|---|---|',
      ...rows.map((r) => `| ${r.name} | ${r.encoding} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.transfer} | ${r.errors} | ${r.loads} |`),
    ].join('\n');
    console.log(`\n${table}`);
    mkdirSync(path.join(root, 'reports'), { recursive: true });
    const report = path.join(root, 'reports', `origin-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
    writeFileSync(report, `${table}\n`);
    console.log(`\n${path.relative(root, report)}`);

    const [precompressed, , uncompressed] = rows;
    if (precompressed!.encoding !== 'br') {
      const why = existsSync(path.join(out, 'index.html.br')) ? 'does this nginx have the brotli static module?' : `${shown(out)} has no .br copies: was it built by this postbuild?`;
      console.error(`bench:origin: the precompressed run was sent with Content-Encoding ${precompressed!.encoding}, not br: ${why}`);
      process.exitCode = 1;
    }
    if (precompressed!.rps < budget * uncompressed!.rps) {
      console.error(`bench:origin: over the budget: precompressed serving answered ${precompressed!.rps.toFixed(0)} requests/s, less than ${budget} × ${uncompressed!.rps.toFixed(0)} uncompressed (docs/product-rules.md#hosts)`);
      process.exitCode = 1;
    }
  } finally {
    // The servers would keep this process alive.
    cleanUp();
  }
}

main().catch((error) => {
  console.error(`bench:origin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
