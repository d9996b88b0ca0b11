import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routes, texts } from './content';

const out = path.join(__dirname, '..', 'out');
const fileOf = (p: string) => path.join(out, p === '/' ? 'index.html' : `${p.slice(1)}.html`);

// docs/product-rules.md#performance: a page paints from its HTML, stylesheets and font; the
// framework's scripts are fetched after that (scripts/defer-scripts.mjs).
test.describe('first paint before scripts', () => {
  test('every page holds its framework scripts for after the first paint, with one loader', () => {
    for (const route of routes) {
      const html = readFileSync(fileOf(route.canonical), 'utf8');
      expect(html, route.canonical).not.toMatch(/<script src="\/_next\/[^"]+" async=""/);
      expect(html, route.canonical).not.toMatch(/<link rel="preload" as="script"/);
      expect(html.match(/<script data-src="\/_next\//g)?.length ?? 0, route.canonical).toBeGreaterThan(2);
      expect(html.match(/script\[data-src\]/g), route.canonical).toHaveLength(1);
    }
  });

  for (const kind of ['home', 'services', 'service', 'article'] as const) {
    test(`the ${kind} page is painted before any script is requested, and then comes to life`, async ({ page }) => {
      const route = routes.find((r) => r.kind === kind)!;
      await page.goto(route.canonical);
      // The menu button works only once React runs: the scripts did arrive.
      await expect(async () => {
        await page.getByRole('button', { name: texts.header.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
      }).toPass();
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/_next/') && e.name.endsWith('.js'))
          .map((e) => e.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(2);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    });
  }
});
