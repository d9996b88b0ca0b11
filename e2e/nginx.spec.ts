import { expect, test } from './fixtures';
import { forms, links, routes, sectors, texts } from './content';
import { emailJsEnv, markerFor, waitForRequests } from './fake-emailjs-client';
import {
  expectSecurityHeaders,
  fetchOnce,
  headerValues,
  immutableCache,
  notFoundLine,
  revalidateCache,
  unknownPaths,
} from './host-table';
import { nginxOrigin as nginx, scrollThrough, watchPolicy } from './policy-watch';

/**
 * The export served by a real nginx with the shipped deploy/generated/nginx.conf (scripts/setup/serve-nginx.ts,
 * started by playwright.config.ts): its own 404s, caching, gzip, and the Content-Security-Policy
 * enforced in Chromium on every page. The routing table every host is held to (letter case, 404,
 * headers; host-table.ts) runs against nginx and the emulators in host-routing.spec.ts.
 */
test.use({ baseURL: nginx });

test.describe('nginx with deploy/generated/nginx.conf: what only nginx shows', () => {
  // The routing table every host is held to runs against nginx in host-routing.spec.ts.
  test('the hosts\' own files and folders answer 404 with the 404 page', async ({ request, page }) => {
    for (const p of ['/art', '/_next', '/_redirects', '/_headers', '/_worker.js', '/_routes.json']) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
    }
    const response = await page.goto(unknownPaths[0]!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.heading);
    await expect(page).toHaveURL(`${nginx}${unknownPaths[0]}`);
  });
});

test.describe('nginx with deploy/generated/nginx.conf: headers and caching', () => {
  test('hashed assets are cached for a year, pages revalidate, text is gzipped', async ({ request }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(headerValues(home, 'cache-control')).toEqual([revalidateCache]);
    expect(home.headers()['content-encoding']).toBe('gzip');
    const html = await home.text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+)"/g)].map((m) => m[1]!))];
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(3);
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(headerValues(response, 'cache-control'), asset).toEqual([immutableCache]);
      // nginx leaves files under gzip_min_length (256 bytes) as they are.
      if (/\.(js|css)$/.test(asset) && (await response.body()).length > 1024) {
        expect(response.headers()['content-encoding'], asset).toBe('gzip');
      }
      expectSecurityHeaders(response, asset);
    }
    // A missing hashed file must not be cached for a year.
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(headerValues(missing, 'cache-control')).toEqual([revalidateCache]);
    const page = await request.get(links.getQuote);
    expect(headerValues(page, 'cache-control')).toEqual([revalidateCache]);
  });
});

test.describe('nginx with deploy/generated/nginx.conf: Content-Security-Policy enforced', () => {
  // Each page is scrolled through in steps: the long home page needs more than the default.
  test.describe.configure({ timeout: 60_000 });
  const pages = [...routes.map((r) => ({ path: r.canonical, status: 200 })), { path: '/no-such-page', status: 404 }];
  for (const { path, status } of pages) {
    test(`${path}: no CSP violation, no console error, a strict policy`, async ({ page }) => {
      const watch = await watchPolicy(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
      expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
      expect(policy).toContain(`connect-src 'self' ${emailJsEnv.NEXT_PUBLIC_EMAILJS_ORIGIN}`);
      await scrollThrough(page);
      if (path === '/') {
        await page.getByRole('button', { name: texts.header.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
      }
      expect(await watch.violations()).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }

  test('following a link loads the next page, as a page, under its own policy', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sector = sectors.at(-1)!;
    await page.getByRole('contentinfo').getByRole('link', { name: sector.title, exact: true }).click();
    await expect(page).toHaveURL(`${nginx}${sector.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sector.title);
    // Links are plain links (docs/product-rules.md#performance): the browser loaded a new document.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(await watch.violations()).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('the footer form still sends through EmailJS', async ({ page }, info) => {
    const marker = markerFor(info);
    const watch = await watchPolicy(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: texts.footer.connectUs });
    await form.getByLabel(forms.contact.fields.email_from.label, { exact: true }).fill(`e2e+${marker}@test.example`);
    await form.getByLabel(forms.contact.fields.message_from.label, { exact: true }).fill(`Sent through nginx ${marker}`);
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await form.getByRole('button', { name: forms.contact.submit }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    expect(alerts).toEqual([forms.successAlert]);
    const [request] = await waitForRequests(marker);
    expect(request!.path).toBe('/api/v1.0/email/send-form');
    expect(request!.origin).toBe(nginx);
    expect(await watch.violations()).toEqual([]);
  });

  test('the enquiry form still sends through EmailJS', async ({ page }, info) => {
    const marker = markerFor(info);
    const watch = await watchPolicy(page);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(links.getQuote);
    const form = page.getByRole('form', { name: forms.enquiry.name });
    await form.getByLabel(forms.enquiry.fields.name.label, { exact: true }).fill('Asha Patil');
    await form.getByLabel(forms.enquiry.fields.email.label, { exact: true }).fill(`e2e+${marker}@test.example`);
    await form.getByLabel(forms.enquiry.fields.companyname.label, { exact: true }).fill(`Asha Foods ${marker}`);
    await form.getByLabel(forms.enquiry.fields.number.label).fill('919876543210');
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await form.getByRole('button', { name: forms.enquiry.submit }).click();
    await page.waitForFunction(() => !('beforeReload' in window));
    const [request] = await waitForRequests(marker);
    expect(request!.path).toBe('/api/v1.0/email/send');
    expect(request!.json?.template_params.companyname).toBe(`Asha Foods ${marker}`);
    expect(await watch.violations()).toEqual([]);
  });
});
