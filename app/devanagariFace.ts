import type { Locale } from '@/lib/i18n/locales';

/**
 * The Devanagari face of the Hindi and Marathi editions, in one place: the pages load the build's
 * cut of this file (scripts/build/devanagariFont.ts, app/fontsDevanagari.ts) and their share images
 * shape and draw with the file itself (app/og/shareAssets.ts), at build only.
 */
export const devanagariFace = {
  /** The font file, from the repository's root. */
  file: 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
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
