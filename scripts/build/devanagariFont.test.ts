/** @jest-environment node */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import subsetFont from 'subset-font';
import { readContent, contentDir } from '../../lib/content/load';
import { devanagariFaceCss, unicodeRange } from '../../lib/fonts/devanagariFace';
import { formatDate } from '../../lib/i18n/locales';
import { fontWeights } from '../../styles/tokens';
import { cutDevanagari, devanagariCharacters, devanagariSourceFile, devanagariTexts } from './devanagariFont';
import { completeLanguageSystems, languageSystemFeatures } from './languageSystems';

/**
 * The Hindi and Marathi editions' face (docs/product-rules.md#languages, "Devanagari type"): cut to
 * what those editions show, and shaping Marathi as it shapes Hindi.
 */
const raw = readContent(contentDir());
const texts = devanagariTexts(raw);
const weights = Object.values(fontWeights);
let cut: Awaited<ReturnType<typeof cutDevanagari>>;

beforeAll(async () => {
  cut = await cutDevanagari(devanagariCharacters(texts), weights);
}, 60_000);

/** The Devanagari letters and signs of the Hindi and Marathi content files, read here on their own. */
function contentDevanagari(): Set<string> {
  const data: unknown[] = [];
  for (const byLocale of Object.values(raw.settings)) data.push(byLocale?.hi?.data, byLocale?.mr?.data);
  for (const entries of Object.values(raw.collections)) data.push(...entries.filter((e) => e.locale !== 'en').map((e) => e.data));
  return new Set([...JSON.stringify(data)].filter((ch) => ch >= '\u0900' && ch <= '\u097f'));
}

describe('the Devanagari cut', () => {
  test('draws every Devanagari letter and sign of the Hindi and Marathi content, the month names and the joiners, and no Latin letter', () => {
    const font = fontkit.create(cut.sfnt);
    const needed = [...contentDevanagari(), ...formatDate('2026-02-14', 'hi'), ...formatDate('2026-11-14', 'mr'), '\u200c', '\u200d'];
    const devanagariNeeded = needed.filter((ch) => ch !== ' ' && !/[\d,]/.test(ch));
    expect(devanagariNeeded.filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
    expect(contentDevanagari().size).toBeGreaterThan(40);
    expect([...'Aa0 '].filter((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
  });

  test('keeps the weight axis across the weights the design uses', () => {
    const font = fontkit.create(cut.sfnt) as unknown as { variationAxes: Record<string, { min: number; max: number }> };
    expect(font.variationAxes.wght).toMatchObject({ min: Math.min(...weights), max: Math.max(...weights) });
  });

  test('gives every language system, Marathi among them, every feature of its script’s default: the below-base ra of ट्र forms under lang="mr"', () => {
    const systems = languageSystemFeatures(cut.sfnt);
    for (const script of ['deva', 'dev2']) {
      const defaults = systems.get(`${script}/dflt`)!;
      expect(defaults).toContain('blwf');
      for (const [name, features] of systems) if (name.startsWith(`${script}/`)) expect({ name, missing: defaults.filter((f) => !features.includes(f)) }).toEqual({ name, missing: [] });
      // The Marathi letter forms stay.
      expect(systems.get(`${script}/MAR`)).toContain('locl');
    }
  });

  test('is declared in its @font-face for exactly the code points it is cut from', () => {
    expect(devanagariFaceCss('/fonts/x.woff2')).toContain(`unicode-range:${unicodeRange}`);
    expect([...devanagariCharacters(texts)].every((ch) => /[\u0900-\u097f\u200c\u200d\u25cc]/.test(ch))).toBe(true);
  });
});

describe('completing language systems', () => {
  test('adds what the package’s Marathi, Nepali and Sanskrit systems lack and changes no other table', async () => {
    const source = new Uint8Array(await subsetFont(readFileSync(devanagariSourceFile), 'कटडरष्', { targetFormat: 'sfnt' }));
    const before = languageSystemFeatures(source);
    const { font, added } = completeLanguageSystems(source);
    // Noto Sans Devanagari 2.006 as the npm package ships it: no blwf under Marathi.
    expect(before.get('dev2/MAR')).not.toContain('blwf');
    expect(added).toEqual(expect.arrayContaining(['dev2/MAR: blwf', 'deva/MAR: blwf']));
    expect(languageSystemFeatures(font).get('dev2/MAR')).toEqual([...before.get('dev2/MAR')!, 'blwf'].sort());

    const tables = (bytes: Uint8Array) => {
      const f = fontkit.create(bytes) as unknown as { directory: { tables: Record<string, { offset: number; length: number }> } };
      return Object.fromEntries(Object.entries(f.directory.tables).map(([tag, t]) => [tag, Buffer.from(bytes.subarray(t.offset, t.offset + t.length)).toString('base64')]));
    };
    const [was, is] = [tables(source), tables(font)];
    expect(Object.keys(is).sort()).toEqual(Object.keys(was).sort());
    for (const tag of Object.keys(was)) if (tag !== 'GSUB' && tag !== 'head') expect({ tag, same: is[tag] === was[tag] }).toEqual({ tag, same: true });
    // A font already complete comes back as it was.
    expect(completeLanguageSystems(font)).toEqual({ font, added: [] });
  });
});
