/**
 * How a word is compared (docs/product-rules.md#search): lower case, Unicode NFC, and in
 * Devanagari without nukta (क़ = क) and with chandrabindu read as anusvara (हँसी = हंसी), so a
 * visitor who types either spelling finds both.
 */
export function normalizeTerm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase();
}

/** A word: letters with their combining marks (Devanagari vowel signs, virama) and digits. */
export const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, as written. */
export const wordsOf = (text: string): string[] => text.match(wordPattern) ?? [];
