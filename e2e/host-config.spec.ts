import { createHash } from 'node:crypto';
import { editionNotFoundFiles, feed, hostPaths, hostRoutes, indexForms, notFoundFiles, percentEncoded, prefixedEditions, uploads } from './host-table';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import { pageFiles } from './export-files';

/**
 * The host configurations that the build writes from the route registry (scripts/build/postbuild/hostConfig.ts)
 * and the per-page Content-Security-Policy (scripts/build/postbuild/transforms/csp.ts), checked as files. nginx is proved
 * on a running server in nginx.spec.ts, Cloudflare Pages and Netlify in their own emulators by
 * `npm run test:hosts` (host-emulators.spec.ts); CloudFront cannot run here. These checks hold
 * each file to its host's documented rules without any emulator.
 */
const root = path.join(__dirname, '..');
const out = path.join(root, 'out');
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');


type Handler = (request: Request) => Promise<Response>;
const staticAnswer = new Response('static', { status: 200 });

/** out/_worker.js as Cloudflare Pages runs it, with a stand-in for the static assets. */
async function cloudflareWorker(): Promise<Handler> {
  // The file is an ES module named .js: import a copy named .mjs.
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'worker-')), 'worker.mjs');
  writeFileSync(copy, read('out', '_worker.js'));
  const worker = (await import(pathToFileURL(copy).href)) as { default: { fetch: (r: Request, env: object) => Promise<Response> } };
  return (request) => worker.default.fetch(request, { ASSETS: { fetch: async () => staticAnswer.clone() } });
}

/** deploy/generated/netlify-functions/page-fallback.mjs as Netlify runs it where no file matches. */
async function netlifyFunction(): Promise<Handler> {
  const fn = (await import(pathToFileURL(path.join(root, 'deploy', 'generated', 'netlify-functions', 'page-fallback.mjs')).href)) as {
    default: Handler;
    config: { path: string; preferStatic: boolean };
  };
  expect(fn.config).toEqual({ path: '/*', preferStatic: true });
  return fn.default;
}

/** Every other spelling of a known page, with its canonical page: UPPER, .html, trailing slash. */
const allPaths = hostPaths;
const otherSpellings = hostRoutes
  .filter((r) => r.canonical !== '/')
  .flatMap((r) => r.paths.flatMap((p) => [p.toUpperCase(), `${p}/`, `${p.toLowerCase()}.html`, `${p.toUpperCase()}.HTML`].map((s) => ({ s, canonical: r.canonical }))))
  .filter(({ s }) => !allPaths().includes(s));
/** Each edition's 404 page's own file, by its address (/hi/404), with its file in out/. */
const editionNotFoundPages = prefixedEditions.map(({ locale, prefix }) => ({ locale, path: `${prefix}/404`, file: `${prefix.slice(1)}/404.html` }));

const securityHeaderNames = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];

