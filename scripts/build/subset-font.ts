// Writes the site's font cut down to what the site shows (docs/product-rules.md#performance):
// printable ASCII, typographic punctuation, and every other character the content holds, at the
// weights the design tokens use. About 13 KB instead of 27 KB, so it arrives in the first round
// trip of its connection on a slow phone. A character an editor adds is in the next build's cut;
// anything else a visitor types falls back to the system font, letter by letter. Beside it, the
// fallback faces sized to this cut (scripts/build/fontFallback.ts): app/fonts/fallback.css; and the
// Devanagari face of the Hindi and Marathi editions, cut from the same content (scripts/build/devanagariFont.ts).
//
//   npx tsx scripts/build/subset-font.ts        (runs in prepare-site, before every build and dev server, after the content check)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { readContent } from '../../lib/content/load';
import { fontWeights } from '../../styles/tokens';
import { writeDevanagariCut } from './devanagariFont';
import { fallbackCss, webFontMetrics } from './fontFallback';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The full latin cut of the variable font, from its npm package. */
export const sourceFile = path.join(root, 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
/** Where app/fonts.ts reads the cut (gitignored: built from the content every time). */
export const subsetFile = path.join(root, 'app/fonts/plus-jakarta-sans-site.woff2');
/** The fallback faces sized to the cut, imported by app/fonts.ts (gitignored, like the cut). */
export const fallbackFile = path.join(root, 'app/fonts/fallback.css');

/** Punctuation and signs the site's own wording and an editor's typing commonly use. */
const typographic = '‘’“”–—…·•×→←₹€£©®™°';

/** Every character the site may show: ASCII, the typographic set, and all the content holds. */
export function siteCharacters(contentText: string): string {
  const chars = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) chars.add(String.fromCharCode(code));
  for (const ch of typographic + contentText) if (ch >= ' ') chars.add(ch);
  return [...chars].sort().join('');
}

async function main() {
  // Everything in content/, as an editor wrote it (JSON and Markdown files alike).
  const content = readContent(process.env.CONTENT_DIR ?? path.join(root, 'content'));
  const contentText = JSON.stringify(content);
  const text = siteCharacters(contentText);
  const weights = Object.values(fontWeights);
  const options = { variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } } };
  const source = readFileSync(sourceFile);
  const cut = await subsetFont(source, text, { ...options, targetFormat: 'woff2' });
  // The same cut uncompressed, for fontkit to measure (it reads no WOFF2).
  const sfnt = await subsetFont(source, text, { ...options, targetFormat: 'sfnt' });
  mkdirSync(path.dirname(subsetFile), { recursive: true });
  writeFileSync(subsetFile, cut);
  writeFileSync(fallbackFile, fallbackCss(webFontMetrics(sfnt, weights)));
  console.log(`subset-font: ${path.relative(root, subsetFile)}, ${text.length} characters, weights ${Math.min(...weights)}-${Math.max(...weights)}, ${(cut.length / 1024).toFixed(1)} KB; fallback faces in ${path.relative(root, fallbackFile)}`);
  // The Hindi and Marathi editions' Devanagari, cut from the same content (scripts/build/devanagariFont.ts).
  console.log(await writeDevanagariCut(content, weights));
}

// Run as a script (prebuild, predev), not when a test imports its paths.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`subset-font: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
