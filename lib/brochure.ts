import { getContent } from './content';
import { defaultLocale, type Locale } from './i18n/locales';

/**
 * The brochure's language (docs/product-rules.md#brochure): English only. Its generator (pdf-lib with
 * its fontkit) cannot set Devanagari: its Indic shaper fails, and pdf-lib drops the mark positions
 * that a quarter of Hindi and a third of Marathi words need. The Hindi and Marathi pages offer the
 * English brochure and say so.
 */
export const brochureLocale: Locale = defaultLocale;

/** What a link to the brochure carries on a page of an edition: the brochure's language, and the words that say it where the page speaks another. */
export function brochureLanguage(locale: Locale): { hrefLang?: string; note?: string } {
  if (locale === brochureLocale) return {};
  return { hrefLang: brochureLocale, note: getContent(undefined, locale).texts.languages.offeredIn[brochureLocale] };
}
