import { getContent, type Article, type CaseStudy, type Service } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { routeOf, type PageRoute } from '@/lib/routes';
import { absoluteUrl, appleIconPath, ogImagePath } from './urls';

/** JSON-LD (schema.org) nodes, built from content: what search engines read about the studio. */
export type Thing = Record<string, unknown>;

const organizationId = () => absoluteUrl('/#organization');
const country = (locale: Locale) => ({ '@type': 'Country', name: getContent(undefined, locale).site.address.country });
const home = (locale: Locale) => routeOf('home', locale);

/** The studio: name, logo, address, phone, e-mail and the social profiles the site shows. */
export function organization(locale: Locale): Thing {
  const { site, pages } = getContent(undefined, locale);
  const { street, locality, region, postalCode, country: addressCountry } = site.address;
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: pages.home.seo.description,
    url: absoluteUrl(home(locale).canonical),
    logo: absoluteUrl(appleIconPath),
    image: absoluteUrl(ogImagePath(home(locale))),
    telephone: `+${site.phoneDigits}`,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode, addressCountry },
    areaServed: country(locale),
    // Profiles only: the hidden Facebook icon is not a profile the site vouches for, and WhatsApp is a chat link (telephone covers it).
    sameAs: site.socials.filter((s) => !s.hidden && s.network !== 'whatsapp').map((s) => s.href),
  };
}

/** Who provides a service or publishes an article, by reference to the organisation. */
const provider = (locale: Locale): Thing => ({
  '@type': 'ProfessionalService',
  '@id': organizationId(),
  name: getContent(undefined, locale).site.name,
  url: absoluteUrl(home(locale).canonical),
});

/** Each edition is a website of its own language, published by the one studio. */
const websiteId = (locale: Locale) => absoluteUrl(`${home(locale).canonical === '/' ? '' : home(locale).canonical}/#website`);
export const website = (locale: Locale): Thing => ({
  '@type': 'WebSite',
  '@id': websiteId(locale),
  name: getContent(undefined, locale).site.name,
  url: absoluteUrl(home(locale).canonical),
  inLanguage: locale,
  publisher: { '@id': organizationId() },
});

/** Home, then the overview page a page sits under (if any), then the page itself. */
export function breadcrumbs(route: PageRoute, name: string, parent?: { name: string; path: string }): Thing {
  const trail = [{ name: getContent(undefined, route.locale).texts.homeCrumb, path: home(route.locale).canonical }, ...(parent ? [parent] : []), { name, path: route.canonical }];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: absoluteUrl(t.path) })),
  };
}

export function serviceNode(route: PageRoute, service: Service): Thing {
  const url = absoluteUrl(route.canonical);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.seo.description,
    url,
    image: absoluteUrl(ogImagePath(route)),
    provider: provider(route.locale),
    areaServed: country(route.locale),
    inLanguage: route.locale,
  };
}

export function blogPosting(route: PageRoute, article: Article): Thing {
  const url = absoluteUrl(route.canonical);
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    url,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    publisher: provider(route.locale),
    image: absoluteUrl(ogImagePath(route)),
    mainEntityOfPage: url,
    ...(article.tags.length ? { keywords: article.tags } : {}),
    inLanguage: route.locale,
  };
}

/**
 * A page listing articles (a page of the blog index, a tag page): each item links to the article's
 * own page, which alone carries its BlogPosting, so the text shown in full on /BlogPage has one home.
 */
export function collectionPage(route: PageRoute, articles: readonly Article[]): Thing {
  const url = absoluteUrl(route.canonical);
  return {
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    url,
    isPartOf: { '@id': websiteId(route.locale) },
    publisher: { '@id': organizationId() },
    inLanguage: route.locale,
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: articles.length,
      itemListElement: articles.map((a, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(a.path), name: a.title })),
    },
  };
}

/**
 * A case study (docs/product-rules.md#work): a CreativeWork about the client, by the studio, for
 * the services it used; the client's quote, where the story has one, as a Review of the studio.
 */
export function caseStudyNode(route: PageRoute, study: CaseStudy): Thing {
  const { testimonials, services, sectors } = getContent(undefined, route.locale);
  const url = absoluteUrl(route.canonical);
  const quote = study.testimonial ? testimonials.find((t) => t.slug === study.testimonial) : undefined;
  const client: Thing = { '@type': 'Organization', name: study.client };
  const sector = sectors.find((s) => s.slug === study.sector);
  return {
    '@type': 'CreativeWork',
    '@id': `${url}#work`,
    url,
    name: study.title,
    headline: study.title,
    description: study.seo.description,
    about: client,
    ...(sector ? { genre: sector.title } : {}),
    dateCreated: String(study.year),
    creator: provider(route.locale),
    provider: provider(route.locale),
    image: absoluteUrl(ogImagePath(route)),
    mainEntityOfPage: url,
    inLanguage: route.locale,
    mentions: study.services.flatMap((slug) => {
      const service = services.find((s) => s.slug === slug);
      return service ? [{ '@type': 'Service', name: service.title, url: absoluteUrl(service.path) }] : [];
    }),
    ...(quote
      ? {
          review: {
            '@type': 'Review',
            reviewBody: quote.description,
            author: { '@type': 'Person', name: quote.person, jobTitle: quote.role, worksFor: { '@type': 'Organization', name: quote.company } },
            itemReviewed: { '@id': organizationId() },
          },
        }
      : {}),
  };
}

/** A list of case studies (/work and its narrowed lists), each item linking to the story's own page. */
export function workCollection(route: PageRoute, work: readonly CaseStudy[]): Thing {
  const url = absoluteUrl(route.canonical);
  return {
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    url,
    isPartOf: { '@id': websiteId(route.locale) },
    publisher: { '@id': organizationId() },
    inLanguage: route.locale,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: work.length,
      itemListElement: work.map((w, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(w.path), name: w.title })),
    },
  };
}

/** The page a kind sits under, in the page's edition, for breadcrumbs: by its search title. */
export const parentOf = (kind: 'services' | 'sectors' | 'blog' | 'work', route: { locale: Locale }) => {
  const parent = routeOf(kind, route.locale);
  return { name: parent.seo.title, path: parent.canonical };
};
