import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { forms, links, routes, texts } from './content';
import { emailJsEnv, markerFor, waitForRequests } from './fake-emailjs-client';
import {
  canonicalHref,
  canonicalIn,
  expectSecurityHeaders,
  fetchOnce,
  h1Count,
  headerValues,
  hostRules,
  immutableCache,
  notFoundHeading,
  notFoundLine,
  pageForms,
  revalidateCache,
  spellings,
  unknownPaths,
  wrongCasings,
  expectFeedType,
  expectIndexForms,
  expectNotFoundFiles,
  expectPercentEncoded,
  expectUploadPolicy,
  uploads,
} from './host-table';
import { nginxOrigin as nginx, scrollThrough, watchPolicy } from './policy-watch';

/**
 * The export served by a real nginx with the shipped deploy/generated/nginx.conf (scripts/serve-nginx.mjs,
 * started by playwright.config.ts): routing, letter case, 404, headers, caching, gzip, and the
 * Content-Security-Policy enforced in Chromium on every page. The routing table is the one every
 * host is held to (host-table.ts; Cloudflare Pages and Netlify in host-emulators.spec.ts).
 */
test.use({ baseURL: nginx });

async function expectPage(request: Parameters<typeof fetchOnce>[0], p: string, canonical: string, endsAt: string) {
  const final = await request.get(p);
  expect(final.status(), p).toBe(200);
  expect(final.url(), p).toBe(`${nginx}${endsAt}`);
  const html = await final.text();
  expect(canonicalIn(html), p).toBe(canonicalHref(canonical));
  expect(h1Count(html), p).toBe(1);
  expect(html, p).not.toContain(notFoundHeading);
}

test.describe('nginx with deploy/generated/nginx.conf: routes', () => {
  for (const route of routes) {
    test(`every spelling of ${route.canonical} reaches that page`, async ({ request }) => {
      const known = new Set(route.paths);
      for (const p of route.paths.flatMap(spellings)) {
        const first = await fetchOnce(request, p);
        if (known.has(p)) {
          expect(first.status(), p).toBe(200);
        } else {
          // A spelling no file answers: one permanent redirect to the canonical page.
          expect(first.status(), p).toBe(301);
          expect(first.headers().location, p).toBe(route.canonical);
        }
        expectSecurityHeaders(first, p);
        await expectPage(request, p, route.canonical, known.has(p) ? p : route.canonical);
      }
    });
  }

  test('twenty other letter cases answer one 301 to the canonical page, with the query string and the headers', async ({ request }) => {
    const casings = wrongCasings();
    expect(casings).toHaveLength(20);
    for (const [i, { path: p, canonical }] of casings.entries()) {
      const query = `?utm_source=casing&n=${i}`;
      const response = await fetchOnce(request, `${p}${query}`);
      expect(response.status(), p).toBe(301);
      expect(response.headers().location, p).toBe(`${canonical}${query}`);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control'), p).toEqual([revalidateCache]);
      await expectPage(request, p, canonical, canonical);
    }
  });

  test('the .html and trailing-slash forms of every spelling reach the page', async ({ request }) => {
    for (const { path: p, canonical, form } of pageForms('nginx')) {
      const first = await fetchOnce(request, p);
      expectSecurityHeaders(first, p);
      expect(first.status(), `${p} (${hostRules.nginx.note})`).toBe(form === 'redirect' ? 301 : 200);
      if (form === 'redirect') expect(first.headers().location, p).toBe(canonical);
      await expectPage(request, p, canonical, form === 'redirect' ? canonical : p);
    }
  });

  for (const [typed, canonical] of [
    ['/SERVICES', '/services'],
    ['/Web-Development', '/web-development'],
  ] as const) {
    test(`${typed} reaches ${canonical} in the browser: 301, then 200`, async ({ page }) => {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${nginx}${typed}`);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(`${nginx}${canonical}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHref(canonical));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.notFound.heading);
    });
  }

  test('unknown paths and the hosts\' files answer 404 with the 404 page', async ({ request, page }) => {
    for (const p of [...unknownPaths, '/art', '/_next', '/_redirects', '/_headers', '/_worker.js', '/_routes.json']) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
    }
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.heading);
    await expect(page).toHaveURL(`${nginx}/no-such-page`);
  });
});

test.describe('nginx with deploy/generated/nginx.conf: the 404 page, encoded letters, the home page\'s file names, the feed, uploads', () => {
  test('the 404 page\'s own files answer 404 at every spelling', async ({ request }) => expectNotFoundFiles(request));
  test('a percent-encoded letter gets the same 301', async ({ request }) => expectPercentEncoded(request));
  test('/index and /index.html', async ({ request }) => expectIndexForms(request, 'nginx'));
  test('the feed is served as application/atom+xml', async ({ request }) => expectFeedType(request, 'nginx'));
  test('an uploaded file carries the restrictive policy and nosniff', async ({ request }) => {
    const folder = path.join(__dirname, '..', 'out', ...uploads.folder.split('/'));
    const file = `host-check-${test.info().workerIndex}.svg`;
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      await expectUploadPolicy(request, file);
    } finally {
      rmSync(path.join(folder, file));
    }
  });
});

test.describe('nginx with deploy/generated/nginx.conf: headers and caching', () => {
  test('pages, assets, redirects and errors carry the security headers, each once', async ({ request }) => {
    for (const p of ['/', links.services, '/SERVICES', wrongCasings()[0]!.path, '/no-such-page', '/icon.svg', '/sitemap.xml']) {
      expectSecurityHeaders(await fetchOnce(request, p), p);
    }
  });

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
    await page.getByRole('contentinfo').getByRole('link', { name: 'Clothing', exact: true }).click();
    await expect(page).toHaveURL(`${nginx}/clothing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
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
