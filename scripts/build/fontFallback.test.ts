/** @jest-environment node */
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { fallbackFamilies, fontWeights } from '../../styles/tokens';
import { fallbackCss, systemFaces, webFontMetrics } from './fontFallback';
import { sourceFile } from './subset-font';

/**
 * The fallback faces (docs/product-rules.md#performance): a page laid out before the web font
 * arrives, or without it, takes the room it takes with the font, at every weight the design uses.
 */
const weights = Object.values(fontWeights);
let metrics: ReturnType<typeof webFontMetrics>;

beforeAll(async () => {
  const sfnt = await subsetFont(readFileSync(sourceFile), 'abcdefghijklmnopqrstuvwxyz ', {
    targetFormat: 'sfnt',
    variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } },
  });
  metrics = webFontMetrics(sfnt, weights);
});

/** The descriptors of each @font-face, by family and weight. */
function faces(css: string) {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`${name}:([^;]+)`).exec(body!)?.[1] ?? '';
    return {
      family: value('font-family').replace(/"/g, ''),
      weight: Number(value('font-weight')),
      local: [...value('src').matchAll(/local\("([^"]+)"\)/g)].map((m) => m[1]),
      size: parseFloat(value('size-adjust')) / 100,
      ascent: parseFloat(value('ascent-override')) / 100,
      descent: parseFloat(value('descent-override')) / 100,
    };
  });
}

describe('fallback faces', () => {
  test('every fallback family has a face at every weight the design uses, found by the names devices give their fonts', () => {
    const all = faces(fallbackCss(metrics));
    for (const family of Object.values(fallbackFamilies)) {
      expect(all.filter((f) => f.family === family).map((f) => f.weight)).toEqual(weights);
    }
    const arial = all.filter((f) => f.family === fallbackFamilies.arial);
    expect(arial.find((f) => f.weight === fontWeights.regular)!.local).toEqual(expect.arrayContaining(['Arial', 'Liberation Sans', 'Arimo']));
    expect(arial.find((f) => f.weight === fontWeights.bold)!.local).toEqual(expect.arrayContaining(['Arial Bold', 'Liberation Sans Bold']));
    expect(all.find((f) => f.family === fallbackFamilies.roboto && f.weight === fontWeights.regular)!.local).toContain('Roboto');
  });

  test('each face is as wide as the web font at its weight, and its lines as tall', () => {
    for (const face of faces(fallbackCss(metrics))) {
      const web = metrics.get(face.weight)!;
      const key = face.family === fallbackFamilies.arial ? 'arial' : 'roboto';
      // Scaled by size-adjust, the system face's average advance is the web font's.
      expect(face.size * systemFaces[key](face.weight).width).toBeCloseTo(web.width, 3);
      // The overrides are scaled by size-adjust too: the ascent and descent come out as the web font's.
      expect(face.ascent * face.size).toBeCloseTo(web.ascent, 3);
      expect(face.descent * face.size).toBeCloseTo(web.descent, 3);
    }
  });

  test('the web font gets wider as it gets bolder, and the metrics come from the file', () => {
    const widths = weights.map((w) => metrics.get(w)!.width);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(widths[widths.length - 1]! / widths[0]!).toBeGreaterThan(1.02);
    // Plus Jakarta Sans: ascender 1038, descender -222 of 1000 units (its OS/2 typographic metrics).
    expect(metrics.get(400)).toMatchObject({ ascent: 1.038, descent: 0.222, lineGap: 0 });
  });
});
