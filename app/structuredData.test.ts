/**
 * @jest-environment node
 */
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { structuredDataFor } from './structuredData';

type Node = Record<string, unknown> & { '@type': string };
const graphOf = (kind: string, slug?: string) => {
  const route = routes.find((r) => r.kind === kind && r.slug === slug)!;
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
    const graph = graphOf('service', 'lead-generation');
    expect(graph.Service).toMatchObject({
      name: 'Lead Generation',
      url: `${site.url}/lead-generation`,
      provider: { '@type': 'ProfessionalService', name: site.name },
      areaServed: { name: site.address.country },
    });
    const crumbs = graph.BreadcrumbList!.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([site.url, `${site.url}/services`, `${site.url}/lead-generation`]);
  });

  it('puts sector pages under the industries page and the About page next to the studio', () => {
    const crumbs = graphOf('sector', 'clothing').BreadcrumbList!.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Industries We Serve', 'Clothing']);
    expect(Object.keys(graphOf('about')).sort()).toEqual(['BreadcrumbList', 'ProfessionalService']);
  });
});
