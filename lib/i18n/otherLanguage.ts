import { getContent } from '../content';
import type { Locale } from './locales';
import { requestLocale } from './requestLocale';

/**
 * An entry a list offers in the language it is written in, because its page's edition has no
 * version of it yet (docs/product-rules.md#languages): its words carry `lang`, its link `hreflang`,
 * and a label in the page's own language says which language it is ("अंग्रेज़ी में").
 */
export interface OtherLanguage {
  /** The language the entry is written in: the lang of its words and the hreflang of its link. */
  lang: Locale;
  /** The page's language, which the label is written in. */
  page: Locale;
  /** "In English", in the page's language (texts.languages.offeredIn). */
  label: string;
}

/** How a page in `page`'s edition offers an entry: nothing to say when the entry is in the page's language. */
export function otherLanguage(entry: { locale: Locale }, page: Locale = requestLocale()): OtherLanguage | undefined {
  if (entry.locale === page) return undefined;
  return { lang: entry.locale, page, label: getContent(undefined, page).texts.languages.offeredIn[entry.locale] };
}
