import localFont from 'next/font/local';

// Self-hosted (next/font/google needs the internet at build time), variable weight: the cut of
// Plus Jakarta Sans that scripts/build/subset-font.ts writes before every build, with only the characters
// and weights the site uses (docs/product-rules.md#performance).
export const sans = localFont({
  src: './fonts/plus-jakarta-sans-site.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
