import type { MetadataRoute } from 'next';
import { fillTemplate, getContent } from '@/lib/content';
import type { PageKind, PageRoute, RouteOf } from '@/lib/routes';
import { shareCard, type ShareCard } from '../og/shareCard';
import type { Locale } from '@/lib/i18n/locales';
import { blogPosting, breadcrumbs, caseStudyNode, collectionPage, organization, parentOf, serviceNode, website, workCollection, type Thing } from './structuredData';

/**
 * Everything the site needs to publish one kind of page: its share card, its JSON-LD, its place in
 * the breadcrumb trail and the sitemap. How an inner page looks is app/_pages/pageViews.tsx: this
 * table is read by every page's metadata, the sitemap and the share images, and a module that
 * imported the views would put every view's styles and client code into every page, home included
 * (docs/product-rules.md#performance).
 */
interface PageKindSpec<K extends PageKind> {
  shareCard: (route: RouteOf<K>) => ShareCard;
  /** JSON-LD nodes besides the breadcrumb every inner page gets. */
  structuredData: (route: RouteOf<K>) => Thing[];
  /** Where the page sits in the breadcrumb trail, under home. */
  parent?: (route: RouteOf<K>) => { name: string; path: string };
  sitemap: Pick<MetadataRoute.Sitemap[number], 'priority' | 'changeFrequency'>;
}

/** The content of a route's edition: every spec reads its own, whichever page asks (a share image is drawn outside any page). */
const c = (route: { locale: Locale }) => getContent(undefined, route.locale);
const banner = (b: { eyebrow: string; title: string; lead: string }) => ({ kicker: b.eyebrow, title: b.title, line: b.lead });
const fixedPage = { changeFrequency: 'monthly', priority: 0.8 } as const;
const entryPage = { changeFrequency: 'monthly', priority: 0.7 } as const;

/**
 * One table per page kind (docs/product-rules.md#routes): how each kind of page is shared and
 * described to crawlers (how it looks: app/_pages/pageViews.tsx). Its addresses and search copy come from the route registry
 * (lib/routes.ts). The type holds the table complete: a new kind, a fixed page declared in
 * lib/content/collections/pages.ts or a collection with `pages`, is refused until it has an entry.
 */
