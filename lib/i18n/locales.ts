/**
 * The site's editions (docs/product-rules.md#languages): English at SPEC's addresses, Hindi under
 * /hi and Marathi under /mr. English is the default: the language a new entry is written in first,
 * the x-default of every page's alternates, and the edition a visitor gets without a prefix.
 */
export const locales = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export interface Edition {
  /** The language's name in its own script: what the language switch shows. */
  name: string;
  /** Open Graph's locale (language and territory). */
  ogLocale: string;
  /** The locale Intl formats dates and numbers for; digits stay 0-9 in every edition (latn). */
  intl: string;
  /** Where the edition's pages live: '' for English, '/hi' and '/mr' for the others. */
  prefix: '' | `/${string}`;
  /** How the language ends a sentence: Hindi with the danda, English and Marathi with a full stop. */
  fullStop: string;
}

export const editions: Record<Locale, Edition> = {
  en: { name: 'English', ogLocale: 'en_IN', intl: 'en-IN-u-nu-latn', prefix: '', fullStop: '.' },
  hi: { name: 'हिन्दी', ogLocale: 'hi_IN', intl: 'hi-IN-u-nu-latn', prefix: '/hi', fullStop: '।' },
  mr: { name: 'मराठी', ogLocale: 'mr_IN', intl: 'mr-IN-u-nu-latn', prefix: '/mr', fullStop: '.' },
};

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** An edition's language named in English, the language of the editor's tools (the CMS, the content check): "Hindi". */
export const englishName = (locale: Locale): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

/**
 * A page's address in an edition: English keeps SPEC's spelling; Hindi and Marathi use the
 * lower-case form of the English address under their prefix (/hi/services, /mr for home).
 */
export function localePath(path: string, locale: Locale): string {
  const { prefix } = editions[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.toLowerCase()}`;
}

/** The edition an address belongs to, by its prefix. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1]?.toLowerCase();
  return locales.find((l) => l !== defaultLocale && editions[l].prefix === `/${first}`) ?? defaultLocale;
}

/** A date as the edition writes it: "14 October 2026", "14 अक्टूबर 2026", "14 ऑक्टोबर, 2026". */
export const formatDate = (isoDate: string, locale: Locale): string =>
  new Intl.DateTimeFormat(editions[locale].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A content file's name in an edition: texts.json and web-development.json are English, texts.hi.json and web-development.hi.json Hindi. */
export const localeFile = (file: string, locale: Locale): string => (locale === defaultLocale ? file : file.replace(/(\.\w+)$/, `.${locale}$1`));

/**
 * The entry a content file holds and its edition, read from the file's name (the inverse of
 * localeFile): "web-development.json" is the English file of web-development, "web-development.hi.json"
 * its Hindi one. A ".<code>" that names no other edition leaves `locale` undefined, `code` saying what was written.
 */
export function entryOfFile(name: string): { slug: string; locale: Locale | undefined; code: string | undefined } {
  const [, slug = '', code] = /^(.*?)(?:\.([a-z]{2,3}))?\.\w+$/i.exec(name) ?? [];
  return { slug, code, locale: code === undefined ? defaultLocale : isLocale(code) && code !== defaultLocale ? code : undefined };
}
