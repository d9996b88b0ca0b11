import { links, canonicalOf, slugPath } from './routes';
import { sectors } from './sectors';
import { services } from './services';
import { texts } from './texts';

export interface NavLink {
  label: string;
  href: string;
}

/** SPEC 2.2: the header's large-screen links, in SPEC's spelling. */
export const headerLinks: NavLink[] = [
  { label: texts.header.whoWeAre, href: links.whoWeAre },
  { label: texts.header.services, href: links.services },
];

export const headerCta: NavLink = { label: texts.header.getQuote, href: links.getQuote };

/** SPEC 2.2: the overlay menu, in order. */
const menuTargets = [links.home, links.whyWe, links.services, links.domains, links.aboutUs, links.contactUs];
export const menuLinks: NavLink[] = texts.menu.map((label, i) => ({ label, href: menuTargets[i]! }));

/** SPEC 2.3: the footer lists use the lower-case paths. */
export const footerDomains: { heading: NavLink; items: NavLink[] } = {
  heading: { label: texts.footer.domains, href: canonicalOf('domains') },
  items: sectors.map((s) => ({ label: s.title, href: slugPath(s.slug) })),
};

export const footerServices: { heading: NavLink; items: NavLink[] } = {
  heading: { label: texts.footer.services, href: canonicalOf('services') },
  items: services.map((s) => ({ label: s.title, href: slugPath(s.slug) })),
};
