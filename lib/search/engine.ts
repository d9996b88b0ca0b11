import MiniSearch from 'minisearch';
import type { Locale } from '../i18n/locales';
import type { SearchKind, SearchRecord } from './records';
import { normalizeTerm, wordPattern, wordsOf } from './terms';

/** A piece of an excerpt: text, marked where it is a word the query matched. Rendered as text, never markup. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  locale: Locale;
  excerpt: ExcerptPart[];
}

export interface SearchEngine {
  /** The pages that match every word of `query`, the edition's language first, best first within each. */
  search(query: string): SearchHit[];
}

/** About two lines of a result card. */
const excerptLength = 180;

/**
 * docs/product-rules.md#search: every word must match (the last as a prefix, as the visitor is
 * still typing it); words of five letters or more tolerate a typo; a title match counts most.
 */
export function createSearchEngine(records: SearchRecord[], edition: Locale): SearchEngine {
  const index = new MiniSearch<SearchRecord>({
    fields: ['title', 'headings', 'text'],
    tokenize: wordsOf,
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      combineWith: 'AND',
      boost: { title: 4, headings: 2 },
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      maxFuzzy: 1,
    },
  });
  index.addAll(records);
  const byId = new Map(records.map((r) => [r.id, r]));
  return {
    search(query) {
      if (!wordsOf(query).length) return [];
      return index
        .search(query)
        .map((result, rank) => ({ result, rank, record: byId.get(result.id as number)! }))
        .sort((a, b) => Number(b.record.locale === edition) - Number(a.record.locale === edition) || a.rank - b.rank)
        .map(({ result, record }) => ({
          url: record.url,
          title: record.title,
          kind: record.kind,
          locale: record.locale,
          excerpt: excerpt(record.text, result.terms),
        }));
    },
  };
}

/**
 * About `length` characters of `text` around the first word the query matched, cut at word
 * boundaries, with every matched word marked. `terms` are the index's terms (normalised).
 */
export function excerpt(text: string, terms: string[], length = excerptLength): ExcerptPart[] {
  const wanted = new Set(terms);
  const words = [...text.matchAll(wordPattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, hit: wanted.has(normalizeTerm(m[0])) }));
  const first = words.find((w) => w.hit);
  // Begin a few words before the first match, so it is read in its sentence.
  const from = first ? words[Math.max(0, words.indexOf(first) - 6)]!.start : 0;
  let to = Math.min(text.length, from + length);
  const cut = words.find((w) => w.start < to && w.end > to);
  if (cut) to = cut.start;
  const parts: ExcerptPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (!part) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += part;
    else parts.push({ text: part, marked });
  };
  if (from > 0) push('… ', false);
  let at = from;
  for (const w of words) {
    if (w.start < from || w.end > to || !w.hit) continue;
    push(text.slice(at, w.start), false);
    push(text.slice(w.start, w.end), true);
    at = w.end;
  }
  push(text.slice(at, to).trimEnd(), false);
  if (to < text.length) push(' …', false);
  return parts;
}
