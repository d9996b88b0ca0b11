import localFont from 'next/font/local';

// The Hindi and Marathi editions' Devanagari (docs/product-rules.md#languages, "Devanagari type"):
// Noto Sans Devanagari, variable weight, cut by scripts/build/subset-font.ts to the Devanagari the
// two editions show and with its Marathi language system repaired (scripts/build/devanagariFont.ts).
// Only their layouts import this module, so no English page loads or preloads it.
// - `optional`: the face is used when it is there by the first paint (preloaded, cached or quick),
//   else the page keeps the system's Devanagari for that visit: no line ever re-wraps under a reader.
// - It answers only for Devanagari (unicode-range: scripts/build/devanagariFont.ts devanagariRanges,
//   written out here because next/font reads literals): the brand's sans stays the first font of a
//   Hindi page for spaces, digits and Latin words, its line boxes and its `ch`.
// - No fallback here: the stack in styles/tokens.ts (fontStackDevanagari) puts this face before
//   the brand's sans and its fallbacks, among which a generic family would answer for Devanagari
//   (browsers give `sans-serif` a Devanagari font under lang="hi").
// - The constant's name is the face's family name in the CSS: one no installed font has.
const notoSansDevanagariCut = localFont({
  src: './fonts/noto-sans-devanagari-site.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-devanagari',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+25CC, U+A8E0-A8FF' }],
});

export { notoSansDevanagariCut as devanagari };
