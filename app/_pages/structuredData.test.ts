/**
 * @jest-environment node
 */
import { structuredDataFor } from './pageKinds';
import { getContent } from '@/lib/content';
import { getRoutes } from '@/lib/routes';
import { featuredArticle, tagsOf } from '@/lib/blog';

const routes = getRoutes();
const { site, services, sectors, pages, articles } = getContent();

type Node = Record<string, unknown> & { '@type': string };
const slugOf = (r: (typeof routes)[number]) =>
  r.kind === 'service' ? r.entry.slug : r.kind === 'sector' ? r.entry.slug : r.kind === 'article' ? r.entry.slug : undefined;
const graphOf = (kind: string, slug?: string) => {
  const route = routes.find((r) => r.kind === kind && slugOf(r) === slug)!;
  return (structuredDataFor(route)['@graph'] as Node[]).reduce<Record<string, Node>>((all, n) => ({ ...all, [n['@type']]: n }), {});
};

describe('structured data', () => {
  it('describes the studio on the home page with address, phone, e-mail and visible profiles', () => {
    const org = graphOf('home').ProfessionalService!;
    expect(org).toMatchObject({
      name: site.name,
      url: site.url,
      email: site.email,
      telephone: `+${site.phoneDigits}`,
      address: { '@type': 'PostalAddress', addressLocality: site.address.locality, postalCode: site.address.postalCode },
    });
    expect(org.logo).toBe(`${site.url}/apple-icon.png`);
    expect(org.sameAs).toEqual(site.socials.filter((s) => !s.hidden && s.network !== 'whatsapp').map((s) => s.href));
    expect(graphOf('home').BreadcrumbList).toBeUndefined();
  });

  it('gives a service page its Service, provided by the studio, and a three-step breadcrumb', () => {
    const service = services.at(-2)!;
    const graph = graphOf('service', service.slug);
    expect(graph.Service).toMatchObject({
      name: service.title,
      url: `${site.url}${service.path}`,
      provider: { '@type': 'ProfessionalService', name: site.name },
      areaServed: { name: site.address.country },
    });
    const crumbs = graph.BreadcrumbList!.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([site.url, `${site.url}/services`, `${site.url}${service.path}`]);
  });

  it('puts sector pages under the sectors page and the About page next to the studio', () => {
    const sector = sectors.at(-2)!;
    const crumbs = graphOf('sector', sector.slug).BreadcrumbList!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', pages.sectors.seo.title, sector.title]);
    expect(Object.keys(graphOf('about')).sort()).toEqual(['BreadcrumbList', 'ProfessionalService']);
  });

  it('describes every article as a BlogPosting on its own page, under the blog page', () => {
    for (const article of articles) {
      const graph = graphOf('article', article.slug);
      expect(graph.BlogPosting).toMatchObject({
        headline: article.title,
        datePublished: article.date,
        author: { name: article.author },
        mainEntityOfPage: `${site.url}${article.path}`,
      });
      const crumbs = graph.BreadcrumbList!.itemListElement as { item: string }[];
      expect(crumbs.map((c) => c.item)).toEqual([site.url, `${site.url}/blogpage`, `${site.url}${article.path}`]);
    }
  });

  it('describes the blog page as a list of articles that leads with the featured one, and leaves its BlogPosting to its own page', () => {
    const graph = graphOf('blog');
    expect(graph.BlogPosting).toBeUndefined();
    const list = graph.CollectionPage!.mainEntity as { itemListElement: { url: string }[] };
    expect(list.itemListElement[0]!.url).toBe(`${site.url}${featuredArticle(articles)!.path}`);
    expect(list.itemListElement.map((i) => i.url)).toEqual(expect.arrayContaining(articles.slice(0, 2).map((a) => `${site.url}${a.path}`)));
  });

  it('describes a tag page as the list of its articles under the blog page', () => {
    const tag = tagsOf(articles)[0]!;
    const route = routes.find((r) => r.kind === 'tag' && r.tag.slug === tag.slug)!;
    const graph = (structuredDataFor(route)['@graph'] as Node[]).reduce<Record<string, Node>>((all, n) => ({ ...all, [n['@type']]: n }), {});
    const list = graph.CollectionPage!.mainEntity as { itemListElement: { url: string }[] };
    expect(list.itemListElement.map((i) => i.url)).toEqual(tag.articles.map((a) => `${site.url}${a.path}`));
    const crumbs = graph.BreadcrumbList!.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([site.url, `${site.url}/blogpage`, `${site.url}/blog/tag/${tag.slug}`]);
  });
});
