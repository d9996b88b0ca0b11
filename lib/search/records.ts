import type { Locale } from '../i18n/locales';

/**
 * What the site's search finds (docs/product-rules.md#search): every published page of every
 * edition, as text. The index is written at build from the built pages
 * (scripts/build/postbuild/transforms/searchIndex.ts) and fetched by the search only when a
 * visitor opens it.
 */
export const searchKinds = ['service', 'sector', 'caseStudy', 'article', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One page as the search sees it: text only, never markup. */
export interface SearchRecord {
  id: number;
  /** The page's canonical path. */
  url: string;
  /** The language the page is written in. */
  locale: Locale;
  kind: SearchKind;
  title: string;
  /** The page's h2 and h3 headings, one line each. */
  headings: string;
  /** The text of the page's main part, whitespace collapsed. */
  text: string;
}

/** One edition's index file: its own pages, and the pages it lists in another language. */
export interface SearchIndexFile {
  locale: Locale;
  records: SearchRecord[];
}

/** Where an edition's index is served from (a folder apart from /search, the page). */
export const searchIndexPath = (locale: Locale): string => `/search-index/${locale}.json`;
