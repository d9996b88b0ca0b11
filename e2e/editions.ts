/**
 * The walk of every edition (docs/product-rules.md#languages), the same in Chromium
 * (e2e/editions.spec.ts), Firefox and WebKit (e2e-browsers/editions.ts): which pages it opens,
 * what each page's language switch must offer, what the page shows in Latin letters and which
 * of those words the copy keeps.
 */
import { getEditions } from '../lib/content/load';
import { editions, locales, type Locale } from '../lib/i18n/locales';
import { allRoutes, type PageRoute } from './content';
import { latinWord, latinWordsKept } from './latin-words';

export const editionContent = getEditions();

export const homeOf = (locale: Locale) => allRoutes.find((r) => r.kind === 'home' && r.locale === locale)!.canonical;

export interface EditionPage {
  locale: Locale;
  /** The kind of page, as test titles name it: "work (filter)", "blog (later page)". */
  name: string;
  path: string;
  /** Absent for English's page not found, which is no route but the host's 404 file. */
  route?: PageRoute;
}

/** One page of every kind (the home, each fixed page, one of each collection's pages, a list's later page, a filter, a tag, the 404) in each edition. */
export function pageOfEveryKind(): EditionPage[] {
  const seen = new Set<string>();
  const pages = allRoutes.flatMap((route) => {
    const variant = route.kind === 'work' && route.filter ? 'filter' : 'listing' in route && route.listing.page > 1 ? 'later page' : '';
    const key = `${route.locale} ${route.kind} ${variant}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ locale: route.locale, name: `${route.kind}${variant ? ` (${variant})` : ''}`, path: route.canonical, route }];
  });
  // English's page not found is the host's 404 file (app/global-not-found.tsx): any unknown address.
  return [...pages, { locale: 'en', name: 'notFound', path: '/no-such-page' }];
}

/** A link of a language switch as the page has it. */
export interface SwitchLink {
  text: string | null;
  href: string | null;
  hreflang: string | null;
  lang: string | null;
  current: string | null;
}

/** The header's language switch and the menu's, named in the page's own language. */
export const switchSelector = (locale: Locale) => `:is(nav, [role="group"])[aria-label="${editionContent[locale].texts.languages.switchName}"]`;

/** A link a switch must hold. */
export interface ExpectedLink extends SwitchLink {
  text: string;
  href: string;
  hreflang: Locale;
  lang: Locale;
}

/** What each switch on the page must hold: every language in its own script, leading to this page in it (else its home), the page's own marked current. */
export function expectedSwitch({ locale, route }: EditionPage): ExpectedLink[] {
  return locales.map((l) => ({
    text: editions[l].name,
    href: (route?.kind !== 'notFound' && route?.alternates[l]) || homeOf(l),
    hreflang: l,
    lang: l,
    current: l === locale ? 'true' : null,
  }));
}

/** Runs in the page (self-contained: Firefox's and WebKit's drivers send it as source): the links of each switch the selector finds. */
export function switchLinks(selector: string): SwitchLink[][] {
  return [...document.querySelectorAll(selector)].map((nav) =>
    [...nav.querySelectorAll('a')].map((a) => ({
      text: a.textContent,
      href: a.getAttribute('href'),
      hreflang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
      current: a.getAttribute('aria-current'),
    })),
  );
}

export interface PageWords {
  /** Every Latin-script word shown or read out in the page's own language, as often as it occurs. */
  latin: string[];
  /** Links to another edition's page without that edition's hreflang: `href "text"`. */
  unmarkedLinks: string[];
}

/** What `pageWords` needs to know of a page's edition, given here because the page cannot import it. */
export interface PageWordsQuery {
  own: Locale;
  /** e2e/latin-words.ts's `latinWord`, as source. */
  latinWordSource: string;
  /** Where the other editions' pages live: { hi: '/hi', mr: '/mr' }. */
  prefixes: Record<string, string>;
}

export const pageWordsQuery = (locale: Locale): PageWordsQuery => ({
  own: locale,
  latinWordSource: latinWord.source,
  prefixes: Object.fromEntries(locales.filter((l) => editions[l].prefix).map((l) => [l, editions[l].prefix])),
});

/**
 * Runs in the page (self-contained, like `switchLinks`): the Latin-script words of the page's
 * text, alt texts and accessible names in its own language, and the links to another edition
 * that do not say so with hreflang.
 */
export function pageWords({ own, latinWordSource, prefixes }: PageWordsQuery): PageWords {
  const words: string[] = [];
  const latinRun = new RegExp(latinWordSource, 'g');
  const ownLanguage = (el: Element) => el.closest('[lang]')?.getAttribute('lang') === own;
  // Every word shown or read out in the page's own language: text, alt texts and accessible names.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || !parent.checkVisibility() || !ownLanguage(parent)) continue;
    words.push(...(node.textContent!.match(latinRun) ?? []));
  }
  for (const el of document.body.querySelectorAll('[alt], [aria-label], [title]')) {
    if (!ownLanguage(el)) continue;
    for (const attribute of ['alt', 'aria-label', 'title']) words.push(...(el.getAttribute(attribute)?.match(latinRun) ?? []));
  }
  // A link to another edition's page names that language (hreflang).
  const editionOf = (path: string) => Object.entries(prefixes).find(([, p]) => path === p || path.startsWith(`${p}/`))?.[0] ?? 'en';
  const unmarkedLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
    .filter((a) => !/\.(pdf|xml|png|jpe?g|webp|svg)$/.test(new URL(a.href).pathname))
    .filter((a) => editionOf(new URL(a.href).pathname) !== own && a.getAttribute('hreflang') !== editionOf(new URL(a.href).pathname))
    .map((a) => `${a.getAttribute('href')} "${a.textContent?.trim()}"`);
  return { latin: words, unmarkedLinks };
}

/** The Latin-script words of a Hindi or Marathi page that its copy does not keep (e2e/latin-words.ts), each once; English pages have none. */
export function unkeptLatinWords(locale: Locale, latin: string[]): string[] {
  if (locale === 'en') return [];
  const kept = latinWordsKept(locale, editionContent[locale]);
  return [...new Set(latin.filter((w) => !kept.has(w)))];
}
