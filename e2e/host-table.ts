import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { canonicalHref, canonicalIn, feed, hostRules, indexForms, notFoundFiles, notFoundLine, percentEncoded, revalidateCache, uploads, type Host } from './host-addresses';

/**
 * The Playwright checks of the table every host is held to (host-addresses.ts, docs/product-rules.md#routes,
 * #hosts), run against nginx (nginx.spec.ts) and the emulators of Cloudflare Pages and Netlify
 * (host-emulators.spec.ts, `npm run test:hosts`).
 */
export * from './host-addresses';

const headerExpectations: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'.*base-uri 'self'.*object-src 'none'.*form-action 'self' mailto:/,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
};

/** Every value a response sends under one header name (a joined or repeated header shows here). */
export const headerValues = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === name)
    .map((h) => h.value);

/** The seven security headers, each sent exactly once, and exactly one Cache-Control. */
export function expectSecurityHeaders(response: APIResponse, what: string) {
  for (const [name, pattern] of Object.entries(headerExpectations)) {
    const values = headerValues(response, name);
    expect(values, `${name} on ${what}`).toHaveLength(1);
    expect(values[0], `${name} on ${what}`).toMatch(pattern);
  }
  expect(headerValues(response, 'cache-control'), `Cache-Control on ${what}`).toHaveLength(1);
}

/** One request, no redirect followed. */
export const fetchOnce = (request: APIRequestContext, p: string) => request.get(p, { maxRedirects: 0 });

/** The 404 page's own files answer 404 with the 404 page and the headers, at every spelling. */
export async function expectNotFoundFiles(request: APIRequestContext) {
  for (const p of notFoundFiles) {
    const response = await fetchOnce(request, p);
    expect(response.status(), p).toBe(404);
    expect(await response.text(), p).toContain(notFoundLine);
    expectSecurityHeaders(response, p);
  }
}

/** An encoded letter gets the same one 301 as the letter, query string kept. */
export async function expectPercentEncoded(request: APIRequestContext) {
  for (const { path: p, canonical } of percentEncoded()) {
    const response = await fetchOnce(request, `${p}?utm_source=encoded`);
    expect(response.status(), p).toBe(301);
    expect(response.headers().location, p).toBe(`${canonical}?utm_source=encoded`);
    expectSecurityHeaders(response, p);
  }
}

/** /index and /index.html: one 301 to / with one Cache-Control, or the home page itself where the host serves files first. */
export async function expectIndexForms(request: APIRequestContext, host: Host) {
  for (const p of indexForms) {
    const response = await fetchOnce(request, p);
    expectSecurityHeaders(response, p);
    if (hostRules[host].index === 'redirect') {
      expect(response.status(), p).toBe(301);
      expect(response.headers().location, p).toBe('/');
      expect(headerValues(response, 'cache-control'), p).toEqual([revalidateCache]);
    } else {
      expect(response.status(), p).toBe(200);
      expect(canonicalIn(await response.text()), p).toBe(canonicalHref('/'));
    }
  }
}

/** The feed as application/atom+xml where the host lets the build say so. */
export async function expectFeedType(request: APIRequestContext, host: Host) {
  const response = await fetchOnce(request, feed.path);
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response, feed.path);
  expect(headerValues(response, 'content-type')).toHaveLength(1);
  if (hostRules[host].feedType) expect(response.headers()['content-type']).toMatch(feed.type);
}

/** An uploaded file (put in out/ by the caller) carries the restrictive policy and nosniff. */
export async function expectUploadPolicy(request: APIRequestContext, file: string) {
  const response = await fetchOnce(request, `${uploads.folder}${file}`);
  expect(response.status(), file).toBe(200);
  expect(headerValues(response, 'content-security-policy').join(', '), file).toMatch(uploads.policy);
  expect(headerValues(response, 'x-content-type-options'), file).toEqual(['nosniff']);
}
