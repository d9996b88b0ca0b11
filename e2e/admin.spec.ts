import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { nginxOrigin, watchPolicy } from './policy-watch';

/** The generated editor configuration, as the build wrote it (scripts/build/build-admin.ts). */
const config = parse(readFileSync(path.join(process.cwd(), 'out', 'admin', 'config.yml'), 'utf8')) as {
  collections: { label: string; files?: { label: string }[] }[];
};

test.describe('the content editor at /admin', () => {
  test('loads with no console error and no CSP violation and lists every collection', async ({ page }) => {
    const watch = await watchPolicy(page);
    const external: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.startsWith('127.0.0.1')) external.push(r.url());
    });
    // The repository behind the editor is GitHub on the live site; here, Sveltia's in-browser test repository.
    await page.route(/\/admin\/config\.yml/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/^backend:\n(?: {2}.*\n)+/m, 'backend:\n  name: test-repo\n');
      await route.fulfill({ response, body });
    });
    await page.goto('/admin/');
    await page.getByRole('button', { name: /Work with Test Repository/ }).click();
    for (const collection of config.collections) {
      await expect(page.getByText(collection.label, { exact: true }).first()).toBeVisible();
    }
    expect(watch.consoleErrors).toEqual([]);
    expect(await watch.violations()).toEqual([]);
    // Everything it needs, fonts included, is served from the site itself.
    expect(external).toEqual([]);
  });

  test('is kept out of search results and has its own policy', async ({ request }) => {
    const response = await request.get(`${nginxOrigin}/admin/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toMatch(/<meta\s+http-equiv="Content-Security-Policy"/);
    const sitemap = readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/admin');
  });
});
