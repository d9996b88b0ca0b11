/**
 * @jest-environment node
 */
import { allPaths, findRoute, routes } from './routes';

describe('route registry', () => {
  it('pre-renders every spelling SPEC and DECISIONS name', () => {
    const paths = allPaths();
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
      '/web-development',
      '/political-campaign',
      '/food-beverages',
    ]) {
      expect(paths).toContain(p);
    }
    // 8 fixed pages + 13 services + 6 sectors.
    expect(routes).toHaveLength(27);
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
