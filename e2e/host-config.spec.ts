import { createHash } from 'node:crypto';
import { allPaths, routes } from './content';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';

/**
 * The host configurations that the build writes from the route registry (scripts/host-config.mjs)
 * and the per-page Content-Security-Policy (scripts/csp.mjs), checked as files. nginx is proved
 * on a running server in nginx.spec.ts; Netlify, Cloudflare Pages and CloudFront cannot run
 * here, so their files are checked against each host's documented rules.
 */
const root = path.join(__dirname, '..');
const out = path.join(root, 'out');
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');

const canonicalOfPath = new Map(routes.flatMap((r) => r.paths.map((p) => [p.toLowerCase(), r.canonical] as const)));
const isPageFile = (p: string) => existsSync(path.join(out, `${p.slice(1)}.html`)) || existsSync(path.join(out, p.slice(1)));

test.describe('out/_redirects (Netlify, Cloudflare Pages)', () => {
  const lines = read('out', '_redirects')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const rules = lines.map((l) => l.split(/\s+/));

  test('sends the spellings no file answers to the canonical page, and unknown paths to 404.html', () => {
    expect(rules.at(-1)).toEqual(['/*', '/404.html', '404']);
    const spellings = rules.slice(0, -1);
    expect(spellings.map((r) => r[0])).toEqual(expect.arrayContaining(['/SERVICES', '/Web-Development', '/GETQUOTE']));
    for (const [from, to, status, ...rest] of spellings) {
      expect(rest).toEqual([]);
      expect(status, from).toBe('301');
      // Cloudflare Pages applies a rule even where a file exists: a page's own spelling would loop.
      expect(isPageFile(from!), `${from} is a page file`).toBe(false);
      expect(to, from).toBe(canonicalOfPath.get(from!.toLowerCase()));
      expect(isPageFile(to!), to).toBe(true);
    }
    expect(new Set(spellings.map((r) => r[0])).size).toBe(spellings.length);
  });

  test('fits Cloudflare Pages: static rules first, at most 2,000, lines under 1,000 characters', () => {
    const firstDynamic = rules.findIndex(([from]) => /[*:]/.test(from!));
    expect(firstDynamic).toBe(rules.length - 1);
    expect(firstDynamic).toBeLessThanOrEqual(2000);
    for (const line of lines) expect(line.length).toBeLessThan(1000);
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
    for (const p of [...allPaths(), '/404.html']) {
      expect(blocks.get(p)?.get('Cache-Control'), p).toBe('public, max-age=0, must-revalidate');
    }
    // Cloudflare Pages reads at most 100 rules.
    expect(blocks.size).toBeLessThanOrEqual(100);
  });
});

test.describe('deploy/cloudfront-function.js (S3 + CloudFront)', () => {
  type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
  type Answer = Request | { statusCode: number; headers: { location: { value: string } } };
  const handler = vm.runInNewContext(`${read('deploy', 'cloudfront-function.js')}\nhandler`) as (event: { request: Request }) => Answer;
  const run = (uri: string, querystring: Request['querystring'] = {}) => handler({ request: { uri, querystring } });

  test('serves every pre-rendered spelling from its file', () => {
    expect(run('/')).toMatchObject({ uri: '/index.html' });
    for (const p of allPaths().filter((x) => x !== '/')) {
      expect(run(p), p).toMatchObject({ uri: `${p}.html` });
      expect(existsSync(path.join(out, `${p.slice(1)}.html`)), p).toBe(true);
    }
  });

  test('sends any other spelling of a known page to its canonical page, with the query', () => {
    for (const route of routes.filter((r) => r.canonical !== '/')) {
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

  test('fits CloudFront Functions: at most 10 KB of code', () => {
    expect(Buffer.byteLength(read('deploy', 'cloudfront-function.js'))).toBeLessThanOrEqual(10 * 1024);
  });

  test('passes assets through and looks unknown pages up as .html (the 404 page then answers)', () => {
    expect(run('/_next/static/chunks/app.js')).toMatchObject({ uri: '/_next/static/chunks/app.js' });
    expect(run('/art/hero.svg')).toMatchObject({ uri: '/art/hero.svg' });
    expect(run('/no-such-page')).toMatchObject({ uri: '/no-such-page.html' });
  });
});

test.describe('the Content-Security-Policy in every page (scripts/csp.mjs)', () => {
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  test('comes first in <head> and allows exactly the page’s own inline scripts', () => {
    expect(pages.length).toBeGreaterThan(allPaths().length);
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

  test('the 404 page’s inline redirect is allowed: its hash is in the policy', () => {
    const html = readFileSync(path.join(out, '404.html'), 'utf8');
    const redirect = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('location.replace'));
    expect(redirect).toBeDefined();
    expect(html).toContain(sha256(redirect!));
  });
});
