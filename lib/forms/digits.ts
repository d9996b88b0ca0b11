/**
 * docs/product-rules.md#forms: the enquiry number keeps digits only, whether typed or pasted, and
 * a decimal digit of any script (Devanagari ९, full-width ９, Arabic-Indic ٩, ...) becomes its
 * ASCII digit instead of being dropped.
 */
const decimalDigit = /\p{Nd}/u;

const isDecimalDigit = (codePoint: number) => decimalDigit.test(String.fromCodePoint(codePoint));

/**
 * The value of a decimal digit of any script. Unicode encodes every script's digits as one
 * contiguous run from 0 to 9 (a stability guarantee for Numeric_Type=Decimal, which is exactly
 * \p{Nd}), and where runs touch (the mathematical digits) each is a whole run of ten: a digit's
 * value is its distance from the first digit of its stretch, modulo ten.
 */
function digitValue(codePoint: number): number {
  let first = codePoint;
  while (first > 0 && isDecimalDigit(first - 1)) first--;
  return (codePoint - first) % 10;
}

export const digitsOnly = (value: string): string =>
  Array.from(value, (char) => (decimalDigit.test(char) ? String(digitValue(char.codePointAt(0)!)) : '')).join('');
