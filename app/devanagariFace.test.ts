/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devanagariFace } from './devanagariFace';
import { shapingStacks } from './og/shareAssets';

describe('the Devanagari face', () => {
  it('is the same file on the pages and in their share images', () => {
    const loader = readFileSync(path.join(__dirname, 'fontsDevanagari.ts'), 'utf8');
    const src = loader.match(/src:\s*'([^']+)'/)?.[1];
    expect(src && path.resolve(__dirname, src)).toBe(path.resolve(__dirname, '..', devanagariFace.file));
  });

  it('shapes Marathi with Marathi’s own rules exactly when they join its conjuncts', async () => {
    const devanagari = (await shapingStacks())[800][1]!;
    const virama = devanagari.glyphOf(0x094d);
    // ट्र and ष्ट्र as in ट्रॅकिंग and महाराष्ट्र: a virama glyph of its own means र did not join.
    const joinsUnderMarathi = ['ट्रॅकिंग', 'महाराष्ट्र', 'स्ट्रॅटेजी'].every((word) => !devanagari.shape(word, 'mr').some((g) => g.glyph === virama));
    expect(devanagariFace.shapingLanguage.mr === 'mr').toBe(joinsUnderMarathi);
  });
});
