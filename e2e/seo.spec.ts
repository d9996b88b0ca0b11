import { existsSync, readFileSync } from 'node:fs';
import { feedSize, newestFirst } from '../lib/blog';
import { allRoutes, articles, routeOf, routes, site, testimonials, texts, type PageRoute } from './content';
import { fillTemplate } from '../lib/content';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { expect, test } from './fixtures';
import { htmlFileOf, out } from './export-files';

// What a crawler reads: the pre-rendered HTML and files in out/, checked without a browser.
const read = (p: string) => readFileSync(htmlFileOf(p), 'utf8');
/** The absolute URL of a site path; the home page is the bare origin, as in its canonical link. */
const absolute = (p: string) => (p === '/' ? site.url : `${site.url}${p}`);

/** The parsed <head> of a page, as a crawler reads it. */
const headOf = (html: string) => parse(html).querySelector('head')!;
const titleOf = (html: string) => headOf(html).querySelector('title')?.text ?? '';

/** Every value of a meta tag, by name or property. */
function metas(html: string, key: string): string[] {
  return headOf(html)
    .querySelectorAll('meta')
    .filter((m) => m.getAttribute('name') === key || m.getAttribute('property') === key)
    .map((m) => m.getAttribute('content') ?? '');
}
const meta = (html: string, key: string) => {
  const values = metas(html, key);
  expect(values, `exactly one ${key}`).toHaveLength(1);
  return values[0]!;
};
const links = (html: string, rel: string) =>
  headOf(html)
    .querySelectorAll('link')
    .filter((l) => l.getAttribute('rel') === rel)
    .map((l) => l.getAttribute('href') ?? '');

/** A file of out/ that an absolute or root-relative URL of the site points at. */
function outFile(url: string): string {
  const { pathname } = new URL(url, site.url);
  expect(url.startsWith('/') || url.startsWith(site.url), `${url} is on the site`).toBe(true);
  return path.join(out, decodeURIComponent(pathname));
}

