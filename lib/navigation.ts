import type { Content, Texts } from './content';
import { editions, locales, type Locale } from './i18n/locales';
import { otherLanguage, type OtherLanguage } from './i18n/otherLanguage';
import { requestLocale } from './i18n/requestLocale';
import { linkTo } from './links';
import { getRoutes, routeOf, type PageRoute } from './routes';

/** A labelled link of the header, menu, footer or a related-pages list. */
export interface NavLink {
  label: string;
  href: string;
  /** An entry written in another language than the page (docs/product-rules.md#languages). */
  language?: OtherLanguage;
}

/** A link to an entry's page, in the language the page's edition lists it in. */
export const entryLink = (entry: { title: string; path: string; locale: Locale }, page: Locale = requestLocale()): NavLink => {
  const language = otherLanguage(entry, page);
  return { label: entry.title, href: entry.path, ...(language ? { language } : {}) };
};

/** One link of the language switch (docs/product-rules.md#languages). */
export interface LanguageLink {
  locale: Locale;
  /** The language's name in its own script: English, हिन्दी, मराठी. */
  name: string;
  href: string;
  /** The page's own language. */
  current: boolean;
}

/**
 * The language switch of a page: each edition's version of the same page where it has one (the
 * route's alternates), else that edition's home. A page not found leads to every edition's home.
 */
export function languageLinks(page: Pick<PageRoute, 'kind' | 'locale' | 'alternates'>, routes: PageRoute[] = getRoutes()): LanguageLink[] {
  return locales.map((locale) => ({
    locale,
    name: editions[locale].name,
    href: (page.kind !== 'notFound' && page.alternates[locale]) || routeOf('home', locale, routes).canonical,
    current: locale === page.locale,
  }));
}

/** What screen readers call the overlay menu's parts (components/layout/MenuOverlay). */
export const menuLabels = (header: Texts['header']) => ({
  open: header.openMenu,
  close: header.closeMenu,
  menu: header.menuName,
  links: header.menuLinks,
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
      items: sectors.map((s) => entryLink(s, locale)),
    },
    footerServices: {
      heading: { label: texts.footer.services, href: routeOf('services', locale, routes).canonical },
      items: services.map((s) => entryLink(s, locale)),
    },
    // The pages every footer links beside the copyright (the blog, the work, the brochure), in the footer's lower case.
    footerPages: texts.footer.links.map(({ label, page }): NavLink => ({ label, href: linkTo(page, locale).toLowerCase() })),
  };
}
