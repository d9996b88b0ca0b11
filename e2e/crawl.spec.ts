import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { site } from './content';
import { out } from './export-files';
import { expect, test } from './fixtures';

/**
 * docs/product-rules.md#routes: everything published can be found. A crawler that starts at the
 * home page and follows the links of the served HTML (without running any script) reaches every
 * URL of sitemap.xml.
 */
test('a crawler starting at the home page reaches every URL of the sitemap by links', async ({ request, baseURL }) => {
  const served = new URL(baseURL!).origin;
  // The site's own origin (NEXT_PUBLIC_SITE_URL) and the test server's are one site here.
  const own = (href: string, base: URL): URL | undefined => {
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return undefined;
    }
    if (url.origin === new URL(site.url).origin) url = new URL(`${url.pathname}${url.search}`, served);
    if (url.origin !== served) return undefined;
    url.hash = '';
    return url;
  };

  const sitemap = parse(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'))
    .querySelectorAll('loc')
    .map((loc) => loc.text.trim());
  expect(sitemap.length, 'sitemap.xml lists pages').toBeGreaterThan(0);

  const reached = new Set<string>();
  const seen = new Set<string>();
  const queue = [new URL('/', served)];
  seen.add(queue[0]!.href);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const response = await request.get(url.href, { maxRedirects: 5 });
    if (!response.ok() || !(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const document = parse(await response.text());
    const canonical = document.querySelector('head link[rel="canonical"]')?.getAttribute('href');
    if (canonical) reached.add(canonical);
    for (const a of document.querySelectorAll('a[href]')) {
      const next = own(a.getAttribute('href')!, url);
      if (next && !seen.has(next.href)) {
        seen.add(next.href);
        queue.push(next);
      }
    }
  }

  const unreached = sitemap.filter((loc) => !reached.has(loc));
  expect(unreached, `sitemap URLs no link leads to (${reached.size} pages reached from /)`).toEqual([]);
});
