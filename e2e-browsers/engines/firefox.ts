import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { refuseStorage } from '../../e2e/storage-refused';
import type { Site } from '../site';
import { probeSource, recordedProblems, scriptFor, viewport, type Visitor } from '../visitor';

/** Debian's Firefox ESR (scripts/setup/ensure-browsers.sh), headless, over WebDriver BiDi. */
export async function launchFirefox(site: Site): Promise<Visitor> {
  const downloads = mkdtempSync(path.join(os.tmpdir(), 'browsers-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: viewport,
    extraPrefsFirefox: {
      // /viewpdf downloads the brochure on opening: save it quietly instead of showing the
      // downloads panel or the PDF viewer, which would hide the page (and stop its timers).
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.alwaysOpenPanel': false,
      'browser.download.open_pdf_attachments_inline': false,
      'browser.download.always_ask_before_handling_new_types': false,
      'pdfjs.disabled': true,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(viewport);
  await page.evaluateOnNewDocument(probeSource);
  // The engine's own reports (errors it logs itself), beside what the probe records in the page.
  let engineProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') engineProblems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => engineProblems.push(`uncaught: ${String(error)}`));

  const run: Visitor['run'] = (fn, ...args) => page.evaluate(scriptFor(fn as never, args)) as never;
  let storageRefusal: string | undefined;
  return {
    engine: 'Firefox ESR',
    async open(path) {
      engineProblems = [];
      await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    run,
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async refuseStorage(refused) {
      if (refused && !storageRefusal) storageRefusal = (await page.evaluateOnNewDocument(scriptFor(refuseStorage, []))).identifier;
      if (!refused && storageRefusal) {
        await page.removeScriptToEvaluateOnNewDocument(storageRefusal);
        storageRefusal = undefined;
      }
    },
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    async problems() {
      return [...engineProblems, ...(await run(recordedProblems))];
    },
    async close() {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}
