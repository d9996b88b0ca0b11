/** @jest-environment node */
import vm from 'node:vm';
import {
  editionNotFoundFiles,
  editionUnknownPaths,
  hostRoutes,
  hostRules,
  indexForms,
  notFoundFiles,
  notFoundLocaleOf,
  pageForms,
  percentEncoded,
  prefixedEditions,
  spellings,
  unknownPaths,
  wrongCasings,
  type Host,
} from '../../e2e/host-addresses';
import { allRoutes } from '../../e2e/content';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { cloudFrontFunction, cloudFrontTable, spellingTable, type HostRoute } from '../../scripts/build/postbuild/hostConfig';
import { cloudflareWorker } from './cloudflareWorker';
import { cloudFrontHandler, type CloudFrontEvent, type CloudFrontRequest, type CloudFrontResponse } from './cloudFrontFunction';
import { config, netlifyFunction } from './netlifyFunction';

/**
 * Each host's routing module (docs/product-rules.md#routes, #hosts, #languages) given the route
 * registry's table, in front of a stand-in for what the host serves from files: the export's pages
 * in every edition, each a file `<spelling>.html`, and each edition's 404 page (404.html,
 * hi/404.html, mr/404.html). Every address comes from the table every host is held to
 * (e2e/host-addresses.ts); what differs between hosts is its `hostRules`.
 */
type Answer = { status: number; location?: string; page?: string; cacheControl?: string };

const table: HostRoute[] = allRoutes.map((r) => ({ canonical: r.canonical, paths: r.paths, ...(r.kind === 'notFound' ? { notFound: true } : {}) }));
const pageFiles = new Set(hostRoutes.flatMap((r) => r.paths));
const prefixOf = (locale: Locale) => prefixedEditions.find((e) => e.locale === locale)?.prefix ?? '';
/** The 404 page files: 404.html and each edition's (/hi/404.html), by the address a host serves them at without `.html`. */
const notFoundPages = new Map<string, Locale>([[`/404`, defaultLocale], ...prefixedEditions.map(({ locale, prefix }) => [`${prefix}/404`, locale] as [string, Locale])]);
const notFoundBody = (locale: Locale) => `<h1>the ${locale} 404 page</h1>`;
const html = { 'Content-Type': 'text/html; charset=utf-8' };
/** A stand-in file: the body names the page it is. */
const file = (page: string, status = 200) => new Response(`page ${page}`, { status, headers: html });
const missing = (locale: Locale = defaultLocale) => new Response(notFoundBody(locale), { status: 404, headers: html });
const url = (p: string) => `https://site.example${p}`;

async function answer(response: Response): Promise<Answer> {
  const body = await response.text();
  const notFound = /^<h1>the (\w+) 404 page<\/h1>$/.exec(body);
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    page: notFound ? `404 ${notFound[1]}` : body.replace(/^page /, ''),
    cacheControl: response.headers.get('cache-control') ?? undefined,
  };
}

/**
 * Cloudflare Pages: the worker first, then the static assets: a page from its file, a 404 page at
 * its address without `.html` with status 200, else the nearest 404.html up the folders, in their
 * letter case, with status 404.
 */
async function cloudflare(p: string): Promise<Answer> {
  const worker = cloudflareWorker(spellingTable(table));
  const assets = {
    fetch: async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pageFiles.has(pathname)) return file(pathname);
      const page = notFoundPages.get(pathname);
      if (page) return new Response(notFoundBody(page), { status: 200, headers: html });
      const nearest = prefixedEditions.find(({ prefix }) => pathname.startsWith(`${prefix}/`));
      return missing(nearest?.locale);
    },
  };
  return answer(await worker.fetch(new Request(url(p)), { ASSETS: assets }));
}

/**
 * Netlify: a file first (a page's spelling, with `.html` or a trailing slash; netlify.toml answers
 * each 404 page's own file, /404 and /404.html, /hi/404 and /hi/404.html, with status 404), and the
 * function only where no file matches.
 */
async function netlify(p: string): Promise<Answer> {
  const pathname = new URL(url(p)).pathname;
  const asFile = pathname === '/' || /^\/index(\.html)?$/.test(pathname) ? '/' : pathname.replace(/(\.html|\/)$/, '');
  if (pageFiles.has(asFile)) return answer(file(asFile));
  const ownFile = notFoundPages.get(pathname.replace(/\.html$/, ''));
  if (ownFile) return answer(missing(ownFile));
  const fallback = netlifyFunction(spellingTable(table));
  // The function fetches its edition's 404 page from the site, where netlify.toml answers it with status 404.
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (address: string | URL) => {
    fetched.push(String(address));
    const locale = notFoundPages.get(new URL(address).pathname.replace(/\.html$/, ''));
    if (!locale || !String(address).endsWith('.html')) throw new Error(`the function fetched ${String(address)}, not a 404 page's file`);
    return missing(locale);
  }) as typeof fetch;
  try {
    return await answer(await fallback(new Request(url(p))));
  } finally {
    globalThis.fetch = realFetch;
  }
}

/**
 * CloudFront: the function on the viewer request, then the bucket by exact key (a miss is the
 * distribution's error response, 404.html with 404), then the function on the viewer response.
 */
