import { expect, test, type APIResponse } from '@playwright/test';
import { forms, links, routes, site, texts } from './content';
import { emailJsEnv, markerFor, waitForRequests } from './fake-emailjs-client';
import { nginxOrigin as nginx, scrollThrough, watchPolicy } from './policy-watch';

/**
 * The export served by a real nginx with the shipped deploy/nginx.conf (scripts/serve-nginx.mjs,
 * started by playwright.config.ts): routing, letter case, 404, headers, caching, gzip, and the
 * Content-Security-Policy enforced in Chromium on every page.
 */
test.use({ baseURL: nginx });

const canonicalHref = (canonical: string) => `${site.url}${canonical === '/' ? '' : canonical}`;
const canonicalIn = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const h1Count = (html: string) => html.match(/<h1[\s>]/g)?.length ?? 0;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Spellings a visitor or an old link may use: as listed, lower, UPPER, Capitalised, Each-Word, aLtErNaTiNg. */
function spellings(p: string): string[] {
  const lower = p.toLowerCase().slice(1);
  const alternating = [...lower].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
  return [...new Set([p, `/${lower}`, p.toUpperCase(), `/${capitalise(lower)}`, `/${lower.split('-').map(capitalise).join('-')}`, `/${alternating}`])];
}

const headerExpectations: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'.*base-uri 'self'.*object-src 'none'.*form-action 'self' mailto:/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'x-frame-options': /^DENY$/,
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, pattern] of Object.entries(headerExpectations)) expect(headers[name], `${name} on ${what}`).toMatch(pattern);
}

test.describe('nginx with deploy/nginx.conf: routes', () => {
  for (const route of routes) {
    test(`every spelling of ${route.canonical} reaches that page`, async ({ request }) => {
      const known = new Set(route.paths);
      for (const p of route.paths.flatMap(spellings)) {
        const first = await request.get(p, { maxRedirects: 0 });
        if (known.has(p)) {
          expect(first.status(), p).toBe(200);
        } else {
          // A spelling no file answers: one permanent redirect to the canonical page.
          expect(first.status(), p).toBe(301);
          expect(first.headers().location, p).toBe(route.canonical);
        }
        const final = await request.get(p);
        expect(final.status(), p).toBe(200);
        expect(final.url(), p).toBe(`${nginx}${known.has(p) ? p : route.canonical}`);
        const html = await final.text();
        expect(canonicalIn(html), p).toBe(canonicalHref(route.canonical));
        expect(h1Count(html), p).toBe(1);
        expect(html, p).not.toContain(texts.notFound.heading.replace("'", '&#x27;'));
      }
    });
  }

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

  test('a trailing slash leads to the page without it', async ({ request }) => {
    const response = await request.get(`${links.services}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(links.services);
  });

  test('an unknown path answers 404 with the 404 page', async ({ request, page }) => {
    for (const p of ['/no-such-page', '/services/no-such-page', '/art', '/_next', '/_redirects', '/_headers']) {
      const response = await request.get(p, { maxRedirects: 0 });
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(texts.notFound.line.replace("'", '&#x27;'));
      expectSecurityHeaders(response, p);
    }
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound.heading);
    await expect(page).toHaveURL(`${nginx}/no-such-page`);
  });
});

test.describe('nginx with deploy/nginx.conf: headers and caching', () => {
  test('pages, assets, redirects and errors carry the security headers', async ({ request }) => {
    for (const p of ['/', links.services, '/SERVICES', '/no-such-page', '/icon.svg']) {
      expectSecurityHeaders(await request.get(p, { maxRedirects: 0 }), p);
    }
  });

  test('hashed assets are cached for a year, pages revalidate, text is gzipped', async ({ request }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(home.headers()['content-encoding']).toBe('gzip');
    const html = await home.text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+)"/g)].map((m) => m[1]!))];
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(3);
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThan(0);
    expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      // nginx leaves files under gzip_min_length (256 bytes) as they are.
      if (/\.(js|css)$/.test(asset) && (await response.body()).length > 1024) {
        expect(response.headers()['content-encoding'], asset).toBe('gzip');
      }
      expectSecurityHeaders(response, asset);
    }
    // A missing hashed file must not be cached for a year.
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const page = await request.get(links.getQuote);
    expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

test.describe('nginx with deploy/nginx.conf: Content-Security-Policy enforced', () => {
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

  test('a client-side navigation loads the next page under the same policy', async ({ page }) => {
    const watch = await watchPolicy(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Clothing', exact: true }).click();
    await expect(page).toHaveURL(`${nginx}/clothing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clothing');
    // Next's router fetched the page's payload: no full reload happened.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
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