/** Width and height from a PNG's IHDR chunk (big-endian at bytes 16 and 20). */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file} is a PNG`).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Thing = Record<string, unknown>;
/** The raw text of every JSON-LD script of a page. */
const jsonLdTexts = (html: string) =>
  parse(html)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => s.rawText);
const jsonLdNodes = (html: string): Thing[] =>
  jsonLdTexts(html).flatMap((text) => {
    const data = JSON.parse(text) as Thing;
    return (data['@graph'] as Thing[] | undefined) ?? [data];
  });
const nodeOf = (nodes: Thing[], ...types: string[]) => nodes.find((n) => types.includes(n['@type'] as string));

function expectOrganization(nodes: Thing[], html: string) {
  const org = nodeOf(nodes, 'Organization', 'ProfessionalService', 'LocalBusiness');
  expect(org, 'an Organization node').toBeDefined();
  expect(org).toMatchObject({ name: site.name, url: absolute('/'), email: site.email, telephone: `+${site.phoneDigits}` });
  expect(org!.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    postalCode: site.address.postalCode,
  });
  const logo = org!.logo as string;
  expect(existsSync(outFile(logo)), `logo ${logo} exists`).toBe(true);
  const sameAs = org!.sameAs as string[];
  expect(sameAs.length).toBeGreaterThan(0);
  // Each profile is one the page itself links to.
  for (const url of sameAs) expect(html, `sameAs ${url} is linked on the page`).toContain(`href="${url}"`);
}

function expectBreadcrumbs(nodes: Thing[], route: PageRoute) {
  const list = nodeOf(nodes, 'BreadcrumbList');
  expect(list, 'a BreadcrumbList').toBeDefined();
  const items = list!.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
  for (const i of items) expect(i.name.trim()).not.toBe('');
  // /work sits under home; its narrowed lists and its stories under /work.
  const workChild = (route.kind === 'work' && route.filter) || route.kind === 'caseStudy';
  const parentKind = workChild ? 'work' : ({ service: 'services', sector: 'sectors', article: 'blog', tag: 'blog' } as const)[route.kind as 'service' | 'sector' | 'article' | 'tag'];
  const parent = parentKind ? [routeOf(parentKind, 'en', routes).canonical] : [];
  expect(items.map((i) => i.item)).toEqual([absolute('/'), ...parent.map(absolute), absolute(route.canonical)]);
}

test.describe('what a crawler reads in out/', () => {
  test('every canonical page has its own title and a description of 50 to 160 characters', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of routes) {
      const html = read(route.canonical);
      const title = titleOf(html);
      const description = meta(html, 'description');
      expect(title, route.canonical).not.toBe('');
      if (route.kind !== 'home') expect(title, route.canonical).toMatch(new RegExp(` \\| ${site.name}$`));
      expect(description.length, `${route.canonical}: "${description}"`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${route.canonical}: "${description}"`).toBeLessThanOrEqual(160);
      expect(titles.get(title), `${route.canonical} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${route.canonical} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, route.canonical);
      descriptions.set(description, route.canonical);
      expect(html, route.canonical).toMatch(/<html lang="en"/);
    }
  });

  test('every page links its absolute, lower-case canonical URL, and every alias links its canonical page', () => {
    for (const route of routes) {
      expect(route.canonical).toBe(route.canonical.toLowerCase());
      for (const p of route.paths) {
        const html = read(p);
        expect(links(html, 'canonical'), p).toEqual([absolute(route.canonical)]);
        expect(meta(html, 'og:url'), p).toBe(absolute(route.canonical));
        // An alias shares its canonical page's share image rather than having one of its own.
        expect(meta(html, 'og:image'), p).toBe(meta(read(route.canonical), 'og:image'));
      }
    }
    for (const [alias, canonical] of [['/WhyWe', '/whoweare'], ['/ContactUs', '/getquote'], ['/Services', '/services']] as const) {
      expect(links(read(alias), 'canonical')).toEqual([absolute(canonical)]);
    }
  });

  test('every canonical page has Open Graph and Twitter tags with a 1200x630 PNG share image', () => {
    const images = new Set<string>();
    for (const route of routes) {
      const html = read(route.canonical);
      const where = route.canonical;
      expect(meta(html, 'og:title'), where).toBe(titleOf(html));
      expect(meta(html, 'og:description'), where).toBe(meta(html, 'description'));
      expect(meta(html, 'og:type'), where).toBe(route.kind === 'article' ? 'article' : 'website');
      expect(meta(html, 'og:site_name'), where).toBe(site.name);
      expect(meta(html, 'twitter:card'), where).toBe('summary_large_image');
      expect(meta(html, 'twitter:title'), where).toBe(titleOf(html));
      const image = meta(html, 'og:image');
      expect(image.startsWith(`${site.url}/`), `${where}: og:image ${image} is absolute`).toBe(true);
      expect(meta(html, 'twitter:image'), where).toBe(image);
      expect(meta(html, 'og:image:width'), where).toBe('1200');
      expect(meta(html, 'og:image:height'), where).toBe('630');
      expect(meta(html, 'og:image:alt').length, where).toBeGreaterThan(10);
      const file = outFile(image);
      expect(existsSync(file), `${where}: ${path.relative(out, file)} exists`).toBe(true);
      expect(pngSize(file), `${where}: ${path.relative(out, file)}`).toEqual({ width: 1200, height: 630 });
      images.add(image);
    }
    expect(images.size, 'one share image per canonical page').toBe(routes.length);
  });

  test('every page names a theme colour, an icon and a 180x180 apple-touch icon that exist', () => {
    for (const route of routes) {
      const html = read(route.canonical);
      expect(meta(html, 'theme-color'), route.canonical).toMatch(/^#[0-9a-f]{6}$/i);
      for (const href of [...links(html, 'icon'), ...links(html, 'apple-touch-icon')])
        expect(existsSync(outFile(href)), `${route.canonical}: ${href}`).toBe(true);
      const [apple] = links(html, 'apple-touch-icon');
      expect(apple, route.canonical).toBeDefined();
      expect(pngSize(outFile(apple!))).toEqual({ width: 180, height: 180 });
    }
  });

  test('every page has valid JSON-LD with the fields its kind needs, and no raw "<" in it', () => {
    for (const route of routes) {
      const html = read(route.canonical);
      const texts = jsonLdTexts(html);
      expect(texts.length, `${route.canonical} has JSON-LD`).toBeGreaterThan(0);
      for (const text of texts) expect(text, route.canonical).not.toContain('<');
      const nodes = jsonLdNodes(html);
      for (const text of texts) expect((JSON.parse(text) as Thing)['@context']).toBe('https://schema.org');

      if (route.kind === 'home' || route.kind === 'about') expectOrganization(nodes, html);
      if (route.kind !== 'home') expectBreadcrumbs(nodes, route);
      if (route.kind === 'service') {
        const s = route.entry;
        const service = nodeOf(nodes, 'Service');
        expect(service, route.canonical).toMatchObject({
          name: s.title,
          description: meta(html, 'description'),
          url: absolute(route.canonical),
          provider: { name: site.name, url: absolute('/') },
        });
        expect(service!.areaServed, route.canonical).toBeDefined();
      }
      if (route.kind === 'sector') {
        const items = nodeOf(nodes, 'BreadcrumbList')!.itemListElement as { name: string }[];
        expect(items.at(-1)!.name).toBe(route.entry.title);
      }
      if (route.kind === 'caseStudy') {
        // docs/product-rules.md#work: a CreativeWork about the client by the studio; the quote as a Review.
        const study = route.entry;
        const work = nodeOf(nodes, 'CreativeWork');
        expect(work, route.canonical).toMatchObject({
          name: study.title,
          description: meta(html, 'description'),
          url: absolute(route.canonical),
          about: { name: study.client },
          provider: { name: site.name, url: absolute('/') },
        });
        const quote = testimonials.find((t) => t.slug === study.testimonial);
        if (quote) expect(work!.review, route.canonical).toMatchObject({ '@type': 'Review', reviewBody: quote.description, author: { name: quote.person } });
        else expect(work!.review, route.canonical).toBeUndefined();
      }
      if (route.kind === 'work') {
        const list = nodeOf(nodes, 'CollectionPage')!.mainEntity as { itemListElement: { url: string }[] };
        expect(list.itemListElement.map((i) => i.url)).toEqual(route.items.map((w) => absolute(w.path)));
      }
    }
  });

  test('sitemap.xml lists exactly the canonical URLs of the route registry, every edition with its alternates', () => {
    const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const urls = parse(xml).querySelectorAll('url');
    // Every edition's pages; the Hindi and Marathi 404 pages are not pages to index.
    const indexed = allRoutes.filter((r) => r.kind !== 'notFound');
    expect(urls).toHaveLength(indexed.length);
    expect(new Set(urls.map((u) => u.querySelector('loc')!.text))).toEqual(new Set(indexed.map((r) => absolute(r.canonical))));
    for (const route of indexed) {
      const url = urls.find((u) => u.querySelector('loc')!.text === absolute(route.canonical))!;
      // docs/product-rules.md#languages: each edition of a page names the others, and English as x-default.
      const alternates = url.querySelectorAll('xhtml\\:link').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
      const expected = Object.keys(route.alternates).length > 1 ? [...Object.entries(route.alternates).map(([l, p]) => [l, absolute(p)]), ['x-default', absolute(route.alternates.en!)]] : [];
      expect(new Set(alternates.map(String)), route.canonical).toEqual(new Set(expected.map(String)));
      // Each is also what that page's canonical link says.
      expect(links(read(route.canonical), 'canonical'), route.canonical).toEqual([absolute(route.canonical)]);
    }
  });

  test('every page links the Atom feed, which lists the newest articles at their own pages', () => {
    for (const route of routes) {
      const feeds = headOf(read(route.canonical))
        .querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')
        .map((l) => [l.getAttribute('href'), l.getAttribute('title')]);
      expect(feeds, route.canonical).toEqual([[absolute('/feed.xml'), fillTemplate(texts.blog.feedTitle, { name: site.name })]]);
    }
    const feed = parse(readFileSync(path.join(out, 'feed.xml'), 'utf8'));
    const ids = feed.querySelectorAll('entry id').map((e) => e.text);
    expect(ids).toEqual(newestFirst(articles).slice(0, feedSize).map((a) => absolute(a.path)));
  });

  test('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(path.join(out, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${site.url}/sitemap.xml$`, 'm'));
  });
});

test.describe('served to a crawler', () => {
  test('share images and the touch icon are served as PNG', async ({ request }) => {
    for (const url of ['/og/home.png', '/og/web-development.png', '/apple-icon.png', '/sitemap.xml', '/robots.txt']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      if (url.endsWith('.png')) expect(response.headers()['content-type'], url).toBe('image/png');
    }
  });

  test('a service page keeps one title, canonical link and JSON-LD after hydration', async ({ page }) => {
    const route = routes.find((r) => r.kind === 'service')!;
    await page.goto(route.paths[0]!);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(titleOf(read(route.canonical)));
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route.canonical));
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
});
