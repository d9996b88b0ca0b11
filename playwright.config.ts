import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import fakeEmailJsEnv from './e2e/fake-emailjs.env.json';
import { chromiumBrowser, chromiumShell } from './scripts/setup/chromium';

// A test run reaches no other host (docs/product-rules.md#performance): every Node process it starts
// (the servers below, the test workers) runs under scripts/check/outbound-guard.mjs, which refuses
// and records any attempt, and e2e/outbound.teardown.ts fails the run on one. Set once, in the
// runner; the workers inherit it.
if (!process.env.OUTBOUND_GUARD_LOG) {
  process.env.OUTBOUND_GUARD_LOG = path.join(tmpdir(), `ekchhat-outbound-${process.pid}.log`);
  const guard = `--import ${pathToFileURL(path.join(__dirname, 'scripts', 'check', 'outbound-guard.mjs')).href}`;
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${guard}`.trim();
}

const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.NGINX_PORT ?? 4180);

// Debian's Chromium headless shell: what Playwright runs headless by default, the browser's Blink
// without its interface; the end-to-end step takes about a third less time in it here (docs/testing.md).
// It lays out and draws text a little differently from the browser a visitor runs (other fallback
// fonts, other glyph advances: up to 8 px over a 37 px share-image title), so the specs that compare
// text with what Chromium draws run in the full browser.
const textSpecs = ['share-shaping.spec.ts', 'devanagari.spec.ts'].map((name) => {
  // A renamed spec would leave this project silently and run in the shell.
  if (!existsSync(path.join(__dirname, 'e2e', name))) throw new Error(`playwright.config.ts: the text project names e2e/${name}, which does not exist; name it here as it is now called`);
  return `**/${name}`;
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  globalTeardown: './e2e/outbound.teardown.ts',
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: chromiumShell,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumShell },
      // host-emulators.spec.ts runs under `npm run test:hosts` (playwright.hosts.config.ts) only.
      testIgnore: ['**/host-emulators.spec.ts', '**/host-routing.spec.ts', ...textSpecs],
    },
    {
      name: 'text',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumBrowser },
      testMatch: textSpecs,
    },
    {
      // The routing table every host is held to, against nginx with deploy/generated/nginx.conf; the project's
      // name is the host (e2e/host-routing.spec.ts). `npm run test:hosts` runs it against the emulators.
      name: 'nginx',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: `http://127.0.0.1:${nginxPort}`, launchOptions: chromiumShell },
      testMatch: '**/host-routing.spec.ts',
    },
  ],
  // The built export, served the way `npm start` serves it. `serve` is run directly: killing npx would orphan it.
  webServer: [
    {
      command: `node_modules/.bin/serve out --listen ${port} --no-clipboard --no-request-logging`,
      url: `http://127.0.0.1:${port}/`,
      // serve asks the npm registry for a newer version of itself unless told not to.
      env: { NO_UPDATE_CHECK: '1' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The stand-in EmailJS API that the e2e build sends to (scripts/build/build-e2e.ts). One
      // process (tsx as a loader, not its CLI), so stopping it stops the server.
      command: 'node --import tsx e2e/fake-emailjs.ts',
      url: `${fakeEmailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The same export behind the shipped deploy/generated/nginx.conf on a real nginx (e2e/nginx*.spec.ts).
      command: 'node --import tsx scripts/setup/serve-nginx.ts',
      url: `http://127.0.0.1:${nginxPort}/`,
      env: { NGINX_PORT: String(nginxPort) },
      reuseExistingServer: false,
      timeout: 15_000,
    },
  ],
});
