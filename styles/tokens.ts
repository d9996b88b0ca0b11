/**
 * Design tokens: the one source of colours, type, spacing, breakpoints, radii, shadows, sizes and
 * timings. Sass reads them through the generated styles/_tokens.scss; scripts (art, brochure,
 * share images) and tests import this module.
 */

/** Palette (docs/product-rules.md#look-and-feel). Every text/background pair used meets WCAG AA. */
export const colors = {
  ink: '#0e1a3a', // deep ink navy: text and dark sections
  inkSoft: '#2b3a63', // secondary text on light backgrounds (9.8:1 on cream)
  inkMuted: '#4b5675', // captions on light backgrounds (6.9:1 on cream)
  saffron: '#f7b32b', // accent; ink text on it is 9.6:1
  saffronDeep: '#c97d00', // accent lines on light backgrounds (decorative only)
  saffronTint: '#fde9c0',
  teal: '#0b6e6f', // cool secondary; white text on it is 5.9:1
  tealBright: '#13a3a0', // artwork only
  tealTint: '#d6efed',
  coral: '#ef7b5a', // artwork only
  cream: '#fbf6ee', // warm off-white page background
  paper: '#ffffff',
  onDark: '#f4f1ea', // text on ink (15:1)
  onDarkMuted: '#c3c9da', // secondary text on ink (10:1)
  line: '#e4dccd', // hairlines on cream
  lineDark: '#2f3d66', // hairlines on ink
  error: '#b3261e', // 6.1:1 on paper
  success: '#1d6b3a',
} as const;

export type ColorName = keyof typeof colors;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 } as const;

/** Fluid type scale, from 320 px to 1440 px wide. */
export const typeScale = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1.0625rem',
  lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
  xl: 'clamp(1.3125rem, 1.15rem + 0.7vw, 1.75rem)',
  '2xl': 'clamp(1.625rem, 1.3rem + 1.4vw, 2.5rem)',
  '3xl': 'clamp(2rem, 1.5rem + 2.4vw, 3.5rem)',
  '4xl': 'clamp(2.5rem, 1.7rem + 3.8vw, 4.75rem)',
} as const;

export const leading = { tight: 1.15, snug: 1.35, body: 1.65 } as const;

/**
 * Line heights of Devanagari (docs/product-rules.md#languages, "Devanagari type"): its signs reach
 * 0.90 em above the baseline (ि, ी, reph) and 0.42 em below it (ु, ू, stacked ्य under ह), so lines
 * closer than 1.31 em would let one line's lower signs touch the next one's upper signs, and a
 * clipped box would cut them. Set for Hindi and Marathi through `:lang(hi), :lang(mr)` rules.
 */
export const leadingDevanagari = { tight: 1.35, snug: 1.5, body: 1.75 } as const;

/** Spacing on a 4 px base. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
  10: '8rem',
} as const;

export const layout = {
  container: '76rem', // 1216 px content width
  /** The reading column of articles and case studies: about 70 characters a line. */
  measure: '46rem',
  gutter: 'clamp(1.25rem, 4vw, 2.5rem)',
  headerHeight: '4.5rem',
} as const;

/** Mobile first: styles apply from this width up. */
export const breakpoints = { sm: '36rem', md: '48rem', lg: '64rem', xl: '80rem' } as const;

export const radii = { sm: '0.5rem', md: '1rem', lg: '1.5rem', pill: '999px' } as const;

/** Soft shadows in the ink colour: [x, y, blur, opacity] per layer. */
export const shadows = {
  soft: [
    [0, 1, 2, 0.06],
    [0, 8, 24, 0.08],
  ],
  lift: [
    [0, 2, 4, 0.08],
    [0, 18, 40, 0.14],
  ],
} as const satisfies Record<string, readonly (readonly [number, number, number, number])[]>;

/** Fixed sizes of docs/product-rules.md#counts-and-constants. */
export const sizes = {
  serviceCardWidth: 257,
  serviceCardHeight: 360,
  serviceCardMargin: 30,
  servicesIllustration: 381,
} as const;

/** How many entries a list shows before it changes form (docs/product-rules.md#counts-and-constants). */
export const listLengths = {
  /** The footer's services and industries lists: the first ones by order, then a link to all of them. */
  footer: 13,
  /** The testimonial slider has a dot per testimonial up to this many; beyond, "3 / 60" between previous and next. */
  sliderDots: 12,
} as const;

/** Timings of docs/product-rules.md#counts-and-constants, in milliseconds. */
export const timings = {
  fastMs: 150,
  baseMs: 250,
  /** Default animation tween: 0.5 s. */
  tweenMs: 500,
  /** Overlay menu transition. */
  overlayMs: 1000,
  /** The testimonial slider advances every 5000 ms. */
  testimonialIntervalMs: 5000,
} as const;

/**
 * Fallback families: Arial (or its metric twins) and, on Android, Roboto, each weight sized to the
 * web font (scripts/build/fontFallback.ts), so a page laid out without it keeps its shape
 * (docs/product-rules.md#performance).
 */
export const fallbackFamilies = { arial: 'Plus Jakarta Sans Fallback Arial', roboto: 'Plus Jakarta Sans Fallback Roboto' } as const;

/** Type: one variable geometric sans, self-hosted through next/font/local (app/fonts.ts), then its fallbacks. */
export const fontStack = `var(--font-sans), '${fallbackFamilies.arial}', '${fallbackFamilies.roboto}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/**
 * Hindi and Marathi (docs/product-rules.md#languages, "Devanagari type"): the brand's sans first,
 * for Latin words, digits and punctuation, and for the line's metrics: WebKit takes those from the
 * first family even where its unicode-range leaves out the space, and set the labels of the header's
 * buttons 2 px high with the Devanagari face first. The sans's cut (from its Latin file) holds no
 * Devanagari, so Devanagari comes from the site's face (lib/fonts/devanagariFace.ts), then from the
 * Devanagari a device has: Noto Sans Devanagari (Android, ChromeOS, Linux: the same design),
 * Kohinoor Devanagari (Apple), Nirmala UI and Mangal (Windows). Outside those editions (a Hindi name
 * on an English page) the face is not loaded and the device's Noto Sans Devanagari stands in its place.
 */
export const fontStackDevanagari = "var(--font-sans), var(--font-devanagari, 'Noto Sans Devanagari'), 'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal, sans-serif";

/** A service card's art loads once this share of it is visible. */
export const lazyThreshold = 0.1;

export const easeOut = 'cubic-bezier(0.22, 1, 0.36, 1)';