test.describe('Cloudflare Pages and Netlify: other spellings are routed in code (docs/product-rules.md#hosts)', () => {
  test('no _redirects file: the rules live in out/_worker.js and the Netlify function', () => {
    expect(existsSync(path.join(out, '_redirects'))).toBe(false);
  });

  for (const [host, load] of [
    ['out/_worker.js (Cloudflare Pages)', cloudflareWorker],
    ['deploy/generated/netlify-functions/page-fallback.mjs (Netlify)', netlifyFunction],
  ] as const) {
    test(`${host}: any other spelling gets one 301 to the canonical page, with the query and the headers`, async () => {
      const handle = await load();
      expect(otherSpellings.length).toBeGreaterThan(50);
      for (const { s, canonical } of [...otherSpellings, { s: '/Web-Development', canonical: '/web-development' }]) {
        const response = await handle(new Request(`https://site.example${s}?utm_source=mail&a=1`));
        expect(response.status, s).toBe(301);
        expect(response.headers.get('location'), s).toBe(`${canonical}?utm_source=mail&a=1`);
        for (const name of securityHeaderNames) expect(response.headers.get(name), `${name} on ${s}`).toBeTruthy();
        expect(response.headers.get('cache-control'), s).toBe('public, max-age=0, must-revalidate');
      }
    });
  }

  test('out/_worker.js hands every pre-rendered spelling, asset and unknown path to the static assets', async () => {
    const handle = await cloudflareWorker();
    for (const p of [...allPaths(), '/_next/static/chunks/app.js', '/art/hero.svg', '/no-such-page', '/services/no-such-page']) {
      expect(await (await handle(new Request(`https://site.example${p}`))).text(), p).toBe('static');
    }
  });

  test('out/_worker.js answers each edition\'s 404 page\'s own file with that page and status 404, and an unknown address under the prefix in another letter case too', async () => {
    const asked: string[] = [];
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'worker-')), 'worker.mjs');
    writeFileSync(copy, read('out', '_worker.js'));
    const worker = (await import(pathToFileURL(copy).href)) as { default: { fetch: (r: Request, env: object) => Promise<Response> } };
    // The assets as Cloudflare Pages serves them: a 404 page at its address with status 200, anything unknown with 404.
    const assets = {
      fetch: async (request: Request) => {
        const { pathname } = new URL(request.url);
        asked.push(pathname);
        const page = editionNotFoundPages.find((e) => e.path === pathname);
        return page ? new Response(`the ${page.locale} 404 page`, { status: 200, headers: { 'Content-Type': 'text/html' } }) : new Response('English 404', { status: 404, headers: { 'Content-Type': 'text/html' } });
      },
    };
    for (const { path: p, locale } of [...editionNotFoundFiles, ...prefixedEditions.map(({ locale, prefix }) => ({ path: `${prefix.toUpperCase()}/no-such-page`, locale }))]) {
      const response = await worker.default.fetch(new Request(`https://site.example${p}`), { ASSETS: assets });
      expect([response.status, await response.text()], p).toEqual([404, `the ${locale} 404 page`]);
    }
    expect(asked.length).toBeGreaterThan(editionNotFoundFiles.length);
  });

  test('out/_routes.json sends pages to the worker and folders without pages straight to the assets', () => {
    const config = JSON.parse(read('out', '_routes.json')) as { version: number; include: string[]; exclude: string[] };
    expect(config.version).toBe(1);
    expect(config.include).toEqual(['/*']);
    expect(config.exclude).toEqual(expect.arrayContaining(['/_next/*', '/art/*']));
    const pageFolders = new Set(allPaths().map((p) => `/${p.split('/')[1]!.toLowerCase()}/*`));
    for (const rule of config.exclude) expect(pageFolders.has(rule.toLowerCase()), rule).toBe(false);
    // Cloudflare Pages allows at most 100 include and exclude rules together.
    expect(config.include.length + config.exclude.length).toBeLessThanOrEqual(100);
  });
});

