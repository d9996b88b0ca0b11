/**
 * Shaping of the Hindi and Marathi editions' face in a browser (docs/product-rules.md#languages,
 * "Devanagari type"), the same way in Chromium (e2e/devanagari.spec.ts), Firefox and WebKit
 * (e2e-browsers/devanagari.ts): a conjunct, a reph or an eyelash ra has formed when the word is
 * not as wide as the same word with that virama kept apart by a ZWNJ.
 */
import { readContent, contentDir } from '../lib/content/load';
import { devanagariFaceAttribute, devanagariFaceStorageKey } from '../lib/fonts/devanagariFace';

/**
 * Runs in the page: whether this browser has noted the face's cut (the next page it loads shows
 * the face from its first paint) and whether this page shows it (lib/fonts/devanagariFace.ts).
 */
export function faceState([key, attribute]: readonly [string, string]) {
  return { noted: localStorage.getItem(key) !== null, shown: document.documentElement.hasAttribute(attribute) };
}
export const faceStateArgs = [devanagariFaceStorageKey, devanagariFaceAttribute] as const;

/**
 * Words whose every virama any good face joins: क्ष, श्र, ज्ञ, त्र, the reph of र्य, ष्ट and the
 * below-base ra of ट्र, द्य and म्न, the eyelash ra written with a ZWJ (र्‍य) and as ऱ्य (as the
 * Marathi copy spells it). Test data: orthography, not copy.
 */
export const conjunctWords = ['क्षमता', 'मिश्रण', 'तंत्रज्ञान', 'कार्यक्षेत्र', 'महाराष्ट्र', 'प्रद्युम्न', 'दुसर्‍या', 'दुसऱ्या'];

/** The languages a Devanagari word is shaped under on this site. */
export const devanagariLangs = ['hi', 'mr'] as const;

const virama = '\u094d';
const zwj = '\u200d';
const zwnj = '\u200c';

/** The word with its n-th virama (from 0) kept apart: a ZWNJ after it, or in place of the ZWJ after it. */
export function keptApart(word: string, n: number): string {
  const chars = [...word];
  let seen = -1;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== virama || ++seen !== n) continue;
    if (chars[i + 1] === zwj) chars[i + 1] = zwnj;
    else chars.splice(i + 1, 0, zwnj);
    return chars.join('');
  }
  throw new Error(`"${word}" has no virama number ${n + 1}`);
}

export const viramaCount = (word: string) => [...word].filter((c) => c === virama).length;

/** Every distinct Devanagari word with a virama in the Hindi or the Marathi content files. */
export function contentConjunctWords(): Record<(typeof devanagariLangs)[number], string[]> {
  const raw = readContent(contentDir());
  const words = { hi: new Set<string>(), mr: new Set<string>() };
  const add = (locale: string, data: unknown) => {
    if (locale !== 'hi' && locale !== 'mr') return;
    for (const [word] of JSON.stringify(data).matchAll(/[\u0900-\u097f\u200c\u200d]+/g)) if (word.includes(virama)) words[locale].add(word);
  };
  for (const byLocale of Object.values(raw.settings)) for (const [locale, file] of Object.entries(byLocale ?? {})) add(locale, file?.data);
  for (const entries of Object.values(raw.collections)) for (const entry of entries) add(entry.locale, entry.data);
  return { hi: [...words.hi].sort(), mr: [...words.mr].sort() };
}

/** What the page measured of one word under one language, in CSS pixels at 48 px. */
export interface WordWidths {
  word: string;
  lang: string;
  /** In the site's own type (the page's font stack under that lang). */
  site: number;
  /** In the site's Devanagari face loaded on its own from the same file: what the site's type must match. */
  face: number;
  /** Each virama kept apart, in the site's type. */
  apart: number[];
}

/** The site's Devanagari face as the page declares it, and the words measured. */
export interface ShapingReport {
  family: string;
  source: string;
  widths: WordWidths[];
}

/**
 * Runs in the page (self-contained: every engine's driver sends it as source): finds the
 * Devanagari face's @font-face (the family named by --font-devanagari), loads the same file
 * again as a face of its own, and measures each word, and each of its kept-apart forms, under
 * each lang in the site's type, and the word in the face alone.
 */
