/**
 * @jest-environment node
 */
import { indexCards, paginate, tagsOf } from './blog';
import { getContent } from './content';
import { allPaths, findRoute, getRoutes } from './routes';
import { workFilters } from './work';

// English's pages: the other editions are tested with their own (lib/i18n/editions.test.ts).
const routes = getRoutes().filter((r) => r.locale === 'en');
const { services, sectors, articles, work } = getContent();

describe('route registry', () => {
  it('pre-renders every spelling of docs/product-rules.md#routes', () => {
    const paths = allPaths(routes);
    for (const p of [
      '/',
      '/Services',
      '/services',
      '/Domains',
      '/domains',
      '/WhoWeAre',
      '/whoweare',
      '/WhyWe',
      '/whywe',
      '/GetQuote',
      '/getquote',
      '/ContactUs',
      '/contactus',
      '/AboutUs',
      '/aboutus',
      '/BlogPage',
      '/blogpage',
      '/viewpdf',
      '/search',
      ...services.map((s) => `/${s.slug}`),
      ...sectors.map((s) => `/${s.slug}`),
    ]) {
      expect(paths).toContain(p);
    }
    // 9 fixed pages (the search page among them), one page per service, sector and published article (the featured one too),
    // the blog index's later pages and every page of every tag (lib/blog.ts); /work, its lists
    // narrowed to a service or sector, and one page per case study (lib/work.ts).
    const listPages = paginate(indexCards(articles)).length - 1 + tagsOf(articles).reduce((n, t) => n + paginate(t.articles).length, 0);
    const workPages = 1 + workFilters(work, services, sectors).length + work.length;
    expect(routes).toHaveLength(9 + services.length + sectors.length + articles.length + listPages + workPages);
    for (const a of articles) expect(paths).toContain(`/blog/${a.slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives one lower-case canonical path to the pages that share a view', () => {
    expect(findRoute('/WhyWe')?.canonical).toBe('/whoweare');
    expect(findRoute('/WhoWeAre')?.canonical).toBe('/whoweare');
    expect(findRoute('/ContactUs')?.canonical).toBe('/getquote');
    expect(findRoute('/GetQuote')?.canonical).toBe('/getquote');
    for (const r of routes) expect(r.canonical).toBe(r.canonical.toLowerCase());
  });

  it('finds a page whatever the letter case, and nothing for an unknown path', () => {
    expect(findRoute('/SERVICES')?.canonical).toBe('/services');
    expect(findRoute('/Web-Development')?.canonical).toBe('/web-development');
    expect(findRoute('/services/')?.canonical).toBe('/services');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });
});
