import localFont from 'next/font/local';

// The Hindi and Marathi editions' Devanagari (docs/product-rules.md#languages): Noto Sans Devanagari,
// variable weight, self-hosted from its npm package. Only their layouts import this module, so no
// English page loads or preloads it. The share images draw with the same file (app/devanagariFace.ts).
export const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-devanagari',
  fallback: ['Noto Sans Devanagari', 'Mangal', 'Kohinoor Devanagari', 'sans-serif'],
});
