import type { Content, Texts } from './content';
import type { Locale } from './i18n/locales';
import { requestLocale } from './i18n/requestLocale';
import { linkTo } from './links';
import { getRoutes, routeOf } from './routes';

/** A labelled link of the header, menu, footer or a related-pages list. */
export interface NavLink {
  label: string;
  href: string;
}

/** What screen readers call the overlay menu's parts (components/layout/MenuOverlay). */
export const menuLabels = (header: Texts['header']) => ({
  open: header.openMenu,
  close: header.closeMenu,
  menu: header.menuName,
  links: header.menuLinks,
  socials: header.menuSocials,
});

/** Header, menu and footer links: labels from content, paths from the route registry. */
export function navigation({ texts, services, sectors }: Content, locale: Locale = requestLocale()) {
  const routes = getRoutes();
  return {
    header: [
      { label: texts.header.whoWeAre, href: linkTo('whoWeAre', locale) },
      { label: texts.header.services, href: linkTo('services', locale) },
    ] satisfies NavLink[],
    headerCta: { label: texts.header.getQuote, href: linkTo('getQuote', locale) } satisfies NavLink,
    // Each menu entry names its page, so reordering or relabelling never sends a link elsewhere.
    menu: texts.menu.map(({ label, page }): NavLink => ({ label, href: linkTo(page, locale) })),
    // The footer links the lower-case canonical paths (docs/product-rules.md#footer).
    footerSectors: {
      heading: { label: texts.footer.sectors, href: routeOf('sectors', locale, routes).canonical },
      items: sectors.map((s): NavLink => ({ label: s.title, href: s.path })),
    },
    footerServices: {
      heading: { label: texts.footer.services, href: routeOf('services', locale, routes).canonical },
      items: services.map((s): NavLink => ({ label: s.title, href: s.path })),
    },
    // The pages every footer links beside the copyright (the blog, the work, the brochure), in the footer's lower case.
    footerPages: texts.footer.links.map(({ label, page }): NavLink => ({ label, href: linkTo(page, locale).toLowerCase() })),
  };
}
