import { defineConfig, devices } from '@playwright/test';
import { chromiumShell } from './scripts/setup/chromium';

// `npm run test:hosts` (scripts/check/test-hosts.ts) starts the hosts' emulators and runs this config
// with their addresses: the routing table every host is held to (e2e/host-routing.spec.ts) and what
// only the emulators show (e2e/host-emulators.spec.ts). Run through that script only.
const cloudflare = process.env.CLOUDFLARE_URL;
const netlify = process.env.NETLIFY_URL;
if (!cloudflare || !netlify) throw new Error('CLOUDFLARE_URL and NETLIFY_URL are not set: run `npm run test:hosts`');


export default defineConfig({
  testDir: './e2e',
  testMatch: ['host-routing.spec.ts', 'host-emulators.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // The machine has two cores; one worker per host keeps both emulators busy without thrashing.
  workers: 2,
  reporter: [['list']],
  timeout: 120_000,
  use: { ...devices['Desktop Chrome'], trace: 'on-first-retry', launchOptions: chromiumShell },
  projects: [
    // The project's name is the host (host-routing.spec.ts reads it). Tests tagged for the other
    // host check what only that host does (its cache values, its files).
    { name: 'cloudflare', use: { baseURL: cloudflare }, grepInvert: /@netlify/ },
    { name: 'netlify', use: { baseURL: netlify }, grepInvert: /@cloudflare/ },
  ],
});
