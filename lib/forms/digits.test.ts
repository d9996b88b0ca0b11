import { digitsOnly } from './digits';

describe('digitsOnly (docs/product-rules.md#forms: the mobile number keeps digits only)', () => {
  it('keeps ASCII digits and drops everything else', () => {
    expect(digitsOnly('+91 (98a7)-6 5x4')).toBe('91987654');
  });

  it.each([
    ['Devanagari', '९८७६५ ४३२१०', '9876543210'],
    ['full-width', '０１２３４５６７８９', '0123456789'],
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Extended Arabic-Indic (Persian)', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Bengali', '০১২৩৪৫৬৭৮৯', '0123456789'],
    ['Tamil', '௦௧௨௩௪௫௬௭௮௯', '0123456789'],
    ['Gujarati, mixed with ASCII', '૯૮7૬', '9876'],
    // Five runs of ten that touch each other (bold, double-struck, sans, sans bold, monospace).
    ['mathematical bold and monospace', '𝟎𝟗𝟿𝟶𝟵', '09909'],
  ])('turns %s digits into 0-9', (_script, typed, kept) => {
    expect(digitsOnly(typed)).toBe(kept);
  });

  it('reads every numbering system Intl knows as 0-9', () => {
    // Intl writes 0-9 in each system: an oracle independent of the code-point arithmetic.
    const systems = Intl.supportedValuesOf('numberingSystem').map((system) => {
      const format = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false });
      return [system, Array.from({ length: 10 }, (_, d) => format.format(d)).join('')] as const;
    });
    const decimal = systems.filter(([, digits]) => Array.from(digits).every((c) => /\p{Nd}/u.test(c)) && digits !== '0123456789');
    expect(decimal.length).toBeGreaterThan(40);
    for (const [system, digits] of decimal) expect([system, digitsOnly(digits)]).toEqual([system, '0123456789']);
  });

  it('drops numerals that are not decimal digits (superscripts, Roman numerals, fractions)', () => {
    expect(digitsOnly('²Ⅻ½')).toBe('');
  });
});
