import { blogArticle } from '@/content/blog';
import { canonicalOf, routes, type PageRoute } from '@/content/routes';
import { sectors } from '@/content/sectors';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { absoluteUrl, appleIconPath, homeRoute, ogImagePath, seoFor } from './seo';

/** JSON-LD (schema.org) of each page, built from content: what search engines read about the studio. */
type Thing = Record<string, unknown>;

const organizationId = absoluteUrl('/#organization');
const country = { '@type': 'Country', name: site.address.country };

/** The studio: name, logo, address, phone, e-mail and the social profiles the site shows. */
export function organization(): Thing {
  const { street, locality, region, postalCode, country: addressCountry } = site.address;
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: seoFor(homeRoute).description,
    url: absoluteUrl(homeRoute.canonical),
    logo: absoluteUrl(appleIconPath),
    image: absoluteUrl(ogImagePath(homeRoute)),
    telephone: `+${site.phoneDigits}`,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode, addressCountry },
    areaServed: country,
    // Profiles only: the hidden Facebook icon (SPEC 2.2) is not a profile the site vouches for, and WhatsApp is a chat link (telephone covers it).
    sameAs: site.socials.filter((s) => !s.hidden && s.network !== 'whatsapp').map((s) => s.href),
  };
}

/** Who provides a service, by reference to the organisation on the home and About pages. */
const provider = (): Thing => ({ '@type': 'ProfessionalService', '@id': organizationId, name: site.name, url: absoluteUrl(homeRoute.canonical) });

const website = (): Thing => ({
  '@type': 'WebSite',
  '@id': absoluteUrl('/#website'),
  name: site.name,
  url: absoluteUrl(homeRoute.canonical),
  inLanguage: 'en',
  publisher: { '@id': organizationId },
});

const homeCrumb = 'Home';

/** Home, then the overview page a service or sector sits under, then the page itself. */
function breadcrumbs(route: PageRoute): Thing {
  const trail: { name: string; path: string }[] = [{ name: homeCrumb, path: homeRoute.canonical }];
  const parent = route.kind === 'service' ? 'services' : route.kind === 'sector' ? 'domains' : undefined;
  if (parent) trail.push({ name: seoFor(routes.find((r) => r.kind === parent)!).title, path: canonicalOf(parent) });
  trail.push({ name: pageName(route), path: route.canonical });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: absoluteUrl(t.path) })),
  };
}

/** The short name of a page: the service or sector title, or the fixed page's search title. */
function pageName(route: PageRoute): string {
  if (route.kind === 'service') return services.find((s) => s.slug === route.slug)!.title;
  if (route.kind === 'sector') return sectors.find((s) => s.slug === route.slug)!.title;
  return seoFor(route).title;
}

function service(route: PageRoute): Thing {
  const s = services.find((x) => x.slug === route.slug)!;
  const url = absoluteUrl(route.canonical);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: s.title,
    serviceType: s.title,
    description: seoFor(route).description,
    url,
    image: absoluteUrl(ogImagePath(route)),
    provider: provider(),
    areaServed: country,
  };
}

function blogPosting(route: PageRoute): Thing {
  return {
    '@type': 'BlogPosting',
    headline: blogArticle.title,
    description: seoFor(route).description,
    datePublished: blogArticle.date,
    author: { '@type': 'Person', name: blogArticle.author, jobTitle: blogArticle.authorRole },
    publisher: provider(),
    image: absoluteUrl(ogImagePath(route)),
    mainEntityOfPage: absoluteUrl(route.canonical),
    inLanguage: 'en',
  };
}

/** Everything a page says about itself in JSON-LD, as one schema.org graph. */
export function structuredDataFor(route: PageRoute): Thing {
  const graph: Thing[] = [];
  if (route.kind === 'home') graph.push(organization(), website());
  else {
    if (route.kind === 'about') graph.push(organization());
    if (route.kind === 'service') graph.push(service(route));
    if (route.kind === 'blog') graph.push(blogPosting(route));
    graph.push(breadcrumbs(route));
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
