import type { Content } from './content';
import { links } from './links';
import { getRoutes, routeOf } from './routes';

/** A labelled link of the header, menu, footer or a related-pages list. */
export interface NavLink {
  label: string;
  href: string;
}

/** The overlay menu's targets, in the order of the menu labels (docs/product-rules.md#header-and-menu). */
const menuTargets = [links.home, links.whyWe, links.services, links.sectors, links.about, links.contactUs];

/** Header, menu and footer links: labels from content, paths from the route registry. */
export function navigation({ texts, services, sectors }: Content) {
  const routes = getRoutes();
  return {
    header: [
      { label: texts.header.whoWeAre, href: links.whoWeAre },
      { label: texts.header.services, href: links.services },
    ] satisfies NavLink[],
    headerCta: { label: texts.header.getQuote, href: links.getQuote } satisfies NavLink,
    menu: texts.menu.map((label, i): NavLink => ({ label, href: menuTargets[i] ?? links.home })),
    // The footer links the lower-case canonical paths (docs/product-rules.md#footer).
    footerSectors: {
      heading: { label: texts.footer.sectors, href: routeOf('sectors', routes).canonical },
      items: sectors.map((s): NavLink => ({ label: s.title, href: s.path })),
    },
    footerServices: {
      heading: { label: texts.footer.services, href: routeOf('services', routes).canonical },
      items: services.map((s): NavLink => ({ label: s.title, href: s.path })),
    },
  };
}
