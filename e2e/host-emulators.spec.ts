import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  editionUnknownPaths,
  expectSecurityHeaders,
  fetchOnce,
  headerValues,
  hostRoutes,
  immutableCache,
  notFoundLine,
  revalidateCache,
  spellings,
  unknownPaths,
  wrongCasings,
} from './host-table';
import { hashedAssetsIn } from './export-files';

/**
 * What only the hosts' emulators show, started by scripts/check/test-hosts.ts (`npm run test:hosts`):
 * `wrangler pages dev` for Cloudflare Pages (project "cloudflare") and `netlify dev` for Netlify
 * (project "netlify"): the caching and the hosts' own files (docs/product-rules.md#hosts). The
 * routing table every host is held to runs against them in host-routing.spec.ts.
 */
const root = path.join(__dirname, '..');
test.describe('caching', () => {
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
    for (const p of ['/', ...hostRoutes.flatMap((r) => r.paths)]) {
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
    const pages = ['/', ...hostRoutes.flatMap((r) => r.paths.flatMap((p) => (p === '/' ? [] : [...spellings(p), `${p}/`])))];
    for (const p of pages) expect(cacheControl(p), p).toEqual([revalidateCache]);
    for (const asset of hashedAssets()) expect(cacheControl(asset), asset).toEqual([immutableCache]);
    // Addresses no file answers (answered by the function, which sets its own headers): never two rules.
    const others = [...wrongCasings().map((w) => w.path), ...unknownPaths, ...editionUnknownPaths];
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

/** Hashed build output the English and Hindi home pages load: scripts, stylesheets and fonts (the Devanagari face among them). */
function hashedAssets(): string[] {
  const html = ['index.html', 'hi.html'].map((f) => readFileSync(path.join(root, 'out', f), 'utf8')).join('');
  const assets = hashedAssetsIn(html);
  expect(assets.length).toBeGreaterThan(3);
  expect(assets.some((a) => a.startsWith('/fonts/'))).toBe(true);
  return assets;
}

/** Netlify's own _headers parser, from the netlify-cli that scripts/setup/ensure-host-emulators.sh installed. */
function headersParser(): string {
  const dir = process.env.HOST_EMULATORS_DIR;
  if (!dir) throw new Error('HOST_EMULATORS_DIR is not set: run this through `npm run test:hosts`');
  return path.join(dir, 'node_modules', '@netlify', 'headers-parser', 'lib', 'index.js');
}
