import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The Devanagari face of the Hindi and Marathi editions, in one place (docs/product-rules.md#languages,
 * "Devanagari type"): the build cuts this file to what the two editions show
 * (scripts/build/devanagariFont.ts) and writes the cut under a name that changes with its bytes;
 * only the Hindi and Marathi layouts declare and preload it (components/layout/DevanagariFace);
 * their share images shape and draw with the file itself (app/og/shareAssets.ts), at build only.
 *
 * Not through next/font: Turbopack puts every layout's next/font stylesheet into the stylesheet
 * all pages share, so every English page preloaded this face too (docs/product-rules.md#languages).
 */
export const devanagariFace = {
  /** The font file, from the repository's root. */
  file: 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  /**
   * The family name the pages give the cut: one no installed font has, so a page whose cut failed
   * falls through to the device's Devanagari (styles/tokens.ts fontStackDevanagari), never to a
   * font that happens to share the name.
   */
  family: 'Ekchhat Devanagari',
  /** The weights the cut keeps, as its @font-face says (the design's, styles/tokens.ts fontWeights). */
  weight: '400 800',
  /**
   * The language each edition's text is shaped as in the share images. Noto Sans Devanagari's
   * Marathi rules (its MAR language system) leave ट्र and ष्ट्र unjoined, a virama and a full र
   * (महाराष्ट्‌र), so Marathi is shaped with the face's common Devanagari rules, which join them;
   * the test beside this file asks for Marathi's own rules again as soon as the face joins them.
   */
  shapingLanguage: { hi: 'hi', mr: 'hi' } satisfies Record<Exclude<Locale, 'en'>, string>,
} as const;

/** The language an edition's text is shaped as (BCP 47). */
export const shapingLanguage = (locale: Locale): string => (locale === 'en' ? locale : devanagariFace.shapingLanguage[locale]);

/**
 * The code points the face answers for: Devanagari, its Vedic and Extended blocks, the joiners a
 * writer uses for an explicit half form or an eyelash ra (र्‍य), and the dotted circle HarfBuzz
 * draws under a sign typed on its own. The cut holds these and its @font-face says so, so it never
 * answers for a space, a digit or a Latin letter: the brand's sans stays the page's first font,
 * for line boxes and `ch`.
 */
export const devanagariRanges: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa8e0, 0xa8ff],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as CSS writes them: `U+0900-097F, U+1CD0-1CFF, ...`. */
const cssRanges = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

export const unicodeRange = cssRanges(devanagariRanges);

/**
 * Every other code point, as CSS writes ranges: what the brand's sans is declared for (app/fonts.ts
 * writes it out, as next/font takes only literals; a test holds the two together). The sans comes
 * first in the Devanagari stack (styles/tokens.ts fontStackDevanagari), and this range lets a
 * browser pass over it for Devanagari.
 */
export const outsideDevanagari = cssRanges(
  [...devanagariRanges, [0x110000, 0x110000] as const].reduce<[number, number][]>((gaps, [from], i, all) => {
    const start = i === 0 ? 0 : all[i - 1]![1] + 1;
    if (from > start) gaps.push([start, from - 1]);
    return gaps;
  }, []),
);

/**
 * Where the cut is served from. Every file in this folder is named by its content, so hosts cache
 * it for a year like Next's own hashed output (scripts/build/postbuild/securityPolicy.ts).
 */
export const hashedFontsPath = '/fonts/';
const cutPrefix = 'noto-sans-devanagari.';
/** A cut's file name: the prefix, the first 10 hex digits of its SHA-256, `.woff2`. */
const cutName = /^noto-sans-devanagari\.[0-9a-f]{10}\.woff2$/;

/** The folder of public/ the cut is written to (gitignored, written before every build and dev server). */
export const cutDir = (root: string) => path.join(root, 'public', hashedFontsPath);

/** The file name of a cut with these bytes. */
export const cutFileName = (woff2: Uint8Array) => `${cutPrefix}${createHash('sha256').update(woff2).digest('hex').slice(0, 10)}.woff2`;

/** Is this one of the names cutFileName gives (a file to replace when the cut changes)? */
export const isCutFileName = (name: string) => cutName.test(name);

/**
 * The address of the build's cut, from the one file the build wrote; throws, saying what to run,
 * when there is none or more than one.
 */
export function devanagariCutHref(root = process.cwd()): string {
  const dir = cutDir(root);
  const found = existsSync(dir) ? readdirSync(dir).filter(isCutFileName) : [];
  if (found.length !== 1) {
    throw new Error(
      `${path.relative(root, dir)} holds ${found.length} cuts of the Devanagari face (${found.join(', ') || 'none'}); it should hold exactly one: run \`npx tsx scripts/build/subset-font.ts\` (part of every build and dev server)`,
    );
  }
  return `${hashedFontsPath}${found[0]}`;
}

/**
 * The attribute on <html> that makes the face the page's font for Devanagari (next in the stack after
 * the brand's sans, which answers for every other character): set before the first paint by
 * devanagariFaceScript, on a page loaded once the face is in the browser's cache.
 */
