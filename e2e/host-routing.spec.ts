import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { links, routes } from './content';
import {
  canonicalHref,
  canonicalIn,
  expectSecurityHeaders,
  fetchOnce,
  h1Count,
  headerValues,
  hostRules,
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

/** Follows redirects: the page a visitor ends on must be the right one, named by its canonical link. */
async function expectPage(request: APIRequestContext, p: string, canonical: string, endsAt: string) {
  const final = await request.get(p);
  expect(final.status(), p).toBe(200);
  expect(new URL(final.url()).pathname, p).toBe(endsAt);
  const html = await final.text();
  expect(canonicalIn(html), p).toBe(canonicalHref(canonical));
  expect(h1Count(html), p).toBe(1);
  expect(html, p).not.toContain(notFoundHeading);
}

test.describe('routes', () => {
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

  test('the .html and trailing-slash forms of every spelling reach the page', async ({ request }) => {
    const host = hostOf();
    for (const { path: p, canonical, form } of pageForms(host)) {
      const first = await fetchOnce(request, p);
      expectSecurityHeaders(first, p);
      expect(first.status(), `${p} (${hostRules[host].note})`).toBe(form === 'redirect' ? 301 : 200);
      if (form === 'redirect') expect(first.headers().location, p).toBe(canonical);
      await expectPage(request, p, canonical, form === 'redirect' ? canonical : p);
    }
  });

  test('unknown paths get the 404 page with status 404, the headers and no long caching', async ({ request }) => {
    for (const p of unknownPaths) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
    }
  });

  test('a wrong letter case typed in the browser lands on the canonical page: 301, then 200', async ({ page, baseURL }) => {
    for (const { path: typed, canonical } of wrongCasings().slice(0, 2)) {
      const response = await page.goto(typed);
      expect(response?.status()).toBe(200);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      await expect(page).toHaveURL(`${baseURL}${canonical}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHref(canonical));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundHeading);
    }
  });
});

test.describe('headers', () => {
  test('pages, assets, redirects and errors carry the security headers, each once', async ({ request }) => {
    const [wrong] = wrongCasings();
    for (const p of ['/', links.services, wrong!.path, unknownPaths[0]!, '/icon.svg', '/sitemap.xml']) {
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
