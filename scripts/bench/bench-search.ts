#!/usr/bin/env node
// A benchmark, not a test (timings vary on a shared machine): what the site's search costs a phone
// (docs/product-rules.md#search). For each edition it opens the home page of the built export in
// Chromium with a slowed CPU (4x) and network (about 1.6 Mbit/s, 150 ms), opens the search with "/",
// and prints the bytes fetched for it (code and index: as this server sends them, uncompressed, and
// gzipped as a host sends them), the time until the index has
// loaded, and the time from typing a word of the edition's first service to its results shown.
//
//   npm run build && npm run bench:search      (serves out/ itself, on a free port of 127.0.0.1)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import handler from 'serve-handler';
import { getContent } from '../../lib/content';
import { editions, locales } from '../../lib/i18n/locales';
import { wordsOf } from '../../lib/search/terms';
import { chromiumBrowser } from '../setup/chromium';

const out = path.join(path.dirname(__filename), '..', '..', 'out');

async function main() {
  const server = createServer((request, response) => void handler(request, response, { public: out, cleanUrls: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumBrowser);
  console.log('| Edition | Fetched for the search (KB) | The same gzipped (KB) | Open to index loaded (ms) | Typing to results (ms) |\n|---|---|---|---|---|');
  try {
    for (const locale of locales) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await page.goto(`${base}${editions[locale].prefix || '/'}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      let bytes = 0;
      const files: string[] = [];
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
      cdp.on('Network.responseReceived', (event: { response: { url: string } }) => files.push(new URL(event.response.url).pathname));
      const indexLoaded = page.waitForResponse((r) => r.url().includes('/search-index/'));
      const opened = Date.now();
      await page.keyboard.press('/');
      await (await indexLoaded).finished();
      const loaded = Date.now() - opened;
      await page.waitForLoadState('networkidle');
      const service = getContent(undefined, locale).services.find((s) => s.locale === locale)!;
      const word = wordsOf(service.title).sort((a, b) => b.length - a.length)[0]!;
      const field = page.locator('dialog[open] input[type="search"]');
      const start = await page.evaluate(() => performance.now());
      await field.fill(word);
      await page.locator('dialog[open] ol li').first().waitFor();
      const shown = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
      const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(out, decodeURIComponent(file)))).length, 0);
      console.log(`| ${editions[locale].name} | ${(bytes / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} | ${loaded} | ${Math.round(shown - start)} |`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
