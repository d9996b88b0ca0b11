#!/usr/bin/env node
// Link check over the whole static export with linkinator: every page of the route registry and
// of sitemap.xml is crawled, and every internal link, image, script, stylesheet, font (from the
// CSS), Open Graph image, structured-data URL, #fragment and the brochure must resolve. The
// site's own absolute URLs (canonical, og:image, JSON-LD) are checked against the local copy.
// External hosts cannot be reached from here: their links, and mailto:, tel: and WhatsApp
// links, are checked for form instead. Zero broken, or the script fails.
//
//   npx tsx scripts/check/check-links.ts
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import serveHandler from 'serve-handler';
import { getContent } from '../../lib/content/load';
import { allPaths } from '../../lib/routes';
import { loadBuildEnv, root } from '../build/postbuild/securityPolicy';

/** The kinds of link that cannot be followed from here, each checked for form. */
type Unfollowed = 'mailto' | 'tel' | 'WhatsApp' | 'external https';

async function main(): Promise<number> {
  const out = path.join(root, 'out');
  if (!existsSync(path.join(out, 'index.html'))) {
    console.error('check-links: out/ is missing: run `npm run build` first.');
    return 1;
  }
  loadBuildEnv();
  const { site } = getContent();

  // The export served as `npm start` serves it (serve uses serve-handler): /services is services.html,
  // folders answer with their index.html, anything else gets 404.html with status 404.
  const server = http.createServer((req, res) => serveHandler(req, res, { public: out, cleanUrls: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const siteOrigin = new URL(site.url).origin;
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const sitemapPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(siteOrigin, local));
  if (sitemapPages.length === 0) throw new Error('sitemap.xml lists no page');
  const start = [...new Set([...allPaths().map((p) => `${local}${p}`), ...sitemapPages, `${local}/404.html`])];

  const isLocal = (url: string) => url.startsWith(`${local}/`) || url === local;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: start,
    recurse: true,
    checkCss: true,
    checkFragments: true,
    // Resolve relative links the way browsers do: /services is a page, not a folder.
    cleanUrls: true,
    concurrency: 20,
    timeout: 10_000,
    // The site's own absolute URLs point at production: check them against this copy.
    urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: local }],
    linksToSkip: async (url: string) => !isLocal(url),
  });
  server.close();

  /** What a link we cannot follow must look like. */
  const wellFormed: Record<Unfollowed, (url: string) => boolean> = {
    mailto: (u) => u === `mailto:${site.email}`,
    tel: (u) => u === `tel:+${site.phoneDigits}` && /^tel:\+\d{8,15}$/.test(u),
    WhatsApp: (u) => u.startsWith('https://wa.me/') && /^https:\/\/wa\.me\/\d{8,15}(\?text=[^#\s]*)?$/.test(u) && u.includes(site.phoneDigits),
    'external https': (u) => {
      try {
        const url = new URL(u);
        return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(u);
      } catch {
        return false;
      }
    },
  };
  const kind = (url: string): Unfollowed =>
    url.startsWith('mailto:') ? 'mailto' : url.startsWith('tel:') ? 'tel' : url.startsWith('https://wa.me/') ? 'WhatsApp' : 'external https';

  // linkinator reads every <meta content> that parses as a URL: "Printing: Brochures | …" is a title.
  const metaText = (url: string) => /^[a-z][a-z0-9+.-]*:\s/i.test(url);

  const unique = new Map<string, LinkResult>();
  for (const link of result.links) {
    if (metaText(link.url)) continue;
    if (!unique.has(link.url) || link.state === LinkState.BROKEN) unique.set(link.url, link);
  }
  const problems: string[] = [];
  const counts: Record<Unfollowed | 'checked', number> = { checked: 0, mailto: 0, tel: 0, WhatsApp: 0, 'external https': 0 };
  for (const link of unique.values()) {
    if (link.state === LinkState.BROKEN) {
      problems.push(`broken (${link.status ?? 'no answer'}): ${link.url.replace(local, '')}  on ${link.parent?.replace(local, '') ?? 'start'}`);
    } else if (link.state === LinkState.OK) {
      counts.checked += 1;
    } else {
      const k = kind(link.url);
      counts[k] += 1;
      if (!wellFormed[k](link.url)) problems.push(`malformed ${k} link: ${link.url}  on ${link.parent?.replace(local, '')}`);
    }
  }
  for (const k of ['mailto', 'tel', 'WhatsApp'] as const) if (counts[k] === 0) problems.push(`no ${k} link found: the check would not notice one breaking`);

  const total = unique.size;
  console.log(
    `check-links: ${total} URLs visited from ${start.length} pages: ${counts.checked} resolved on the export, ` +
      `${counts.mailto} mailto:, ${counts.tel} tel:, ${counts.WhatsApp} WhatsApp and ${counts['external https']} other external links checked for form.`,
  );
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log('check-links: 0 broken.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
