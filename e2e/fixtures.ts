import { test as base, type Page } from '@playwright/test';
import { hydratedAttribute } from '../components/layout/HydratedMark/HydratedMark';

/**
 * Resolves once React has hydrated the page: the site marks <html> then (HydratedMark). A page's
 * scripts start after its first paint (docs/product-rules.md#performance), so the load event can
 * come before them: a test that clicks a control the moment the page loads would click the
 * server's HTML. Tests of what a visitor can do before then navigate with
 * `waitUntil: 'domcontentloaded'` or `'commit'`.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), hydratedAttribute);
}

const isPage = (contentType: string | undefined) => !!contentType && contentType.startsWith('text/html');

/** Playwright's `test`, whose `page.goto` and `page.reload` return once the page is hydrated. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settle = async (response: Awaited<ReturnType<Page['goto']>>, waitUntil: string | undefined) => {
        if ((waitUntil ?? 'load') === 'load' && isPage(response?.headers()['content-type'])) await hydrated(page);
        return response;
      };
      page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => settle(await reload(options), options?.waitUntil);
    }
    await provide(page);
  },
});

export { expect } from '@playwright/test';
