import localFont from 'next/font/local';
// Arial (or its metric twins) and Roboto, each weight sized to this font: written with the cut by
// scripts/build/subset-font.ts (scripts/build/fontFallback.ts), named in styles/tokens.ts.
import './fonts/fallback.css';

// Self-hosted (next/font/google needs the internet at build time), variable weight: the cut of
// Plus Jakarta Sans that scripts/build/subset-font.ts writes before every build, with only the
// characters and weights the site uses (docs/product-rules.md#performance).
// - `optional`: the font is used when it is there by the first paint (cached, or quick to arrive),
//   else the page keeps its fallback: text never re-wraps under a reader (with `swap`, one phone
//   load in three shifted, however close the fallback's metrics).
// - The fallbacks follow in styles/tokens.ts (fontStack); next/font's own adjusted fallback is Arial
//   by local name only, which Linux and Android do not have.
// - The constant's name is the font's family name in the CSS: a name no installed font has (as
//   `sans` is on Linux), or a page whose font failed would match that font instead of the fallbacks.
// - Declared for every code point but Devanagari's (lib/fonts/devanagariFace.ts outsideDevanagari,
//   written out: next/font takes only literals). It comes first in the Devanagari stack too, and
//   the range lets a browser pass over it for Devanagari (without it, the Hindi and Marathi home
//   pages' blocking time and largest paint grew in Lighthouse).
const plusJakartaSans = localFont({
  src: './fonts/plus-jakarta-sans-site.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  variable: '--font-sans',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0000-08FF, U+0980-1CCF, U+1D00-200B, U+200E-25CB, U+25CD-A8DF, U+A900-10FFFF' }],
});

export { plusJakartaSans as sans };
