import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { defaultLocale, locales, type Locale } from '../lib/i18n/locales';
import { links } from './content';
import {
  canonicalHref,
  canonicalIn,
  editionNotFoundFiles,
  editionUnknownPaths,
  expectSecurityHeaders,
  fetchOnce,
  h1Count,
  headerValues,
  hostRoutes,
  hostRules,
  langIn,
  notFoundHeadingOf,
  notFoundLineOf,
  notFoundLocaleOf,
  pageForms,
  prefixedEditions,
  revalidateCache,
  routeOfPath,
  spellings,
  unknownPaths,
  wrongCasings,
  expectFeedType,
  expectIndexForms,
  expectNotFoundFiles,
  expectPercentEncoded,
  expectUploadPolicy,
  uploads,
  type Host,
} from './host-table';

/**
 * The routing table every host is held to (host-table.ts; docs/product-rules.md#routes, #hosts),
 * run against each host's origin: the project's name is the host and its baseURL the origin.
 * `npm test` runs it against nginx with the shipped deploy/generated/nginx.conf (project "nginx" of
 * playwright.config.ts); `npm run test:hosts` against the emulators of Cloudflare Pages and
 * Netlify (playwright.hosts.config.ts). What only one host does stays in nginx.spec.ts and
 * host-emulators.spec.ts.
 */
const hostOf = (): Host => {
  const host = test.info().project.name;
  if (!(host in hostRules)) throw new Error(`host-routing.spec.ts runs in a project named after its host (${Object.keys(hostRules).join(', ')}), not "${host}"`);
  return host as Host;
};

/** Follows redirects: the page a visitor ends on must be the right one, named by its canonical link, in its edition's language. */
async function expectPage(request: APIRequestContext, p: string, canonical: string, endsAt: string) {
  const final = await request.get(p);
  expect(final.status(), p).toBe(200);
  expect(new URL(final.url()).pathname, p).toBe(endsAt);
  const html = await final.text();
  expect(canonicalIn(html), p).toBe(canonicalHref(canonical));
  expect(h1Count(html), p).toBe(1);
  const { locale } = routeOfPath(canonical);
  expect(langIn(html), p).toBe(locale);
  expect(html, p).not.toContain(notFoundHeadingOf(locale));
}

/** A 404 answer: status 404, the 404 page of the edition expected, the headers and no long caching. */
async function expectNotFound(request: APIRequestContext, p: string, locale: Locale) {
  const response = await fetchOnce(request, p);
  expect(response.status(), p).toBe(404);
  const html = await response.text();
  expect(html.includes(notFoundLineOf(locale)), `${p}: the ${locale} 404 page, not one in "${langIn(html)}"`).toBe(true);
  expect(langIn(html), p).toBe(locale);
  expectSecurityHeaders(response, p);
  expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
}

test.describe('routes', () => {
  // Every edition's pages (docs/product-rules.md#languages): English at SPEC's spellings, Hindi and Marathi in lower case under their prefixes.
  for (const route of hostRoutes) {
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

  test('other letter cases answer one 301 to the canonical page, with the query string and the headers', async ({ request }) => {
    const casings = wrongCasings();
    expect(casings.length).toBeGreaterThan(0);
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

  for (const locale of locales) {
    test(`the .html and trailing-slash forms of every spelling reach the page (${locale})`, async ({ request }) => {
      const host = hostOf();
      for (const { path: p, canonical, form } of pageForms(host).filter((f) => f.locale === locale)) {
        const first = await fetchOnce(request, p);
        expectSecurityHeaders(first, p);
        expect(first.status(), `${p} (${hostRules[host].note})`).toBe(form === 'redirect' ? 301 : 200);
        if (form === 'redirect') expect(first.headers().location, p).toBe(canonical);
        await expectPage(request, p, canonical, form === 'redirect' ? canonical : p);
      }
    });
  }

  test('unknown paths get the 404 page with status 404, the headers and no long caching', async ({ request }) => {
    for (const p of unknownPaths) await expectNotFound(request, p, defaultLocale);
  });

  test("unknown paths under an edition's prefix get that edition's 404 page with status 404", async ({ request }) => {
    const host = hostOf();
    expect(editionUnknownPaths.filter((p) => notFoundLocaleOf(p, host) !== defaultLocale).length).toBeGreaterThan(prefixedEditions.length * 3);
    for (const p of editionUnknownPaths) await expectNotFound(request, p, notFoundLocaleOf(p, host));
  });

  test("an edition's 404 page's own file answers 404 with that page at every spelling", async ({ request }) => {
    for (const { path: p, locale } of editionNotFoundFiles) await expectNotFound(request, p, locale);
  });

  test('no redirect by the browser\'s language: a Hindi or Marathi Accept-Language gets the page asked for', async ({ request }) => {
    for (const p of ['/', links.services]) {
      for (const language of ['hi', 'mr-IN,mr;q=0.9,hi;q=0.8']) {
        const response = await request.get(p, { maxRedirects: 0, headers: { 'Accept-Language': language } });
        expect(response.status(), `${p} (${language})`).toBe(200);
        const html = await response.text();
        expect(langIn(html), `${p} (${language})`).toBe(defaultLocale);
        expect(canonicalIn(html), `${p} (${language})`).toBe(canonicalHref(routeOfPath(p).canonical));
      }
    }
  });

  test('a wrong letter case typed in the browser lands on the canonical page: 301, then 200', async ({ page, baseURL }) => {
    const casings = wrongCasings();
    const inEdition = casings.find((c) => routeOfPath(c.canonical).locale !== defaultLocale)!;
    for (const { path: typed, canonical } of [...casings.slice(0, 2), inEdition]) {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(200);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(`${baseURL}${canonical}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHref(canonical));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundHeadingOf(routeOfPath(canonical).locale));
    }
  });
});

test.describe('headers', () => {
  test('pages, assets, redirects and errors carry the security headers, each once', async ({ request }) => {
    const [wrong] = wrongCasings();
    for (const p of ['/', links.services, wrong!.path, unknownPaths[0]!, ...prefixedEditions.map((e) => e.prefix), editionUnknownPaths[0]!, '/icon.svg', '/sitemap.xml']) {
      expectSecurityHeaders(await fetchOnce(request, p), p);
    }
  });
});

test.describe("the 404 page, encoded letters, the home page's file names, the feed, uploads", () => {
  test("the 404 page's own files answer 404 at every spelling", async ({ request }) => expectNotFoundFiles(request));
  test('a percent-encoded letter gets the same 301', async ({ request }) => expectPercentEncoded(request));
  test('/index and /index.html', async ({ request }) => expectIndexForms(request, hostOf()));
  test('the feed is served as application/atom+xml', async ({ request }) => expectFeedType(request, hostOf()));
  test('an uploaded file carries the restrictive policy and nosniff', async ({ request }) => {
    const folder = path.join(__dirname, '..', 'out', ...uploads.folder.split('/'));
    const file = `host-check-${hostOf()}-${test.info().workerIndex}.svg`;
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      await expectUploadPolicy(request, file);
    } finally {
      rmSync(path.join(folder, file));
    }
  });
});
