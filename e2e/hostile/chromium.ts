import { chromium } from '@playwright/test';
import { chromiumShell } from '../../scripts/setup/chromium';
import type { Site } from '../../e2e-browsers/site';
import { refuseStorage } from '../storage-refused';
import { probeSource, recordedProblems, scriptFor, viewport, type Visitor } from '../../e2e-browsers/visitor';

/**
 * Debian's Chromium through Playwright, as the other engines' visitors drive theirs, plus what
 * only this driver sees: every request the page makes, so one to another host shows by its URL.
 */
export async function launchChromium(site: Site): Promise<Visitor & { requestsElsewhere(): string[] }> {
  const browser = await chromium.launch(chromiumShell);
  const page = await browser.newPage({ viewport });
  await page.addInitScript(probeSource);
  const origin = new URL(site.origin).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  let engineProblems: string[] = [];
  page.on('pageerror', (error) => engineProblems.push(`uncaught: ${String(error)}`));
  const run: Visitor['run'] = (fn, ...args) => page.evaluate(scriptFor(fn as never, args)) as never;
  let storageRefusal: Awaited<ReturnType<typeof page.addInitScript>> | undefined;
  return {
    engine: 'Chromium',
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
      if (refused) storageRefusal ??= await page.addInitScript(refuseStorage);
      else {
        await storageRefusal?.dispose();
        storageRefusal = undefined;
      }
    },
    screenshot: () => page.screenshot(),
    async problems() {
      return [...engineProblems, ...(await run(recordedProblems))];
    },
    requestsElsewhere: () => [...elsewhere],
    async close() {
      await browser.close();
    },
  };
}