async function cloudfront(p: string, handler = (event: CloudFrontEvent) => cloudFrontHandler(cloudFrontTable(table), event)): Promise<Answer> {
  const [pathname, search = ''] = p.split('?');
  const querystring = Object.fromEntries([...new URLSearchParams(search)].map(([name, value]) => [name, { value }]));
  const result = handler({ context: { eventType: 'viewer-request' }, request: { uri: pathname!, querystring } });
  if ('statusCode' in result) return { status: result.statusCode, location: result.headers.location?.value, cacheControl: result.headers['cache-control']?.value };
  const key = (result as CloudFrontRequest).uri;
  const page = key === '/index.html' ? '/' : key.replace(/\.html$/, '');
  const notFoundPage = notFoundPages.get(page);
  if (!key.endsWith('.html') || (!pageFiles.has(page) && !notFoundPage)) return answer(missing());
  // The viewer response, given the address as the viewer sent it or as routed (which one CloudFront
  // passes is not documented): the same status either way.
  const respond = (uri: string) =>
    (handler({ context: { eventType: 'viewer-response' }, request: { uri, querystring }, response: { statusCode: 200, headers: {} } }) as CloudFrontResponse).statusCode;
  const status = respond(key);
  expect({ p, status: respond(pathname!) }).toEqual({ p, status });
  return answer(notFoundPage ? new Response(notFoundBody(notFoundPage), { status, headers: html }) : file(page, status));
}

const hosts: [Host, (p: string) => Promise<Answer>][] = [
  ['cloudflare', cloudflare],
  ['netlify', netlify],
  ['cloudfront', (p) => cloudfront(p)],
];

describe.each(hosts)('%s routing (deploy/hosts/)', (host, visit) => {
  const rules = hostRules[host];

  it('serves every pre-rendered spelling of every page as it is', async () => {
    for (const p of pageFiles) expect({ p, ...(await visit(p)) }).toMatchObject({ p, status: 200, page: p });
  });

  it('answers every other spelling of a known page with one 301 to its canonical path, the query kept', async () => {
    const redirected = hostRoutes.flatMap((r) => r.paths.flatMap(spellings).filter((s) => !pageFiles.has(s)).map((s) => ({ path: s, canonical: r.canonical })));
    expect(redirected.length).toBeGreaterThan(hostRoutes.length);
    for (const { path: p, canonical } of [...redirected, ...wrongCasings(), ...percentEncoded()]) {
      expect({ p, ...(await visit(`${p}?utm_source=mail&n=1`)) }).toMatchObject({ p, status: 301, location: `${canonical}?utm_source=mail&n=1`, cacheControl: 'public, max-age=0, must-revalidate' });
      // One redirect: its target is served as it is.
      expect(await visit(canonical)).toMatchObject({ status: 200, page: canonical });
    }
  });

  it(`gives the .html and trailing-slash forms of a page the host's answer (${rules.note})`, async () => {
    for (const { path: p, canonical, form } of pageForms(host)) {
      const page = p.replace(/(\.html|\/)$/, '');
      expect({ p, ...(await visit(p)) }).toMatchObject(form === 'redirect' ? { p, status: 301, location: canonical } : { p, status: 200, page });
    }
  });

  it('answers /index and /index.html with the home page or one 301 to it', async () => {
    for (const p of indexForms) expect({ p, ...(await visit(p)) }).toMatchObject(rules.index === 'redirect' ? { p, status: 301, location: '/' } : { p, status: 200, page: '/' });
  });

  it('gives unknown addresses and the 404 page\'s own files the 404 page with status 404', async () => {
    for (const p of [...unknownPaths, ...notFoundFiles]) expect({ p, ...(await visit(p)) }).toMatchObject({ p, status: 404, page: `404 ${defaultLocale}` });
  });

  it(`gives unknown addresses under an edition's prefix its own 404 page with status 404 (sections: ${rules.sectionMiss}'s)`, async () => {
    for (const p of editionUnknownPaths) expect({ p, ...(await visit(p)) }).toMatchObject({ p, status: 404, page: `404 ${notFoundLocaleOf(p, host)}` });
    expect(editionUnknownPaths.filter((p) => notFoundLocaleOf(p, host) !== defaultLocale).length).toBeGreaterThan(prefixedEditions.length * 3);
  });

  it("answers an edition's 404 page's own file, in any spelling, with that page and status 404", async () => {
    for (const { path: p, locale } of editionNotFoundFiles) expect({ p, ...(await visit(p)) }).toMatchObject({ p, status: 404, page: `404 ${locale}` });
  });
});

test('the editions served are the route registry\'s, each with its 404 page', () => {
  expect(prefixedEditions.map(({ locale }) => prefixOf(locale))).toEqual(spellingTable(table).editions);
  expect(cloudFrontTable(table).editions).toEqual(spellingTable(table).editions);
});

test('Netlify runs the function on every path, only where no file matches', () => {
  expect(config).toEqual({ path: '/*', preferStatic: true });
});

describe('deploy/generated/cloudfront-function.js as the build writes it', () => {
  const script = cloudFrontFunction(table);
  const handler = vm.runInNewContext(`${script}\nhandler`) as (event: CloudFrontEvent) => CloudFrontRequest | CloudFrontResponse;

  it('is one top-level handler with the table inside: no import or export left', () => {
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toMatch(/^function handler\(event\) \{$/m);
  });

  it('routes as the module does', async () => {
    const addresses = [
      ...pageFiles,
      ...wrongCasings().map((w) => w.path),
      ...unknownPaths,
      ...notFoundFiles,
      ...editionUnknownPaths,
      ...editionNotFoundFiles.map((f) => f.path),
      ...indexForms,
      '/Web-Development/?a=1',
    ];
    for (const p of addresses) expect({ p, ...(await cloudfront(p, handler)) }).toEqual({ p, ...(await cloudfront(p)) });
  });
});
