import { links } from './paths';
import { sectors } from './sectors';
import { services } from './services';

export { brochureFile, links } from './paths';

/**
 * The route registry: every page of the site, its canonical path and every spelling that is
 * pre-rendered for it. Pages, header, footer, sitemap and tests read paths from here only.
 */

export type PageKind =
  | 'home'
  | 'company'
  | 'services'
  | 'domains'
  | 'about'
  | 'enquiry'
  | 'blog'
  | 'brochure'
  | 'service'
  | 'sector';

export interface PageRoute {
  kind: PageKind;
  /** Service or sector slug, for those kinds. */
  slug?: string;
  /** All-lower-case path that canonical links and the sitemap use (DECISIONS). */
  canonical: string;
  /** Every path pre-rendered for this page, canonical included. */
  paths: string[];
}

const page = (kind: PageKind, spellings: string[], slug?: string): PageRoute => {
  const lower = spellings.map((p) => p.toLowerCase());
  return { kind, slug, canonical: lower[0] ?? "/", paths: [...new Set([...spellings, ...lower])] };
};

export const routes: PageRoute[] = [
  page('home', [links.home]),
  page('company', [links.whoWeAre, links.whyWe]),
  page('services', [links.services]),
  page('domains', [links.domains]),
  page('about', [links.aboutUs]),
  page('enquiry', [links.getQuote, links.contactUs]),
  page('blog', [links.blog]),
  page('brochure', [links.brochure]),
  ...services.map((s) => page('service', [`/${s.slug}`], s.slug)),
  ...sectors.map((s) => page('sector', [`/${s.slug}`], s.slug)),
];

/** The canonical, lower-case path of a page kind (footer links, canonical URLs). */
export const canonicalOf = (kind: Exclude<PageKind, 'service' | 'sector'>): string =>
  routes.find((r) => r.kind === kind)!.canonical;

/** Path of a service or sector page. */
export const slugPath = (slug: string): string => `/${slug}`;

/** Every pre-rendered path, in registry order. */
export const allPaths = (): string[] => routes.flatMap((r) => r.paths);

/** Exact match first, then a case-insensitive one (the 404 page uses this to redirect /SERVICES). */
export const findRoute = (path: string): PageRoute | undefined => {
  const clean = path.replace(/\/+$/, '').replace(/\.html$/, '') || '/';
  return (
    routes.find((r) => r.paths.includes(clean)) ??
    routes.find((r) => r.paths.some((p) => p.toLowerCase() === clean.toLowerCase()))
  );
};
