import type { Content } from '../lib/content';
import type { Locale } from '../lib/i18n/locales';

/**
 * The Latin-script words a Hindi or Marathi page may show in its own language's text
 * (docs/product-rules.md#languages): brand, product and technical names that people say in English,
 * kept so by the copy. Words quoted in another language carry their own `lang` and are not checked.
 * Add a word here when the copy keeps a new name in English; anything else in Latin letters on those
 * pages is English left behind.
 */
const keptByTheCopy: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  hi: [
    '4G',
    'A/B',
    'Android',
    'API',
    'App',
    'B2B',
    'CEO',
    'CIO',
    'CME',
    'CMS',
    'Core',
    'CRM',
    'DevOps',
    'ERP',
    'Facebook',
    'GA4',
    'Google',
    'Instagram',
    'iOS',
    'IT',
    'JavaScript',
    'JEE',
    'LinkedIn',
    'Meta',
    'MVP',
    'name@company.com',
    'NEET',
    'PDF',
    'Play',
    'QR',
    'RERA',
    'SaaS',
    'SEO',
    'Shopify',
    'Store',
    'Vitals',
    'Web',
    'WhatsApp',
    'www.yourcompany.com',
    'X',
    'YouTube',
  ],
  mr: [
    '4G',
    'API',
    'Android',
    'App Store',
    'B2B',
    'CME',
    'CRM',
    'DevOps',
    'ERP',
    'Facebook',
    'GA4',
    'Google',
    'Google Business Profile',
    'Instagram',
    'iOS',
    'JavaScript',
    'LinkedIn',
    'Meta',
    'MVP',
    'PDF',
    'Play Store',
    'SaaS',
    'SEO',
    'Shopify',
    'WhatsApp',
    'X',
    'YouTube',
    'name@company.com',
    'www.yourcompany.com',
  ],
};

/** A run of Latin letters as a reader sees one word: "GA4", "A/B", "name@company.com", "DevOps". */
export const latinWord = /[A-Za-z][A-Za-z0-9]*(?:[.@/'’+&-][A-Za-z0-9]+)*/g;

/**
 * Every Latin-script word an edition's pages may show: the copy's kept names, and those the content
 * itself gives in Latin letters because they are addresses or names (the studio's e-mail address and
 * web address, the brochure's file name, the social networks its links name).
 */
export function latinWordsKept(locale: Exclude<Locale, 'en'>, { site }: Pick<Content, 'site'>): Set<string> {
  const fromContent = [site.email, new URL(site.url).host, site.brochureFile, ...site.socials.map((s) => s.label)];
  return new Set([...keptByTheCopy[locale], ...fromContent].flatMap((words) => words.match(latinWord) ?? []));
}
