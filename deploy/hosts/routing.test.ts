/** @jest-environment node */
import vm from 'node:vm';
import {
  hostRules,
  indexForms,
  notFoundFiles,
  pageForms,
  percentEncoded,
  spellings,
  unknownPaths,
  wrongCasings,
  type Host,
} from '../../e2e/host-addresses';
import { routes } from '../../e2e/content';
import { cloudFrontFunction, cloudFrontTable, spellingTable } from '../../scripts/build/postbuild/hostConfig';
import { cloudflareWorker } from './cloudflareWorker';
import { cloudFrontRoute, type CloudFrontEvent, type CloudFrontRequest, type CloudFrontResponse } from './cloudFrontFunction';
import { config, netlifyFunction } from './netlifyFunction';

/**
 * Each host's routing module (docs/product-rules.md#routes, #hosts) given the route registry's table,
 * in front of a stand-in for what the host serves from files: the export's pages, each a file
 * `<spelling>.html`, and 404.html. Every address comes from the table every host is held to
 * (e2e/host-addresses.ts); what differs between hosts is its `hostRules`.
 */
type Answer = { status: number; location?: string; page?: string; cacheControl?: string };

const pageFiles = new Set(routes.flatMap((r) => r.paths));
const notFoundPage = '<h1>the 404 page</h1>';
/** A stand-in file: the body names the page it is. */
const file = (page: string, status = 200) => new Response(`page ${page}`, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const missing = () => new Response(notFoundPage, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const url = (p: string) => `https://site.example${p}`;

async function answer(response: Response): Promise<Answer> {
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    page: body === notFoundPage ? '404' : body.replace(/^page /, ''),
    cacheControl: response.headers.get('cache-control') ?? undefined,
  };
}

/** Cloudflare Pages: the worker first, then the static assets (a page from its file, /404 is 404.html with 200, else 404.html with 404). */
async function cloudflare(p: string): Promise<Answer> {
  const worker = cloudflareWorker(spellingTable(routes));
  const assets = {
    fetch: async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pageFiles.has(pathname)) return file(pathname);
      return pathname === '/404' ? new Response(notFoundPage, { status: 200, headers: { 'Content-Type': 'text/html' } }) : missing();
    },
  };
  return answer(await worker.fetch(new Request(url(p)), { ASSETS: assets }));
}

/**
 * Netlify: a file first (a page's spelling, with `.html` or a trailing slash; netlify.toml answers
 * /404 and /404.html with status 404), and the function only where no file matches.
 */
async function netlify(p: string): Promise<Answer> {
  const pathname = new URL(url(p)).pathname;
  const asFile = pathname === '/' || /^\/index(\.html)?$/.test(pathname) ? '/' : pathname.replace(/(\.html|\/)$/, '');
  if (pageFiles.has(asFile)) return answer(file(asFile));
  if (pathname === '/404' || pathname === '/404.html') return answer(missing());
  const fallback = netlifyFunction(spellingTable(routes));
  // The function fetches the 404 page from the site, where netlify.toml answers it with status 404.
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (address: string | URL) => {
    fetched.push(String(address));
    return missing();
  }) as typeof fetch;
  try {
    const result = await answer(await fallback(new Request(url(p))));
    for (const f of fetched) expect(f).toBe(url('/404.html'));
    return result;
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** CloudFront: the function first, then the bucket by exact key; a miss is the distribution's error response, 404.html with 404. */
async function cloudfront(p: string, handler = (event: CloudFrontEvent) => cloudFrontRoute(cloudFrontTable(routes), event)): Promise<Answer> {
  const [pathname, search = ''] = p.split('?');
  const querystring = Object.fromEntries([...new URLSearchParams(search)].map(([name, value]) => [name, { value }]));
  const result = handler({ request: { uri: pathname!, querystring } });
  if ('statusCode' in result) return { status: result.statusCode, location: result.headers.location?.value, cacheControl: result.headers['cache-control']?.value };
  const key = (result as CloudFrontRequest).uri;
  const page = key === '/index.html' ? '/' : key.replace(/\.html$/, '');
  return pageFiles.has(page) && key.endsWith('.html') ? answer(file(page)) : answer(missing());
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
    const redirected = routes.flatMap((r) => r.paths.flatMap(spellings).filter((s) => !pageFiles.has(s)).map((s) => ({ path: s, canonical: r.canonical })));
    expect(redirected.length).toBeGreaterThan(routes.length);
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
    for (const p of [...unknownPaths, ...notFoundFiles]) expect({ p, ...(await visit(p)) }).toMatchObject({ p, status: 404, page: '404' });
  });
});

test('Netlify runs the function on every path, only where no file matches', () => {
  expect(config).toEqual({ path: '/*', preferStatic: true });
});

describe('deploy/generated/cloudfront-function.js as the build writes it', () => {
  const script = cloudFrontFunction(routes);
  const handler = vm.runInNewContext(`${script}\nhandler`) as (event: CloudFrontEvent) => CloudFrontRequest | CloudFrontResponse;

  it('is one top-level handler with the table inside: no import or export left', () => {
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toMatch(/^function handler\(event\) \{$/m);
  });

  it('routes as the module does', async () => {
    const addresses = [...pageFiles, ...wrongCasings().map((w) => w.path), ...unknownPaths, ...notFoundFiles, ...indexForms, '/Web-Development/?a=1'];
    for (const p of addresses) expect({ p, ...(await cloudfront(p, handler)) }).toEqual({ p, ...(await cloudfront(p)) });
  });
});
