import { expect, test } from './fixtures';
import { routes, texts } from './content';
import { nginxOrigin, scrollThrough, watchPolicy } from './policy-watch';

/** The Content-Security-Policy at phone width, where other parts of the pages run (nginx.spec.ts has the rest). */
test.use({ baseURL: nginxOrigin });
test.describe.configure({ timeout: 60_000 });

for (const { canonical } of routes) {
  test(`${canonical} on a phone: no CSP violation, no console error`, async ({ page }) => {
    const watch = await watchPolicy(page);
    const response = await page.goto(canonical, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await scrollThrough(page);
    if (canonical === '/') {
      await page.getByRole('button', { name: texts.header.openMenu }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
}
