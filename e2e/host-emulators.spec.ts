import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
  immutableCache,
  notFoundHeading,
  notFoundLine,
  pageForms,
  revalidateCache,
  spellings,
  unknownPaths,
  wrongCasings,
  type Host,
  expectFeedType,
  expectIndexForms,
  expectNotFoundFiles,
  expectPercentEncoded,
  expectUploadPolicy,
  uploads,
} from './host-table';

/**
 * The export in out/ served by the hosts' own emulators, started by scripts/test-hosts.mjs
 * (`npm run test:hosts`): `wrangler pages dev` for Cloudflare Pages (project "cloudflare") and
 * `netlify dev` for Netlify (project "netlify"). The same table as nginx (host-table.ts): every
 * spelling of every page, twenty other letter cases, unknown paths, `.html` and trailing-slash
 * forms, the headers on 200, 301 and 404, and the caching (docs/product-rules.md#routes, #hosts).
 */
const root = path.join(__dirname, '..');
const hostOf = (): Host => test.info().project.name as Host;

/** Follows redirects and returns the final response with the address it ended at. */
async function land(request: APIRequestContext, p: string) {
  const response = await request.get(p);
  return { response, path: new URL(response.url()).pathname, html: await response.text() };
}

async function expectPage(request: APIRequestContext, p: string, canonical: string, endsAt: string) {
  const final = await land(request, p);
  expect(final.response.status(), p).toBe(200);
  expect(final.path, p).toBe(endsAt);
  expect(canonicalIn(final.html), p).toBe(canonicalHref(canonical));
  expect(h1Count(final.html), p).toBe(1);
  expect(final.html, p).not.toContain(notFoundHeading);
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
    const host = hostOf();
    for (const { path: p, canonical, form } of pageForms(host)) {
      const first = await fetchOnce(request, p);
      expectSecurityHeaders(first, p);
      if (form === 'redirect') {
        expect(first.status(), `${p} (${hostRules[host].note})`).toBe(301);
        expect(first.headers().location, p).toBe(canonical);
      } else {
        expect(first.status(), `${p} (${hostRules[host].note})`).toBe(200);
      }
      await expectPage(request, p, canonical, form === 'redirect' ? canonical : p);
    }
  });

  test('five unknown paths get the 404 page with status 404, the headers and no long caching', async ({ request }) => {
    for (const p of unknownPaths) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
      expectSecurityHeaders(response, p);
      expect(headerValues(response, 'cache-control')[0], p).not.toContain('immutable');
    }
  });

  test('a wrong letter case typed in the browser lands on the canonical page: 301, then 200', async ({ page, baseURL }) => {
    const { path: typed, canonical } = wrongCasings()[0]!;
    const response = await page.goto(typed);
    expect(response?.status()).toBe(200);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(`${baseURL}${canonical}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHref(canonical));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundHeading);
  });
});

test.describe('the 404 page, encoded letters, the home page\'s file names, the feed, uploads', () => {
  test('the 404 page\'s own files answer 404 at every spelling', async ({ request }) => expectNotFoundFiles(request));
  test('a percent-encoded letter gets the same 301', async ({ request }) => expectPercentEncoded(request));
  test('/index and /index.html', async ({ request }) => expectIndexForms(request, hostOf()));
  test('the feed is served as application/atom+xml', async ({ request }) => expectFeedType(request, hostOf()));
  test('an uploaded file carries the restrictive policy and nosniff', async ({ request }) => {
    const folder = path.join(root, 'out', ...uploads.folder.split('/'));
    const file = `host-check-${hostOf()}.svg`;
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      await expectUploadPolicy(request, file);
    } finally {
      rmSync(path.join(folder, file));
    }
  });
});

test.describe('headers and caching', () => {
  test('pages, assets, redirects and errors carry the security headers, each once', async ({ request }) => {
    const [wrong] = wrongCasings();
    for (const p of ['/', links.services, wrong!.path, '/no-such-page', '/icon.svg', '/sitemap.xml']) {
      expectSecurityHeaders(await fetchOnce(request, p), p);
    }
  });

  test('a hashed asset is served once with one Cache-Control; a missing one is never cached for a year', async ({ request }) => {
    const asset = hashedAssets()[0]!;
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expectSecurityHeaders(response, asset);
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(headerValues(missing, 'cache-control')).toHaveLength(1);
    expect(headerValues(missing, 'cache-control')[0]).not.toContain('immutable');
  });

  test('Cloudflare Pages sends the year-long cache on hashed assets and revalidates pages', { tag: '@cloudflare' }, async ({ request }) => {
    for (const asset of hashedAssets()) {
      expect(headerValues(await request.get(asset), 'cache-control'), asset).toEqual([immutableCache]);
    }
    for (const p of ['/', ...routes.flatMap((r) => r.paths)]) {
      expect(headerValues(await fetchOnce(request, p), 'cache-control'), p).toEqual([revalidateCache]);
    }
  });

  // netlify dev's static server puts its own Cache-Control on every file, so the values are read
  // from Netlify's own parser for out/_headers (@netlify/headers-parser, as shipped in netlify-cli):
  // it matches paths case-insensitively with an optional trailing slash and Netlify joins the values
  // of every matching rule, so exactly one rule may set Cache-Control for any address.
  test('Netlify: out/_headers parses without errors and gives every address one Cache-Control rule', { tag: '@netlify' }, async () => {
    const { parseAllHeaders } = (await import(pathToFileURL(headersParser()).href)) as {
      parseAllHeaders: (options: object) => Promise<{ errors: Error[]; headers: { forRegExp: RegExp; values: Record<string, string> }[] }>;
    };
    const { errors, headers } = await parseAllHeaders({ headersFiles: [path.join(root, 'out', '_headers')], configHeaders: [], minimal: false });
    expect(errors).toEqual([]);
    const blocks = readFileSync(path.join(root, 'out', '_headers'), 'utf8').split('\n').filter((l) => l.startsWith('/'));
    expect(headers).toHaveLength(blocks.length);
    const cacheControl = (p: string) =>
      headers.filter((h) => h.forRegExp.test(p)).flatMap((h) => Object.entries(h.values).filter(([k]) => k.toLowerCase() === 'cache-control').map(([, v]) => v));
    const security = (p: string) => headers.filter((h) => h.forRegExp.test(p)).flatMap((h) => Object.keys(h.values));
    // Every pre-rendered spelling, in any letter case and with a trailing slash: one rule, revalidating.
    const pages = ['/', ...routes.flatMap((r) => r.paths.flatMap((p) => (p === '/' ? [] : [...spellings(p), `${p}/`])))];
    for (const p of pages) expect(cacheControl(p), p).toEqual([revalidateCache]);
    for (const asset of hashedAssets()) expect(cacheControl(asset), asset).toEqual([immutableCache]);
    // Addresses no file answers (answered by the function, which sets its own headers): never two rules.
    const others = [...wrongCasings().map((w) => w.path), ...unknownPaths];
    for (const p of others) expect(cacheControl(p).length, p).toBeLessThanOrEqual(1);
    for (const p of [...pages, ...others, ...hashedAssets()]) expect(security(p), p).toContain('Content-Security-Policy');
  });

  test('Netlify: the Cloudflare Pages files and the headers file are not served', { tag: '@netlify' }, async ({ request }) => {
    for (const p of ['/_worker.js', '/_routes.json', '/_headers']) {
      const response = await fetchOnce(request, p);
      expect(response.status(), p).toBe(404);
      expect(await response.text(), p).toContain(notFoundLine);
    }
  });
});

/** Hashed build output the home page loads: scripts, stylesheets and fonts. */
function hashedAssets(): string[] {
  const html = readFileSync(path.join(root, 'out', 'index.html'), 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+)"/g)].map((m) => m[1]!))];
  expect(assets.length).toBeGreaterThan(3);
  return assets;
}

/** Netlify's own _headers parser, from the netlify-cli that scripts/ensure-host-emulators.sh installed. */
function headersParser(): string {
  const dir = process.env.HOST_EMULATORS_DIR;
  if (!dir) throw new Error('HOST_EMULATORS_DIR is not set: run this through `npm run test:hosts`');
  return path.join(dir, 'node_modules', '@netlify', 'headers-parser', 'lib', 'index.js');
}