export const pageKinds = {
  home: {
    shareCard: (route) => {
      const { texts, home } = c(route);
      return shareCard({
        kicker: texts.home.roofLine,
        title: texts.home.tagline,
        line: `${texts.home.servicesIntroHeading} ${texts.home.servicesIntroSubline}`,
        art: [home.images.hero],
      });
    },
    structuredData: (route) => [organization(route.locale), website(route.locale)],
    sitemap: { changeFrequency: 'monthly', priority: 1 },
  },
  company: {
    shareCard: (route) => shareCard({ ...banner(c(route).pages.company.banner), art: [c(route).company.whoWeAre.image] }),
    structuredData: () => [],
    sitemap: fixedPage,
  },
  services: {
    shareCard: (route) => {
      const { pages, texts, home } = c(route);
      return shareCard({ ...banner(pages.services.banner), line: texts.home.servicesIntroSubline, art: [home.images.servicesIntro] });
    },
    structuredData: () => [],
    sitemap: fixedPage,
  },
  sectors: {
    shareCard: (route) =>
      shareCard({ ...banner(c(route).pages.sectors.banner), art: c(route).sectors.map((s) => s.images.main), artLayout: 'grid' }),
    structuredData: () => [],
    sitemap: fixedPage,
  },
  about: {
    shareCard: (route) => shareCard({ ...banner(c(route).pages.about.banner), art: [c(route).company.about.mission.image] }),
    structuredData: (route) => [organization(route.locale)],
    sitemap: fixedPage,
  },
  enquiry: {
    shareCard: (route) => {
      const { texts, pages, company } = c(route);
      return shareCard({ kicker: texts.header.getQuote, title: texts.enquiry.banner, line: pages.enquiry.lead, art: [company.whyWe.image] });
    },
    structuredData: () => [],
    sitemap: fixedPage,
  },
  blog: {
    shareCard: (route) => {
      const { featured, listing, seo } = route;
      const { pages } = c(route);
      // Page 1 shows the featured article in full; later pages, or an edition with none of its own, lead with their newest card.
      const lead = (listing.page === 1 ? featured : undefined) ?? listing.items[0] ?? featured!;
      const title = listing.page === 1 && featured ? featured.title : seo.title;
      return shareCard({ kicker: pages.blog.eyebrow, title, line: `${pages.blog.byline} ${lead.author}`, art: [lead.images.hero] });
    },
    // The featured article's BlogPosting lives on its own page (its canonical home); the index is a list of articles.
    structuredData: (route) => [collectionPage(route, route.listing.page === 1 && route.featured ? [route.featured, ...route.listing.items] : route.listing.items)],
    sitemap: fixedPage,
  },
  brochure: {
    shareCard: (route) =>
      shareCard({ ...banner(c(route).pages.brochure.banner), art: c(route).services.slice(0, 3).map((s) => s.images.card), artLayout: 'fan' }),
    structuredData: () => [],
    sitemap: fixedPage,
  },
  service: {
    shareCard: (route) =>
      shareCard({ kicker: c(route).pages.service.eyebrow, title: route.entry.title, line: route.entry.description, art: [route.entry.images.square] }),
    structuredData: (route) => [serviceNode(route, route.entry)],
    parent: (route) => parentOf('services', route),
    sitemap: entryPage,
  },
  sector: {
    shareCard: (route) => {
      const { entry: sector } = route;
      const { pages } = c(route);
      return shareCard({
        kicker: pages.sector.eyebrow,
        title: sector.title,
        line: fillTemplate(pages.sector.bulletsHeading, { title: sector.title, lowercaseTitle: sector.title.toLowerCase() }),
        points: sector.page.bullets.slice(0, 3),
        art: [sector.images.main],
      });
    },
    structuredData: () => [],
    parent: (route) => parentOf('sectors', route),
    sitemap: entryPage,
  },
  article: {
    shareCard: (route) =>
      shareCard({ kicker: c(route).pages.blog.eyebrow, title: route.entry.title, line: `${c(route).pages.blog.byline} ${route.entry.author}`, art: [route.entry.images.hero] }),
    structuredData: (route) => [blogPosting(route, route.entry)],
    parent: (route) => parentOf('blog', route),
    sitemap: { changeFrequency: 'yearly', priority: 0.6 },
  },
  tag: {
    shareCard: (route) => {
      const { tag, listing } = route;
      const { texts } = c(route);
      const lead = listing.items[0]!;
      return shareCard({ kicker: texts.blog.tagEyebrow, title: tag.name, line: fillTemplate(texts.blog.tagLead, { tag: tag.name }), art: [lead.images.hero] });
    },
    structuredData: (route) => [collectionPage(route, route.listing.items)],
    parent: (route) => parentOf('blog', route),
    sitemap: { changeFrequency: 'weekly', priority: 0.5 },
  },
  work: {
    shareCard: (route) => {
      const { filter, items, seo } = route;
      const copy = c(route).pages.work;
      const title = filter ? seo.title : copy.banner.title;
      return shareCard({ kicker: copy.banner.eyebrow, title, line: copy.banner.lead, art: items.slice(0, 3).map((w) => w.images.card), artLayout: 'fan' });
    },
    structuredData: (route) => [workCollection(route, route.items)],
    // The narrowed lists sit under /work in the breadcrumb trail.
    parent: (route) => parentOf('work', route),
    sitemap: fixedPage,
  },
  caseStudy: {
    shareCard: (route) =>
      shareCard({
        kicker: `${c(route).pages.work.eyebrow}: ${route.entry.client}`,
        title: route.entry.title,
        line: route.entry.summary,
        points: route.entry.results.map((r) => `${r.value}: ${r.label}`),
        art: [route.entry.images.hero],
      }),
    structuredData: (route) => [caseStudyNode(route, route.entry)],
    parent: (route) => parentOf('work', route),
    sitemap: entryPage,
  },
  notFound: {
    shareCard: (route) => shareCard({ kicker: '404', title: c(route).texts.notFound.heading, line: c(route).texts.notFound.line, art: [c(route).home.images.hero] }),
    structuredData: () => [],
    // Not a page to index: no sitemap entry (app/sitemap.ts leaves it out).
    sitemap: { priority: 0 },
  },
  search: {
    shareCard: (route) => shareCard({ kicker: c(route).site.name, title: c(route).texts.search.heading, line: c(route).texts.search.lead, art: [c(route).home.images.hero] }),
    structuredData: () => [],
    sitemap: { changeFrequency: 'yearly', priority: 0.3 },
  },
} satisfies { [K in PageKind]: PageKindSpec<K> };

/** The table entry of a route, typed for that route's kind. */
export function kindOf<K extends PageKind>(route: RouteOf<K>): PageKindSpec<K> {
  return (pageKinds as { [P in PageKind]: PageKindSpec<P> })[route.kind as K];
}

/** The short name of a page in breadcrumbs: the entry's title, or the page's search title. */
export const pageName = (route: PageRoute): string => route.seo.title;

/** Everything a page says about itself in JSON-LD, as one schema.org graph. */
export function structuredDataFor(route: PageRoute): Thing {
  const spec = kindOf(route as RouteOf<PageKind>);
  // A service's or sector's crumb is its title even where its search title differs.
  const name = route.kind === 'service' || route.kind === 'sector' ? route.entry.title : pageName(route);
  // /work itself sits under home; its narrowed lists and the stories under /work.
  const parent = route.kind === 'work' && !('filter' in route && route.filter) ? undefined : spec.parent?.(route as never);
  const graph = [...spec.structuredData(route), ...(route.kind === 'home' ? [] : [breadcrumbs(route, name, parent)])];
  return { '@context': 'https://schema.org', '@graph': graph };
}
