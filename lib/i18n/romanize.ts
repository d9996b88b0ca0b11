import Sanscript from '@indic-transliteration/sanscript';

/**
 * Devanagari in Latin letters, for addresses (docs/product-rules.md#languages): a Hindi or Marathi
 * tag such as "ब्रांडिंग" gets the address /hi/blog/tag/branding. Sanscript writes the letters in IAST;
 * the inherent vowel at a word's end is dropped and the anusvara read as "n", as Hindi and Marathi
 * speak them, and the marks are folded to plain letters. Latin text passes unchanged.
 */
export function romanize(text: string): string {
  if (!/[\u0900-\u097F]/.test(text)) return text;
  // The signs Hindi and Marathi use for English sounds and nasal vowels, which Sanskrit's scheme lacks: as their nearest letters.
  const spoken = text.replace(/\u0949/g, '\u094B').replace(/\u0945/g, '\u0947').replace(/\u0972/g, '\u0911').replace(/\u0901/g, '\u0902');
  return Sanscript.t(spoken, 'devanagari', 'iast')
    .replace(/ṃ|ṁ|~/g, 'n')
    .replace(/[śṣ]/g, 'sh')
    .replace(/ṛ/g, 'ri')
    .replace(/c(?!h)/g, 'ch')
    // A word's last short "a" is the inherent vowel, not spoken: "brāṇḍiṅga" → "brāṇḍiṅg".
    .replace(/([bcdfghjklmnpqrstvwxyzḍḥḷṅñṇṭ])a\b/gi, '$1');
}
