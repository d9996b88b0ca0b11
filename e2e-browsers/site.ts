import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before } from 'node:test';
import fakeEmailJsEnv from '../e2e/fake-emailjs.env.json';
import { refuseStorage } from '../e2e/storage-refused';
import { probeSource, scriptFor, sleep, waitFor, type Visitor } from './visitor';

const root = path.resolve(__dirname, '..');

/** Ports of this suite, away from Playwright's (4173, 4180, 4199); BROWSERS_PORT moves all three. */
export const ports = (() => {
  const base = Number(process.env.BROWSERS_PORT ?? 4176);
  return { serve: base, probed: base + 1, webkitDriver: base + 2 };
})();

export interface Site {
  /** The export as `npm start` serves it (serve). */
  origin: string;
  /** The same responses, with the page probe put first in every HTML <head> (for WebKit). */
  probedOrigin: string;
  /** While refused, pages from probedOrigin refuse storage from their first script on (e2e/storage-refused.ts). */
  refuseStorage(refused: boolean): void;
  stop(): Promise<void>;
}

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

function start(command: string, args: string[]): ChildProcess {
  // NO_UPDATE_CHECK: serve asks the npm registry for a newer version of itself unless told not to.
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_UPDATE_CHECK: '1' } });
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${path.basename(command)}] ${chunk}`));
  return child;
}

/** Serves out/ (or another test build, such as the hostile-content fixture) on its own port, with the fake EmailJS server the e2e build sends to. */
export async function startSite(dir = path.join(root, 'out')): Promise<Site> {
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The forms must talk to the fake server, not to EmailJS (docs/product-rules.md#forms).
  if (!index.includes(fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN)) {
    throw new Error(`out/ is not the test build (its forms do not send to ${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}): run \`npm run build:e2e\` first.`);
  }
  const children: ChildProcess[] = [];
  const origin = `http://127.0.0.1:${ports.serve}`;
  // `serve` is run directly: killing npx would leave its child running.
  children.push(start(path.join(root, 'node_modules/.bin/serve'), [dir, '--listen', String(ports.serve), '--no-clipboard', '--no-request-logging']));
  // One fake EmailJS server serves every run: tests mark their payloads, so a running one is shared.
  const fake = fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN;
  if (!(await answers(`${fake}/__health`))) children.push(start(process.execPath, ['--import', 'tsx', 'e2e/fake-emailjs.ts']));
  const refusal = { refused: false };
  const probed = probingServer(origin, refusal);
  await new Promise<void>((resolve) => probed.listen(ports.probed, '127.0.0.1', resolve));

  const stop = async () => {
    probed.close();
    for (const child of children) child.kill();
    await sleep(100);
  };
  const ready = (await waitFor(() => answers(`${origin}/`), 15_000)) && (await waitFor(() => answers(`${fake}/__health`), 10_000));
  if (!ready) {
    await stop();
    throw new Error(`serve on ${origin} or the fake EmailJS server on ${fake} did not start`);
  }
  return { origin, probedOrigin: `http://127.0.0.1:${ports.probed}`, stop, refuseStorage: (refused) => void (refusal.refused = refused) };
}

const probePath = '/__visitor-probe.js';
const refusalPath = '/__refuse-storage.js';
const refusalSource = scriptFor(refuseStorage, []);

/**
 * Passes every request on to `serve` and puts `<script src=/__visitor-probe.js>` first in each
 * HTML page's <head>, before the page's Content-Security-Policy and its own scripts, so the
 * probe sees everything from the first byte on. Nothing else in the response changes.
 */
function probingServer(upstream: string, refusal: { refused: boolean }): http.Server {
  return http.createServer(async (req, res) => {
    if (req.url === probePath || req.url === refusalPath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.url === probePath ? probeSource : refusalSource);
      return;
    }
    try {
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, { method: req.method, redirect: 'manual', headers: { Accept: req.headers.accept ?? '*/*' } });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').includes('text/html')) {
        const scripts = [probePath, ...(refusal.refused ? [refusalPath] : [])].map((src) => `<script src="${src}"></script>`).join('');
        body = Buffer.from(body.toString('utf8').replace(/<head([^>]*)>/i, `<head$1>${scripts}`), 'utf8');
      }
      res.writeHead(answer.status, { ...headers, 'Content-Length': String(body.length) });
      res.end(body);
    } catch (error) {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });
}

/**
 * A group of checks' site and browser: serves the test build and launches one visitor of the
 * engine before the group's first check, hands both to `started`, and stops them after its last.
 */
export function startForChecks(launch: (site: Site) => Promise<Visitor>, started: (site: Site, visitor: Visitor) => void): void {
  let site: Site | undefined;
  let visitor: Visitor | undefined;
  before(async () => {
    site = await startSite();
    visitor = await launch(site);
    started(site, visitor);
  });
  after(async () => {
    await visitor?.close();
    await site?.stop();
  });
}
