import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { feedSize, newestFirst, relatedArticles, tagSlug, tagsOf } from '../lib/blog';
import { contentDir, readContent } from '../lib/content/load';
import { articles, featuredArticle, moreToRead, routes, site, texts, type PageRoute } from './content';
import { htmlFileOf } from './export-files';
import { expect, test } from './fixtures';

// docs/product-rules.md#blog, as a visitor and a crawler meet it. Every expectation comes from the
// content the build read (CONTENT_DIR and CONTENT_TODAY too), so the same spec checks today's blog
// and a generated blog of hundreds of articles.

const absolute = (p: string) => `${site.url}${p}`;
const headLinks = (p: string, rel: string) =>
  parse(readFileSync(htmlFileOf(p), 'utf8'))
    .querySelectorAll('head link')
    .filter((l) => l.getAttribute('rel') === rel)
    .map((l) => l.getAttribute('href'));
const jsonLdNodes = (p: string) =>
  parse(readFileSync(htmlFileOf(p), 'utf8'))
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s) => ((JSON.parse(s.rawText) as { '@graph': { '@type': string; url?: string }[] })['@graph'] ?? []));

type ListRoute = Extract<PageRoute, { kind: 'blog' | 'tag' }>;
const blogPages = routes.filter((r): r is Extract<PageRoute, { kind: 'blog' }> => r.kind === 'blog');
/** The canonical path of page n of the list a route belongs to. */
const siblings = (route: ListRoute) =>
  routes.filter((r): r is ListRoute => r.kind === route.kind && (r.kind === 'blog' || (route.kind === 'tag' && r.tag.slug === route.tag.slug)));

/** Walks every page of a list: its cards, its links to its neighbours in the page and in the head. */
async function expectList(page: import('@playwright/test').Page, pages: ListRoute[], expected: readonly { title: string }[], heading: string) {
  const seen: string[] = [];
  for (const route of pages) {
    const { page: n, pages: count } = route.listing;
    await page.goto(route.canonical);
    const cards = page.getByRole('main').getByRole('region', { name: heading });
    seen.push(...(await cards.getByRole('heading', { level: 3 }).allTextContents()));
    expect(headLinks(route.canonical, 'canonical')).toEqual([absolute(route.canonical)]);
    const nav = page.getByRole('navigation', { name: texts.blog.pages });
    if (count === 1) {
      await expect(nav).toHaveCount(0);
      continue;
    }
    const before = pages[n - 2];
    const after = pages[n];
    if (before) await expect(nav.getByRole('link', { name: texts.blog.newer })).toHaveAttribute('href', before.canonical);
    else await expect(nav.getByRole('link', { name: texts.blog.newer })).toHaveCount(0);
    if (after) await expect(nav.getByRole('link', { name: texts.blog.older })).toHaveAttribute('href', after.canonical);
    else await expect(nav.getByRole('link', { name: texts.blog.older })).toHaveCount(0);
    expect(headLinks(route.canonical, 'prev')).toEqual(before ? [absolute(before.canonical)] : []);
    expect(headLinks(route.canonical, 'next')).toEqual(after ? [absolute(after.canonical)] : []);
  }
  expect(seen).toEqual(expected.map((a) => a.title));
}

test('the blog index shows the featured article, then every other article once, newest first, page by page', async ({ page, request }) => {
  expect(blogPages[0]!.listing.pages).toBe(blogPages.length);
  await page.goto(blogPages[0]!.canonical);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuredArticle.title);
  await expectList(page, blogPages, moreToRead, texts.blog.moreToRead);
  // The page after the last exists only when the cards need it.
  expect((await request.get(`/blogpage/${blogPages.length + 1}`)).status()).toBe(404);
});

test('the featured article has its own page, which the blog page links, and only there is it a BlogPosting', async ({ page }) => {
  await page.goto(blogPages[0]!.canonical);
  await page.getByRole('main').getByRole('link', { name: texts.blog.ownPage }).click();
  await expect(page).toHaveURL(featuredArticle.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuredArticle.title);
  expect(headLinks(featuredArticle.path, 'canonical')).toEqual([absolute(featuredArticle.path)]);
  expect(jsonLdNodes(featuredArticle.path).find((n) => n['@type'] === 'BlogPosting')?.url).toBe(absolute(featuredArticle.path));
  expect(jsonLdNodes(blogPages[0]!.canonical).map((n) => n['@type'])).not.toContain('BlogPosting');
  expect(headLinks(blogPages[0]!.canonical, 'canonical')).toEqual([absolute(blogPages[0]!.canonical)]);
});

test('a tag page lists its articles newest first, and each of them links back to it', async ({ page }) => {
  // The tag with the most articles, the one most likely to need pages.
  const tag = [...tagsOf(articles)].sort((a, b) => b.articles.length - a.articles.length)[0]!;
  const pages = routes.filter((r): r is Extract<PageRoute, { kind: 'tag' }> => r.kind === 'tag' && r.tag.slug === tag.slug);
  await page.goto(pages[0]!.canonical);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag.name);
  await expectList(page, siblings(pages[0]!), tag.articles, texts.blog.articles);
  await page.goto(tag.articles.at(-1)!.path);
  const topics = page.getByRole('list', { name: texts.blog.tags });
  await topics.getByRole('link', { name: tag.name, exact: true }).click();
  await expect(page).toHaveURL(`/blog/tag/${tagSlug(tag.name)}`);
});

test('"more to read" under an article offers its most related articles', async ({ page }) => {
  const article = newestFirst(articles).find((a) => a.tags.length > 0) ?? articles[0]!;
  await page.goto(article.path);
  const cards = page.getByRole('main').getByRole('region', { name: texts.blog.moreToRead });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(relatedArticles(article, articles).map((a) => a.title));
});

test('the feed, the sitemap and the pages hold exactly the published articles', async ({ request }) => {
  const feed = parse(await (await request.get('/feed.xml')).text());
  expect(feed.querySelectorAll('entry id').map((e) => e.text)).toEqual(newestFirst(articles).slice(0, feedSize).map((a) => absolute(a.path)));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const a of articles) expect(sitemap).toContain(`<loc>${absolute(a.path)}</loc>`);
  for (const r of routes.filter((r) => r.kind === 'tag' || r.kind === 'blog')) expect(sitemap).toContain(`<loc>${absolute(r.canonical)}</loc>`);
  // Drafts and articles dated after the build day: no page, no share image, not in the sitemap or the feed.
  const published = new Set(articles.map((a) => a.slug));
  const unpublished = readContent(contentDir()).collections.articles!.filter((a) => !published.has(a.slug));
  for (const { slug } of unpublished) {
    expect((await request.get(`/blog/${slug}`)).status(), slug).toBe(404);
    expect((await request.get(`/og/blog--${slug}.png`)).status(), slug).toBe(404);
    expect(sitemap).not.toContain(`/blog/${slug}<`);
    expect(feed.toString()).not.toContain(`/blog/${slug}<`);
  }
});