export const devanagariFaceAttribute = 'data-devanagari-face';

/** Where a browser notes which cut it has fetched (its address, so a new cut starts again). */
export const devanagariFaceStorageKey = 'devanagari-face';

/**
 * The stylesheet a Hindi or Marathi page carries inline: the face, and the custom property that
 * puts it right after the brand's sans in the Devanagari stack (styles/tokens.ts fontStackDevanagari),
 * so it draws every Devanagari character, once <html> has devanagariFaceAttribute. A browser
 * fetches a face only for text that uses it, so a page without the attribute never asks for the
 * file before its first paint.
 * - `optional`: the face is used when it is there by the first paint (it is, from the cache),
 *   else the page keeps the device's Devanagari for that visit: no line ever re-wraps under a reader.
 * - No fallback metrics: a line's box comes from the brand's sans, first in the stack, and with
 *   `optional` the face is either there at the first paint or not used by that page, never swapped in.
 * The postbuild's policy step allows exactly this text, for a cut's address (devanagariFaceCssHref).
 */
export const devanagariFaceCss = (href: string) =>
  `@font-face{font-family:"${devanagariFace.family}";src:url(${href}) format("woff2");font-weight:${devanagariFace.weight};font-style:normal;font-display:optional;unicode-range:${unicodeRange}}:root[${devanagariFaceAttribute}]{--font-devanagari:"${devanagariFace.family}"}`;

const faceScriptStart =
  '(function(h,k,a){var d=document.documentElement;try{if(localStorage.getItem(k)===h){d.setAttribute(a,"");var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=h;document.head.appendChild(l);return}}catch(e){return}';
/**
 * How long after the load event a first page fetches the face: by then it has painted (a page whose
 * files all arrive at once can fire its load event before its first paint), so the fetch never
 * competes with what the visitor is waiting for.
 */
export const faceFetchDelayMs = 2000;

const faceScriptEnd = `addEventListener("load",function(){setTimeout(function(){fetch(h,{priority:"low"}).then(function(r){if(r.ok)return r.arrayBuffer()}).then(function(b){if(b)localStorage.setItem(k,h)},function(){})},${faceFetchDelayMs})})})(`;

/**
 * The script a Hindi or Marathi page runs in its <head>, before its first paint
 * (docs/product-rules.md#languages, "Devanagari type"):
 * - when this browser has fetched this cut before, it sets devanagariFaceAttribute and preloads the
 *   cut, and the page shows the face from its first paint, out of the cache (Chromium holds the
 *   first paint for an optional face only while a preload of it is under way: without one, a face
 *   read from the disk cache comes too late for the page);
 * - else the page shows the device's Devanagari (on Android, the same Noto Sans Devanagari) and,
 *   once it has loaded and painted, fetches the cut at low priority and notes it: the next page
 *   has the face.
 * So a first visit's largest paint never waits for 50 KB of font on a slow phone. Where storage is
 * refused, the page stays in the device's font (that is the whole effect: nothing to report); a
 * failed fetch is not noted, and the next page tries again.
 */
export const devanagariFaceScript = (href: string) =>
  `${faceScriptStart}${faceScriptEnd}${JSON.stringify(href)},${JSON.stringify(devanagariFaceStorageKey)},${JSON.stringify(devanagariFaceAttribute)})`;

/**
 * The cut's address when `text` is exactly devanagariFaceScript of one, else undefined: how the
 * postbuild recognises this script as the build's own (scripts/build/postbuild/transforms/csp.ts).
 */
export function devanagariFaceScriptHref(text: string): string | undefined {
  const start = faceScriptStart + faceScriptEnd;
  if (!text.startsWith(start) || !text.endsWith(')')) return undefined;
  let href: unknown;
  try {
    [href] = JSON.parse(`[${text.slice(start.length, -1)}]`) as unknown[];
  } catch {
    return undefined;
  }
  if (typeof href !== 'string' || !href.startsWith(hashedFontsPath) || !isCutFileName(href.slice(hashedFontsPath.length))) return undefined;
  return text === devanagariFaceScript(href) ? href : undefined;
}

/**
 * How the pages write that stylesheet: as one of React's hoisted styles (`<style href precedence>`,
 * written as data-href and data-precedence), which React places in the <head> itself and does not
 * hydrate as an element, so the postbuild's own inlined <style>s there are never taken for it.
 */
export const devanagariFaceStyle = { href: 'devanagari-face', precedence: 'devanagari' } as const;

/**
 * The cut's address when `css` is exactly devanagariFaceCss of one, else undefined: how the
 * postbuild recognises this stylesheet as the build's own (scripts/build/postbuild/transforms/csp.ts).
 */
export function devanagariFaceCssHref(css: string): string | undefined {
  const href = /url\(([^)]*)\)/.exec(css)?.[1];
  if (!href || !href.startsWith(hashedFontsPath) || !isCutFileName(href.slice(hashedFontsPath.length))) return undefined;
  return css === devanagariFaceCss(href) ? href : undefined;
}
