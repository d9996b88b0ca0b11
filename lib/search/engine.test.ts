import { getContent } from '../content';
import type { Locale } from '../i18n/locales';
import { createSearchEngine, excerpt } from './engine';
import type { SearchRecord } from './records';
import { normalizeTerm, wordsOf } from './terms';

// Records made from the content the pages render (the built index is tested in
// scripts/build/postbuild/searchIndex.test.ts): each service and article of an edition as a page.
function recordsOf(locale: Locale, from = 0): SearchRecord[] {
  const { services, articles } = getContent(undefined, locale);
  const own = [...services, ...articles].filter((e) => e.locale === locale);
  return own.map((e, i) => ({
    id: from + i,
    url: e.path,
    locale,
    kind: 'slug' in e && 'body' in e ? 'article' : 'service',
    title: e.title,
    headings: '',
    text: 'body' in e ? (e.body as string) : (e as { description: string }).description,
  }));
}

/** A word of `text` at least `min` letters long that no other record of `records` holds. */
function wordOnlyIn(record: SearchRecord, records: SearchRecord[], min = 6, also: (word: string) => boolean = () => true): string {
  const others = records.filter((r) => r !== record).map((r) => new Set(wordsOf(`${r.title} ${r.text}`).map(normalizeTerm)));
  const word = wordsOf(record.text).find((w) => w.length >= min && also(w) && !/\d/.test(w) && others.every((o) => ![...o].some((t) => t.startsWith(normalizeTerm(w)))));
  if (!word) throw new Error(`no word of ${record.url} is its own`);
  return word;
}

describe('the search engine', () => {
  const en = recordsOf('en');
  const hi = recordsOf('hi', en.length);

  test('finds an English page by a word of its body, with the word marked in the excerpt', () => {
    const article = en.find((r) => r.kind === 'article')!;
    const word = wordOnlyIn(article, en);
    const hits = createSearchEngine(en, 'en').search(word);
    expect(hits.map((h) => h.url)).toEqual([article.url]);
    const marked = hits[0]!.excerpt.filter((p) => p.marked).map((p) => normalizeTerm(p.text));
    expect(marked).toContain(normalizeTerm(word));
    expect(hits[0]!.excerpt.map((p) => p.text).join('')).toContain(word);
  });

  test('tolerates a typo in a long word and finds a word still being typed', () => {
    const article = en.find((r) => r.kind === 'article')!;
    const word = wordOnlyIn(article, en, 7);
    const typo = word.slice(0, 3) + (word[3] === 'x' ? 'y' : 'x') + word.slice(4);
    const engine = createSearchEngine(en, 'en');
    expect(engine.search(typo).map((h) => h.url)).toContain(article.url);
    expect(engine.search(word.slice(0, 5)).map((h) => h.url)).toContain(article.url);
  });

  test('a Hindi query finds Hindi pages, with or without nukta and chandrabindu, the edition’s language first', () => {
    const all = [...en, ...hi];
    const page = hi.find((r) => r.kind === 'article')!;
    // A word with an anusvara starting with a consonant that takes a nukta: two edits apart from its variant, beyond typo tolerance.
    const word = wordOnlyIn(page, all, 4, (w) => w.includes('\u0902') && /^[कखगजडढफ]/.test(w));
    const engine = createSearchEngine(all, 'hi');
    expect(engine.search(word).map((h) => h.url)).toEqual([page.url]);
    // The same word spelt with a nukta under its first consonant and a chandrabindu for an anusvara.
    const variant = word.replace(/^([\u0915-\u0939])/, '$1\u093C').replace(/\u0902/g, '\u0901');
    expect(variant).not.toBe(word);
    expect(engine.search(variant).map((h) => h.url)).toEqual([page.url]);
  });

  test('orders another language after the edition’s own', () => {
    const both = [...en, ...hi];
    const query = wordsOf(en[0]!.title).find((w) => w.length > 3)!;
    // Give the longest Hindi page the English word once, so it matches less well than the English titles.
    const longest = hi.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const mixed = both.map((r) => (r === longest ? { ...r, text: `${r.text} ${query}` } : r));
    const hits = createSearchEngine(mixed, 'hi').search(query);
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]!.locale).toBe('hi');
    expect(createSearchEngine(mixed, 'en').search(query)[0]!.locale).toBe('en');
  });

  test('an empty or punctuation-only query finds nothing', () => {
    const engine = createSearchEngine(en, 'en');
    expect(engine.search('')).toEqual([]);
    expect(engine.search(' ?! ')).toEqual([]);
  });
});

test('a word compares without nukta and with chandrabindu as anusvara', () => {
  expect(normalizeTerm('क़िला')).toBe(normalizeTerm('किला'));
  expect(normalizeTerm('\u0958िला')).toBe(normalizeTerm('किला'));
  expect(normalizeTerm('हँसी')).toBe(normalizeTerm('हंसी'));
  expect(normalizeTerm('Branding')).toBe('branding');
});

describe('excerpt', () => {
  const text = 'One <b>two</b> three & four. '.repeat(20);
  test('keeps markup in the text as text and marks only whole matched words', () => {
    const parts = excerpt(text, ['four'], 60);
    expect(parts.filter((p) => p.marked).every((p) => p.text === 'four')).toBe(true);
    expect(parts.map((p) => p.text).join('')).toContain('<b>two</b>');
  });

  test('cuts at word boundaries and says where it was cut', () => {
    const parts = excerpt(text, ['three'], 40);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.endsWith(' …')).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(40 + 2);
  });
});
