import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { devanagariFace, shapingLanguage } from '../lib/fonts/devanagariFace';
import { shapingStacks, shareFonts } from '../app/og/shareAssets';
import { linePath, shapeLines, type ShapedLine } from '../app/og/shapedText';
import type { ShapingFont } from '../app/og/harfbuzz';
import { getContent } from '../lib/content';

/**
 * The share images shape Devanagari themselves (docs/product-rules.md#seo): here Chromium, which
 * shapes with HarfBuzz too, draws the same words in the same faces, and the two drawings must be
 * the same width and the same picture. Words with conjuncts, a reph, a rakar and an eyelash ra,
 * then real titles from each edition's content.
 */
const size = 64;
const weight = 800;
const words = 'महाराष्ट्र प्रद्युम्न क्ष श्र ज्ञ र्\u200dय';

const fontFace = (family: string, file: Buffer, format: string, weights: string) =>
  `@font-face { font-family: '${family}'; src: url(data:font/${format};base64,${file.toString('base64')}) format('${format}'); font-weight: ${weights}; }`;
const sansFile = shareFonts.find((f) => f.weight === weight)!.data;
const styles = [
  fontFace('Share Sans', sansFile, 'woff', String(weight)),
  fontFace('Share Devanagari', readFileSync(path.join(process.cwd(), devanagariFace.file)), 'woff2', '100 900'),
  `body { margin: 0; padding: 40px; background: #fff; color: #000; }`,
  `#text, #shaped { display: inline-block; padding: 24px; white-space: pre; font: ${weight} ${size}px / 2 'Share Sans', 'Share Devanagari'; }`,
  `#shaped svg { display: block; }`,
].join('\n');

/** A line as the share image draws it: its outlines in an SVG as tall as Chromium's line box. */
function drawing(line: ShapedLine): string {
  const height = 2 * size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(line.width)}" height="${height}"><path d="${linePath(line, size, 0, size * 1.3)}"/></svg>`;
}

/** Grey levels of an element's screenshot, cut to the box around its ink. */
async function ink(page: Page, selector: string) {
  const { data, info } = await sharp(await page.locator(selector).screenshot()).greyscale().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  const width = right - left + 1;
  const height = bottom - top + 1;
  const pixels = Buffer.alloc(Math.max(width, 0) * Math.max(height, 0));
  for (let y = 0; y < height; y++) data.copy(pixels, y * width, (top + y) * info.width + left, (top + y) * info.width + left + width);
  return { width, height, pixels };
}

/**
 * How much two drawings differ: the share of their ink that is not in the same place (0 alike, 1
 * nothing shared), at the best of the few one-pixel shifts that rounding to the pixel grid explains.
 */
function difference(a: Awaited<ReturnType<typeof ink>>, b: Awaited<ReturnType<typeof ink>>): number {
  if (Math.abs(a.width - b.width) > 2 || Math.abs(a.height - b.height) > 2) return 1;
  const at = (image: typeof a, x: number, y: number) => (x < 0 || y < 0 || x >= image.width || y >= image.height ? 0 : 255 - image.pixels[y * image.width + x]!);
  let best = 1;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      let apart = 0;
      let total = 0;
      for (let y = 0; y < a.height; y++)
        for (let x = 0; x < a.width; x++) {
          const [inkA, inkB] = [at(a, x, y), at(b, x + dx, y + dy)];
          apart += Math.abs(inkA - inkB);
          total += Math.max(inkA, inkB);
        }
      best = Math.min(best, apart / total);
    }
  return best;
}

/** Draws text both ways on one page: Chromium's text in the page's language, and the share image's outlines. */
async function drawBoth(page: Page, text: string, language: string, line: ShapedLine) {
  await page.setContent(`<!doctype html><style>${styles}</style><div><span id="text" lang="${language}"></span></div><div><span id="shaped">${drawing(line)}</span></div>`);
  await page.locator('#text').evaluate((element, t) => (element.textContent = t), text);
  await page.evaluate(() => document.fonts.ready);
  // Chromium's width of the words alone, without the padding.
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('#text')!);
    return range.getBoundingClientRect().width;
  });
}

const editionTitles = (['hi', 'mr'] as const).flatMap((locale) => {
  const { texts, pages } = getContent(undefined, locale);
  return [texts.home.tagline, pages.services.banner.title].map((title) => ({ locale, title }));
});

test.describe('Devanagari on the share images, beside Chromium’s', () => {
  let stack: ShapingFont[];
  test.beforeAll(async () => {
    stack = (await shapingStacks())[weight];
  });

  for (const { locale, title } of [{ locale: 'hi' as const, title: words }, { locale: 'mr' as const, title: words }, ...editionTitles]) {
    test(`${locale}: ${title}`, async ({ page }) => {
      // Chromium is given the language the share image shapes as (app/devanagariFace.ts: Marathi with the
      // face's common rules, as its Marathi rules leave ट्र unjoined).
      const language = shapingLanguage(locale);
      const [line] = shapeLines(title, stack, size, language, 100_000);
      const chromiumWidth = await drawBoth(page, title, language, line!);
      expect(Math.abs(chromiumWidth - line!.width)).toBeLessThan(1);
      expect(difference(await ink(page, '#text'), await ink(page, '#shaped'))).toBeLessThan(0.1);
    });
  }

  test('the comparison sees letters that did not join', async ({ page }) => {
    // Each character shaped alone, as a renderer that does not shape draws them.
    const language = shapingLanguage('hi');
    const space = (stack[0]!.shape(' ', language)[0]!.xAdvance * size) / stack[0]!.unitsPerEm;
    const line: ShapedLine = { glyphs: [], width: 0 };
    for (const c of words) {
      const [part] = shapeLines(c, stack, size, language, 100_000);
      if (!part) line.width += space;
      else {
        line.glyphs.push(...part.glyphs.map((g) => ({ ...g, x: g.x + line.width })));
        line.width += part.width;
      }
    }
    await drawBoth(page, words, language, line);
    expect(difference(await ink(page, '#text'), await ink(page, '#shaped'))).toBeGreaterThan(0.3);
  });
});