export async function measureShaping(cases: { word: string; lang: string; apart: string[] }[]): Promise<ShapingReport> {
  // The variable's first family is the face (any after it are fallbacks).
  const family = (getComputedStyle(document.documentElement).getPropertyValue('--font-devanagari').split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
  if (!family) throw new Error('the page names no Devanagari face (--font-devanagari)');
  let source = '';
  for (const sheet of [...document.styleSheets]) {
    let rules: CSSRule[] = [];
    try {
      rules = [...sheet.cssRules];
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue('font-family').trim().replace(/^["']|["']$/g, '') !== family) continue;
      source = /url\(["']?([^"')]+)["']?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '';
    }
  }
  if (!source) throw new Error(`no @font-face for ${family} on the page`);
  const face = new FontFace('DevanagariFaceAlone', `url(${source})`, { weight: '400 800' });
  document.fonts.add(await face.load());

  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:0;top:0;width:max-content;background:#fff;font-size:48px;font-weight:400;line-height:2;z-index:2147483647';
  document.body.append(box);
  const span = (text: string, lang: string, alone: boolean) => {
    const s = document.createElement('span');
    s.lang = lang;
    s.textContent = text;
    s.style.cssText = `display:inline-block;white-space:nowrap;margin-right:12px${alone ? ';font-family:DevanagariFaceAlone' : ''}`;
    box.append(s);
    return s;
  };
  const laid = cases.map(({ word, lang, apart }) => ({ word, lang, site: span(word, lang, false), face: span(word, lang, true), apart: apart.map((a) => span(a, lang, false)) }));
  await document.fonts.ready;
  const width = (e: HTMLElement) => e.getBoundingClientRect().width;
  const widths = laid.map((l) => ({ word: l.word, lang: l.lang, site: width(l.site), face: width(l.face), apart: l.apart.map(width) }));
  return { family, source, widths };
}

/** The cases measureShaping takes: each word under each lang with its kept-apart forms. */
export function shapingCases(words: string[], langs: readonly string[] = devanagariLangs) {
  return langs.flatMap((lang) => words.map((word) => ({ word, lang, apart: Array.from({ length: viramaCount(word) }, (_, n) => keptApart(word, n)) })));
}

/** Less than this apart (CSS px at 48 px), two widths are the same shaping. */
const samePx = 0.5;

/** One word, to learn whether a page draws its Devanagari in the site's face (measureShaping of it). */
export const faceProbe = shapingCases(['क्षमता'], ['hi']);

/** Whether the page measured draws every word in the site's face. */
export const drawsInFace = (report: ShapingReport) => report.widths.every((w) => Math.abs(w.site - w.face) <= samePx);

/** The words the site does not draw in its own face, and the viramas it leaves apart: each a sentence. */
export function shapingProblems(report: ShapingReport, engine: string): string[] {
  const problems: string[] = [];
  for (const w of report.widths) {
    if (Math.abs(w.site - w.face) > samePx) problems.push(`${engine}: "${w.word}" under lang="${w.lang}" is ${w.site.toFixed(1)} px wide in the site's type but ${w.face.toFixed(1)} px in its face ${report.family}: another font draws it`);
    w.apart.forEach((apart, n) => {
      if (Math.abs(apart - w.site) <= samePx) problems.push(`${engine}: "${w.word}" under lang="${w.lang}": virama ${n + 1} of ${w.apart.length} stays apart (as wide as "${keptApart(w.word, n)}", ${apart.toFixed(1)} px)`);
    });
  }
  return problems;
}

/**
 * Viramas a language leaves apart where Hindi joins them (the content's own words: a face may
 * not join every pair of letters, but Marathi must join what Hindi does).
 */
export function languageProblems(report: ShapingReport, engine: string, lang: string): string[] {
  const hindi = new Map(report.widths.filter((w) => w.lang === 'hi').map((w) => [w.word, w]));
  const problems: string[] = [];
  for (const w of report.widths.filter((x) => x.lang === lang)) {
    const reference = hindi.get(w.word);
    if (!reference) continue;
    w.apart.forEach((apart, n) => {
      const hindiJoins = Math.abs(reference.apart[n]! - reference.site) > samePx;
      if (hindiJoins && Math.abs(apart - w.site) <= samePx) problems.push(`${engine}: "${w.word}" under lang="${lang}": virama ${n + 1} stays apart where Hindi joins it`);
    });
  }
  return problems;
}
