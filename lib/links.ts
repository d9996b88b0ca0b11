import { fixedPages } from './content/collections/pages';
import { localePath, type Locale } from './i18n/locales';
import { requestLocale } from './i18n/requestLocale';

type Spellings = (typeof fixedPages)[keyof typeof fixedPages]['spellings'];
type Merge<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? { [K in keyof I]: I[K] } : never;

/**
 * The spellings the site's links use, by name (docs/product-rules.md#routes): navigation uses these
 * capitalised forms, the footer the lower-case canonical ones. Read from the fixed pages'
 * declaration (lib/content/collections/pages.ts), where each is written once.
 */
export const links = Object.assign({}, ...Object.values(fixedPages).map((p) => p.spellings)) as Merge<Spellings>;

/**
 * Address prefixes under which entries have their own pages: articles at /blog/<slug>, tags at
 * /blog/tag/<tag>; case studies at /work/<slug>, and /work narrowed to one service or sector at
 * /work/service/<slug> and /work/sector/<slug>.
 */
export const sections = { blog: '/blog', work: '/work' } as const;

/** A fixed page's address in an edition, the page's own by default: /Services in English, /hi/services in Hindi. */
export const linkTo = (name: keyof typeof links, locale: Locale = requestLocale()): string => localePath(links[name], locale);
