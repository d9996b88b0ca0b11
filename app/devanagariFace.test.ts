/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devanagariSourceFile } from '../scripts/build/devanagariFont';
import { devanagariFace } from './devanagariFace';
import { shapingStacks } from './og/shareAssets';

describe('the Devanagari face', () => {
  it('is the face the pages’ cut is made from (scripts/build/devanagariFont.ts)', () => {
    expect(path.resolve(__dirname, '..', devanagariFace.file)).toBe(devanagariSourceFile);
    // The pages load the cut, which the build writes (app/fontsDevanagari.ts).
    expect(readFileSync(path.join(__dirname, 'fontsDevanagari.ts'), 'utf8')).toMatch(/src:\s*'\.\/fonts\/noto-sans-devanagari-site\.woff2'/);
  });

  it('shapes Marathi with Marathi’s own rules exactly when they join its conjuncts', async () => {
    const devanagari = (await shapingStacks())[800][1]!;
    const virama = devanagari.glyphOf(0x094d);
    // ट्र and ष्ट्र as in ट्रॅकिंग and महाराष्ट्र: a virama glyph of its own means र did not join.
    const joinsUnderMarathi = ['ट्रॅकिंग', 'महाराष्ट्र', 'स्ट्रॅटेजी'].every((word) => !devanagari.shape(word, 'mr').some((g) => g.glyph === virama));
    expect(devanagariFace.shapingLanguage.mr === 'mr').toBe(joinsUnderMarathi);
  });
});
