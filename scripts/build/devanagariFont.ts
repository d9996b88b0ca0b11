// The Hindi and Marathi editions' face (docs/product-rules.md#languages, "Devanagari type"): Noto
// Sans Devanagari from its npm package, cut to the Devanagari the two editions show, at the
// weights the design tokens use, its language systems completed (scripts/build/languageSystems.ts),
// and checked: every word of the content shapes under its own language as it does under the
// script's default. About 52 KB of WOFF2 instead of 121 KB; only the Hindi and Marathi layouts
// load it (components/layout/DevanagariFace). Written by scripts/build/subset-font.ts with the Latin cut.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { RawContent } from '../../lib/content/check';
import { editions, formatDate, locales, type Locale } from '../../lib/i18n/locales';
import { cutDir, cutFileName, devanagariRanges, isCutFileName } from '../../lib/fonts/devanagariFace';
import { completeLanguageSystems } from './languageSystems';

const root = path.resolve(__dirname, '..', '..');
/** The whole Devanagari cut of the variable font, from its npm package. */
export const devanagariSourceFile = path.join(root, 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
/** Where the cut is written, under a name of its bytes (lib/fonts/devanagariFace.ts; gitignored, built from the content every time). */
export const devanagariCutDir = cutDir(root);

/** The editions written in Devanagari. */
export const devanagariLocales = locales.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

const inRanges = (ch: string) => devanagariRanges.some(([from, to]) => ch.codePointAt(0)! >= from && ch.codePointAt(0)! <= to);

/** Characters the cut always holds: the joiners, the dotted circle, the dandas. */
export const alwaysInCut = '\u200c\u200d\u25cc\u0964\u0965';

/** One edition's words and where they come from: a content file, or what the site writes through Intl. */
export interface EditionText {
  source: string;
  locale: Locale;
  text: string;
}

/** What the Hindi and Marathi editions show: their content files, and the dates and times Intl writes in them. */
export function devanagariTexts(raw: RawContent): EditionText[] {
  const texts: EditionText[] = [];
  const add = (source: string, locale: Locale, data: unknown) => {
    if ((devanagariLocales as Locale[]).includes(locale)) texts.push({ source, locale, text: JSON.stringify(data) });
  };
  for (const byLocale of Object.values(raw.settings)) for (const [locale, file] of Object.entries(byLocale ?? {})) add(file!.file, locale as Locale, file!.data);
  for (const entries of Object.values(raw.collections)) for (const entry of entries) add(entry.file, entry.locale, entry.data);
  for (const locale of devanagariLocales) {
    // Month names (lib/i18n/locales.ts formatDate), the outbox's "in 5 seconds" and every edition's own name (the language switch).
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2026-${String(m + 1).padStart(2, '0')}-14`, locale));
    const seconds = new Intl.RelativeTimeFormat(editions[locale].intl, { numeric: 'always' });
    const times = [1, 2, 5, -1, -5].map((n) => seconds.format(n, 'second'));
    texts.push({ source: `Intl (${locale})`, locale, text: [...months, ...times, ...Object.values(editions).map((e) => e.name)].join(' ') });
  }
  return texts;
}

/** Every Devanagari character of the texts and those always needed, sorted. */
export function devanagariCharacters(texts: EditionText[]): string {
  const chars = new Set(alwaysInCut);
  for (const { text } of texts) for (const ch of text) if (inRanges(ch)) chars.add(ch);
  return [...chars].sort().join('');
}

/** The cut: the characters, the weights, the language systems completed. Returns WOFF2 and the uncompressed font. */
export async function cutDevanagari(characters: string, weights: number[]): Promise<{ woff2: Buffer; sfnt: Buffer; added: string[] }> {
  const instanced = await subsetFont(readFileSync(devanagariSourceFile), characters, {
    targetFormat: 'sfnt',
    variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } },
  });
  const { font, added } = completeLanguageSystems(new Uint8Array(instanced));
  // A second pass packs the GSUB the repair left with an unused script list, and compresses.
  const repaired = Buffer.from(font);
  const [woff2, sfnt] = await Promise.all([subsetFont(repaired, characters, { targetFormat: 'woff2' }), subsetFont(repaired, characters, { targetFormat: 'sfnt' })]);
  return { woff2, sfnt, added };
}

/** A word the cut shapes worse under its edition's language than under the script's default. */
export interface UnjoinedWord {
  source: string;
  locale: Locale;
  word: string;
}

/**
 * Shapes every Devanagari word of the texts with HarfBuzz (as Chromium, Firefox and WebKitGTK do)
 * under its edition's language and under none, and returns those where the language shows more
 * viramas: a conjunct it leaves apart. Its own letter forms (the Marathi ल and श) are no difference.
 */
export async function wordsLeftApart(sfnt: Uint8Array, texts: EditionText[]): Promise<UnjoinedWord[]> {
  const hb = await import('harfbuzzjs');
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const virama = font.glyph(0x094d);
  const viramas = (word: string, language?: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript('Deva');
    if (language) buffer.setLanguage(language);
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().filter((g) => g.codepoint === virama).length;
  };
  const found: UnjoinedWord[] = [];
  const seen = new Set<string>();
  for (const { source, locale, text } of texts) {
    for (const [word] of text.matchAll(/[\p{Script=Devanagari}\u200c\u200d]+/gu)) {
      const key = `${locale} ${word}`;
      if (!word.includes('\u094d') || seen.has(key)) continue;
      seen.add(key);
      if (viramas(word, locale) > viramas(word)) found.push({ source, locale, word });
    }
  }
  return found;
}

/**
 * Cuts the face for the content, checks its shaping, writes it where the Hindi and Marathi pages
 * find it (lib/fonts/devanagariFace.ts), and returns the line for the build log. Throws, naming each word and its file, when a word
 * would still show a virama its language should join.
 */
export async function writeDevanagariCut(raw: RawContent, weights: number[]): Promise<string> {
  const texts = devanagariTexts(raw);
  const characters = devanagariCharacters(texts);
  const { woff2, sfnt, added } = await cutDevanagari(characters, weights);
  const apart = await wordsLeftApart(sfnt, texts);
  if (apart.length) {
    throw new Error(`the Devanagari cut leaves conjuncts apart under its language: ${apart.map((w) => `"${w.word}" (${w.locale}, ${w.source})`).join(', ')}`);
  }
  // One cut in the folder, named by its bytes: the pages find it there (devanagariCutHref).
  mkdirSync(devanagariCutDir, { recursive: true });
  for (const old of readdirSync(devanagariCutDir).filter(isCutFileName)) rmSync(path.join(devanagariCutDir, old));
  const file = path.join(devanagariCutDir, cutFileName(woff2));
  writeFileSync(file, woff2);
  const repaired = added.length ? `; language systems completed: ${added.join('; ')}` : '';
  return `subset-font: ${path.relative(root, file)}, ${[...characters].length} characters, weights ${Math.min(...weights)}-${Math.max(...weights)}, ${(woff2.length / 1024).toFixed(1)} KB${repaired}`;
}
