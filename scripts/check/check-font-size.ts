#!/usr/bin/env node
// For every HTML page in out/, the fonts it names (preloads and @font-face sources): an English
// page names no Devanagari face, and a Hindi or Marathi page adds at most the Devanagari budget to
// what English pages load (docs/product-rules.md#languages, "Devanagari type"). Part of `npm run size`.
// Usage: npx tsx scripts/check/check-font-size.ts [outDir]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { devanagariCutHref, hashedFontsPath } from '../../lib/fonts/devanagariFace';
import { localeOfPath } from '../../lib/i18n/locales';
import { htmlFiles, pageOfFile } from './out-pages';

/** docs/product-rules.md#languages: the Devanagari face adds at most this to a page that uses it. */
export const DEVANAGARI_BUDGET_KB = 70;

const outDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'out');
if (!existsSync(outDir)) {
  console.error(`error: ${outDir} does not exist; run \`npm run build\` first.`);
  process.exit(1);
}
let devanagariCut: Buffer;
try {
  devanagariCut = readFileSync(path.join(outDir, devanagariCutHref()));
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : error}; run \`npm run build\` first.`);
  process.exit(1);
}

/** Each font file the page names, once: next/font's and the site's own hashed fonts (lib/fonts/devanagariFace.ts). */
const fontsOf = (html: string) => [...new Set([...html.matchAll(new RegExp(`(/_next/static/media/|${hashedFontsPath})[^"')\\s]+\\.woff2`, 'g'))].map((m) => m[0]))];

const bytes = new Map<string, Buffer>();
const fileOf = (src: string) => {
  let b = bytes.get(src);
  if (!b) {
    const file = path.join(outDir, src);
    if (!existsSync(file)) throw new Error(`font ${src} is named but missing from ${outDir}`);
    b = readFileSync(file);
    bytes.set(src, b);
  }
  return b;
};

const pages = htmlFiles(outDir)
  .filter((file) => !path.basename(file).startsWith('_not-found'))
  .map((file) => {
    const page = pageOfFile(outDir, file);
    return { page, locale: localeOfPath(page), fonts: fontsOf(readFileSync(file, 'utf8')) };
  });
const kb = (srcs: string[]) => srcs.reduce((sum, s) => sum + fileOf(s).length, 0) / 1024;
const english = pages.filter((p) => p.locale === 'en');
const englishFonts = new Set(english.flatMap((p) => p.fonts));
const problems: string[] = [];

for (const p of english) {
  const devanagari = p.fonts.filter((s) => fileOf(s).equals(devanagariCut));
  if (devanagari.length) problems.push(`${p.page}: an English page names the Devanagari face (${devanagari.join(', ')})`);
}
const devanagariPages = pages.filter((p) => p.locale !== 'en');
let most = 0;
for (const p of devanagariPages) {
  const extra = kb(p.fonts.filter((s) => !englishFonts.has(s)));
  most = Math.max(most, extra);
  if (extra > DEVANAGARI_BUDGET_KB) problems.push(`${p.page}: ${extra.toFixed(1)} KB of fonts beyond the English pages' (budget ${DEVANAGARI_BUDGET_KB} KB)`);
  if (!p.fonts.some((s) => fileOf(s).equals(devanagariCut))) problems.push(`${p.page}: a ${p.locale} page without the Devanagari face`);
}
console.log(
  `Font size check: ${english.length} English pages name ${kb([...englishFonts]).toFixed(1)} KB of fonts and no Devanagari; ` +
    `${devanagariPages.length} Hindi and Marathi pages add at most ${most.toFixed(1)} KB (budget ${DEVANAGARI_BUDGET_KB} KB).`,
);
if (problems.length) {
  console.error(`error:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