test.describe('every host config: the 404 page\'s own files, encoded letters, the home page\'s file names (docs/product-rules.md#hosts)', () => {
  const notFoundFile = notFoundFiles.filter((p) => p.startsWith('/404'));

  test('Next\'s second copy of the 404 page is not in the export', () => {
    expect(existsSync(path.join(out, '_not-found.html'))).toBe(false);
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });

  test('out/_worker.js: the 404 page\'s file answers 404 at every spelling; encoded letters and /index get one 301', async () => {
    const handle = await cloudflareWorker();
    for (const p of notFoundFile) {
      const response = await handle(new Request(`https://site.example${p}`));
      expect(response.status, p).toBe(404);
      expect(response.headers.get('cache-control'), p).toBe('public, max-age=0, must-revalidate');
    }
    for (const { path: p, canonical } of percentEncoded()) {
      const response = await handle(new Request(`https://site.example${p}?a=1`));
      expect([response.status, response.headers.get('location')], p).toEqual([301, `${canonical}?a=1`]);
    }
    for (const p of indexForms) {
      const response = await handle(new Request(`https://site.example${p}`));
      expect([response.status, response.headers.get('location'), response.headers.get('cache-control')], p).toEqual([301, '/', 'public, max-age=0, must-revalidate']);
    }
  });

  test('the Netlify function: encoded letters get one 301; another spelling of the 404 page\'s file gets the 404 page with 404', async () => {
    const handle = await netlifyFunction();
    for (const { path: p, canonical } of percentEncoded()) {
      const response = await handle(new Request(`https://site.example${p}`));
      expect([response.status, response.headers.get('location')], p).toEqual([301, canonical]);
    }
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL) => {
      fetched.push(String(url));
      return new Response('<h1>404 page</h1>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }) as typeof fetch;
    try {
      const response = await handle(new Request('https://site.example/404.HTML'));
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<h1>404 page</h1>');
      expect(fetched).toEqual(['https://site.example/404.html']);
    } finally {
      globalThis.fetch = realFetch;
    }
    // netlify.toml answers the files themselves with status 404, before any function: English's and
    // every edition's of the route registry (docs/product-rules.md#languages).
    const toml = read('netlify.toml');
    for (const page of ['/404', ...editionNotFoundPages.map((e) => e.path)]) {
      for (const p of [page, `${page}.html`]) expect(toml, p).toContain(`from = "${p}"\n  to = "${page}.html"\n  status = 404\n  force = true`);
    }
  });

  test('the CloudFront function: the 404 page\'s file is a key the bucket never holds; encoded letters and /index get one 301', () => {
    const handler = vm.runInNewContext(`${read('deploy', 'generated', 'cloudfront-function.js')}\nhandler`) as (event: object) => { uri?: string; statusCode?: number; headers?: Record<string, { value: string }> };
    const run = (uri: string) => handler({ request: { uri, querystring: {} } });
    for (const p of notFoundFile) {
      const key = run(p).uri!;
      expect(existsSync(path.join(out, key.slice(1))), `${p} -> ${key}`).toBe(false);
    }
    // An edition's: its 404 page's file, which the same function's viewer response answers with 404.
    for (const { path: p, locale } of editionNotFoundFiles) {
      const key = run(p).uri!;
      expect(key, p).toBe(`/${editionNotFoundPages.find((e) => e.locale === locale)!.file}`);
      expect(existsSync(path.join(out, key.slice(1))), `${p} -> ${key}`).toBe(true);
      const response = handler({ context: { eventType: 'viewer-response' }, request: { uri: p, querystring: {} }, response: { statusCode: 200, headers: {} } });
      expect(response.statusCode, p).toBe(404);
    }
    for (const { path: p, canonical } of percentEncoded()) expect(run(p), p).toMatchObject({ statusCode: 301, headers: { location: { value: canonical } } });
    for (const p of indexForms) {
      expect(run(p), p).toMatchObject({ statusCode: 301, headers: { location: { value: '/' }, 'cache-control': { value: 'public, max-age=0, must-revalidate' } } });
    }
  });

  test('out/_headers: uploads get a restrictive second policy, the feed its own type', () => {
    const headers = read('out', '_headers');
    expect(headers).toContain(`${uploads.folder}*\n  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox\n`);
    expect(headers).toMatch(new RegExp(`\\n${feed.path.replace('.', '\\.')}\\n  Content-Type: application/atom\\+xml; charset=utf-8\\n`));
  });
});

test.describe('out/_headers (Netlify, Cloudflare Pages)', () => {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of read('out', '_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      expect(blocks.has(line), `${line} listed twice`).toBe(false);
      blocks.set(line, (current = new Map()));
    } else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      current!.set(name!, value!);
    }
  }

  test('sends the security headers everywhere, and Cache-Control never from two matching rules', () => {
    const all = blocks.get('/*')!;
    expect(all.get('Content-Security-Policy')).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' mailto:");
    expect(all.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(all.get('X-Content-Type-Options')).toBe('nosniff');
    expect(all.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(all.get('Permissions-Policy')).toContain('camera=()');
    // Both hosts join a header that two matching rules set, so /* must not set Cache-Control.
    expect(all.has('Cache-Control')).toBe(false);
  });

  test('caches hashed assets for a year and makes every page revalidate', () => {
    expect(blocks.get('/_next/static/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(blocks.get('/fonts/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // One rule per page, under its lower-case path: Netlify matches rule paths in any letter case
    // and with a trailing slash, so /Services and /services each get exactly one Cache-Control.
    // Pages under a section (/blog/..., /work/...) share its one rule, which Netlify also matches
    // for every address starting with the section's name (docs/product-rules.md#hosts).
    const sectionRules = [...blocks.keys()].filter((k) => /^\/[^/*]+\/\*$/.test(k) && k !== '/_next/static/*' && k !== '/fonts/*' && !k.startsWith('/admin') && !k.startsWith('/art'));
    const ruleFor = (p: string) => blocks.get(p.toLowerCase()) ?? blocks.get(sectionRules.find((r) => p.toLowerCase().startsWith(r.slice(0, -2))) ?? '');
    for (const p of [...allPaths(), '/404.html', ...editionNotFoundPages.map((e) => `/${e.file}`)]) {
      expect(ruleFor(p)?.get('Cache-Control'), p).toBe('public, max-age=0, must-revalidate');
    }
    // Each edition's pages, spelled in lower case only, share one rule: the file stays within the limit in every edition.
    for (const { prefix } of prefixedEditions) expect(blocks.get(`${prefix}/*`)?.get('Cache-Control'), prefix).toBe('public, max-age=0, must-revalidate');
    for (const r of sectionRules) expect(allPaths().some((p) => p.startsWith(r.slice(0, -1))), `${r} holds pages`).toBe(true);
    const lowerCaseRules = [...blocks.keys()].map((k) => k.toLowerCase().replace(/\/$/, ''));
    expect(new Set(lowerCaseRules).size, 'two rules differ only in letter case or a trailing slash').toBe(lowerCaseRules.length);
    // Cloudflare Pages reads at most 100 rules.
    expect(blocks.size).toBeLessThanOrEqual(100);
  });
});

test.describe('deploy/generated/cloudfront-function.js (S3 + CloudFront)', () => {
  type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
  type Answer = Request | { statusCode: number; headers: { location: { value: string } } };
  const handler = vm.runInNewContext(`${read('deploy', 'generated', 'cloudfront-function.js')}\nhandler`) as (event: object) => Answer;
  const run = (uri: string, querystring: Request['querystring'] = {}) => handler({ request: { uri, querystring } });

  test('serves every pre-rendered spelling of every edition from its file', () => {
    expect(allPaths().filter((p) => prefixedEditions.some((e) => p.startsWith(`${e.prefix}/`))).length).toBeGreaterThan(40);
    expect(run('/')).toMatchObject({ uri: '/index.html' });
    for (const p of allPaths().filter((x) => x !== '/')) {
      expect(run(p), p).toMatchObject({ uri: `${p}.html` });
      expect(existsSync(path.join(out, `${p.slice(1)}.html`)), p).toBe(true);
    }
  });

  test('sends any other spelling of a known page to its canonical page, with the query', () => {
    for (const route of hostRoutes.filter((r) => r.canonical !== '/')) {
      for (const p of route.paths) {
        for (const spelling of [p.toUpperCase(), `${p}/`, `${p.toLowerCase()}.html`]) {
          if (route.paths.includes(spelling)) continue;
          expect(run(spelling), spelling).toMatchObject({ statusCode: 301, headers: { location: { value: route.canonical } } });
        }
      }
    }
    expect(run('/Web-Development', { utm_source: { value: 'mail' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/web-development?utm_source=mail' } },
    });
  });

  test('the uploads behaviour\'s response headers policy joins the uploads policy to the site-wide one', () => {
    const policy = (file: string) => JSON.parse(read('deploy', 'generated', file)) as { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: string } } };
    const site = policy('cloudfront-headers.json').SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const forUploads = policy('cloudfront-headers-uploads.json').SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(forUploads.startsWith(`${site}, `)).toBe(true);
    expect(forUploads).toMatch(uploads.policy);
  });

  test('fits CloudFront Functions: at most 10 KB of code', () => {
    expect(Buffer.byteLength(read('deploy', 'generated', 'cloudfront-function.js'))).toBeLessThanOrEqual(10 * 1024);
  });

  test('passes assets through and looks unknown pages up as .html (the 404 page then answers)', () => {
    expect(run('/_next/static/chunks/app.js')).toMatchObject({ uri: '/_next/static/chunks/app.js' });
    expect(run('/art/hero.svg')).toMatchObject({ uri: '/art/hero.svg' });
    expect(run('/no-such-page')).toMatchObject({ uri: '/no-such-page.html' });
    for (const { prefix } of prefixedEditions) expect(run(`${prefix}/feed.xml`)).toMatchObject({ uri: `${prefix}/feed.xml` });
  });

  test("sends an edition's unknown address to that edition's 404 page, answered 404 by its viewer response", () => {
    for (const { prefix, file } of editionNotFoundPages.map((e) => ({ ...e, prefix: e.path.replace(/\/404$/, '') }))) {
      for (const p of [`${prefix}/no-such-page`, `${prefix.toUpperCase()}/No-Such-Page.html`]) {
        expect(run(p), p).toMatchObject({ uri: `/${file}` });
        const response = handler({ context: { eventType: 'viewer-response' }, request: { uri: p, querystring: {} }, response: { statusCode: 200, headers: {} } }) as { statusCode: number };
        expect(response.statusCode, p).toBe(404);
      }
      const page = handler({ context: { eventType: 'viewer-response' }, request: { uri: `${prefix}/services`, querystring: {} }, response: { statusCode: 200, headers: {} } }) as { statusCode: number };
      expect(page.statusCode, `${prefix}/services`).toBe(200);
    }
  });
});

test.describe('the Content-Security-Policy in every page of every edition (scripts/build/postbuild/transforms/csp.ts)', () => {
  const pages = pageFiles().map((file) => path.relative(out, file));
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  test('comes first in <head> and allows exactly the page’s own inline scripts', () => {
    expect(pages.length).toBeGreaterThanOrEqual(allPaths().length);
    // Every Hindi and Marathi page is among them (docs/product-rules.md#languages).
    for (const { prefix } of prefixedEditions) {
      const edition = allPaths().filter((p) => p === prefix || p.startsWith(`${prefix}/`));
      expect(edition.length, prefix).toBeGreaterThan(20);
      for (const p of edition) expect(pages, p).toContain(`${p.slice(1)}.html`);
    }
    for (const file of pages) {
      const html = readFileSync(path.join(out, file), 'utf8');
      const meta = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(meta, file).not.toBeNull();
      const policy = meta![1]!.replace(/&quot;/g, '"');
      expect(policy, file).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attrs, body]) => body && !/type="application\/ld\+json"/.test(attrs!))
        .map(([, , body]) => sha256(body!));
      expect(inline.length, file).toBeGreaterThan(0);
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort(), file).toEqual([...new Set(inline)].sort());
    }
  });

  test('every edition’s 404 page is noindex, outside the sitemap, and its inline redirect is allowed: its hash is in the policy', () => {
    const sitemap = read('out', 'sitemap.xml');
    for (const file of ['404.html', ...editionNotFoundPages.map((e) => e.file)]) {
      const html = readFileSync(path.join(out, file), 'utf8');
      expect(html, file).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(html, file).not.toMatch(/<link rel="(canonical|alternate)" hrefLang=/);
      expect(sitemap, file).not.toContain(`/${file.replace(/\.html$/, '')}<`);
      const redirect = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('location.replace'));
      expect(redirect, file).toBeDefined();
      expect(html, file).toContain(sha256(redirect!));
      // The redirect knows every edition's pages (/HI/Services goes to /hi/services), not the 404 pages themselves.
      for (const { prefix } of prefixedEditions) expect(redirect, file).toContain(`"${prefix}/services":"${prefix}/services"`);
      expect(redirect, file).not.toMatch(/"\/(\w+\/)?404"/);
    }
  });
});
