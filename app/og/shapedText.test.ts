/**
 * @jest-environment node
 */
import { shapingStacks, type ShapingStacks } from './shareAssets';
import { shapeLines } from './shapedText';
import { shapingLanguage } from '@/lib/fonts/devanagariFace';

// Conjuncts, a reph, a rakar under a conjunct and an eyelash ra (र + virama + zero-width joiner + य).
const words = ['महाराष्ट्र', 'प्रद्युम्न', 'क्ष', 'श्र', 'ज्ञ', 'र्\u200dय'];

let stacks: ShapingStacks;
beforeAll(async () => {
  stacks = await shapingStacks();
});

/** The glyphs a share image draws for a word, as the edition shapes it. */
const glyphsOf = (word: string, language: string) => shapeLines(word, stacks[800], 64, language, 10_000).flatMap((line) => line.glyphs);

describe.each(['hi', 'mr'] as const)('Devanagari on a share image in %s', (locale) => {
  const devanagari = () => stacks[800][1]!;

  it.each(words)('draws %s with its conjunct glyphs, as one word of the Devanagari face', (word) => {
    const glyphs = glyphsOf(word, shapingLanguage(locale));
    expect(glyphs.length).toBeGreaterThan(0);
    // Joined letters make fewer glyphs than characters: unshaped text has one glyph per character.
    expect(glyphs.length).toBeLessThan([...word].length);
    expect(glyphs.every((g) => g.face === devanagari() && g.glyph !== 0)).toBe(true);
    // No dotted circle (a mark left without its letter) and no virama standing on its own (letters that did not join).
    const unjoined = [0x25cc, 0x094d].map((c) => devanagari().glyphOf(c));
    expect(glyphs.filter((g) => unjoined.includes(g.glyph))).toEqual([]);
  });
});

describe('a line of a share image', () => {
  it('breaks at spaces where the shaped words no longer fit, and keeps every word', () => {
    const text = words.join(' ');
    const oneLine = shapeLines(text, stacks[800], 64, 'hi', 10_000);
    expect(oneLine).toHaveLength(1);
    const narrow = oneLine[0]!.width / 2;
    const lines = shapeLines(text, stacks[800], 64, 'hi', narrow);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.width <= narrow)).toBe(true);
    expect(lines.flatMap((line) => line.glyphs).map((g) => g.glyph)).toEqual(oneLine[0]!.glyphs.map((g) => g.glyph));
  });

  it('sets Latin words and digits in the site’s sans, as the pages’ font stack does', () => {
    const [line] = shapeLines('Shopify 2024 स्टोर', stacks[800], 64, 'hi', 10_000);
    const faces = line!.glyphs.map((g) => (g.face === stacks[800][0] ? 'sans' : 'devanagari'));
    expect(faces.slice(0, 'Shopify2024'.length)).toEqual(Array(11).fill('sans'));
    expect(faces.at(-1)).toBe('devanagari');
  });

  it('leaves out what neither face draws, rather than fetch a font for it', () => {
    const [line] = shapeLines('लॉन्च 🚀', stacks[800], 64, 'hi', 10_000);
    expect(line!.glyphs.every((g) => g.glyph !== 0)).toBe(true);
    expect(line!.glyphs).toEqual(shapeLines('लॉन्च', stacks[800], 64, 'hi', 10_000)[0]!.glyphs);
  });
});
