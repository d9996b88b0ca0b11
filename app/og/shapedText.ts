import type { ShapingFont } from './harfbuzz';

/**
 * Text for a share image set the way a browser sets it (docs/product-rules.md#seo): each character
 * in the first face of the stack that has it (the site's sans, then Devanagari, as the pages' font
 * stack reads), each run shaped by HarfBuzz in the page's language, lines broken at spaces by the
 * shaped widths, and drawn as outlines, since the image renderer cannot shape.
 */

/** A glyph placed on a line, in pixels from the line's start and baseline. */
export interface PlacedGlyph {
  face: ShapingFont;
  glyph: number;
  x: number;
  y: number;
}

export interface ShapedLine {
  glyphs: PlacedGlyph[];
  width: number;
}

interface ShapedWord {
  glyphs: PlacedGlyph[];
  width: number;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Joiners and variation selectors steer the shaper; no face needs a glyph of its own for them.
const steering = /\p{Default_Ignorable_Code_Point}/u;

/** Whether a face draws every character of a grapheme. */
const covers = (face: ShapingFont, grapheme: string) => [...grapheme].every((c) => steering.test(c) || face.glyphOf(c.codePointAt(0)!) !== undefined);

/** Whether text holds a character the first face lacks and another draws: such text is shaped here rather than by the image renderer. */
export const needsShaping = (text: string, stack: ShapingFont[]): boolean =>
  [...graphemes.segment(text)].some(({ segment }) => !covers(stack[0]!, segment) && stack.slice(1).some((face) => covers(face, segment)));

/** A word in runs of one face each; a grapheme no face draws (an emoji) is left out, as the image's alt text keeps it. */
function runs(word: string, stack: ShapingFont[]): { face: ShapingFont; text: string }[] {
  const result: { face: ShapingFont; text: string }[] = [];
  for (const { segment } of graphemes.segment(word)) {
    const face = stack.find((f) => covers(f, segment));
    if (!face) continue;
    const last = result.at(-1);
    if (last?.face === face) last.text += segment;
    else result.push({ face, text: segment });
  }
  return result;
}

function shapeWord(word: string, stack: ShapingFont[], size: number, language: string): ShapedWord {
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of runs(word, stack)) {
    const scale = size / run.face.unitsPerEm;
    for (const g of run.face.shape(run.text, language)) {
      glyphs.push({ face: run.face, glyph: g.glyph, x: x + g.xOffset * scale, y: -g.yOffset * scale });
      x += g.xAdvance * scale;
    }
  }
  return { glyphs, width: x };
}

/** A word wider than the line, cut between graphemes where it meets the edge. */
function cutToWidth(word: string, stack: ShapingFont[], size: number, language: string, width: number): ShapedWord[] {
  const pieces: string[] = [''];
  for (const { segment } of graphemes.segment(word)) {
    const last = pieces.length - 1;
    if (pieces[last] && shapeWord(pieces[last] + segment, stack, size, language).width > width) pieces.push(segment);
    else pieces[last] += segment;
  }
  return pieces.map((p) => shapeWord(p, stack, size, language));
}

/** Text broken into lines no wider than `width` at spaces, as the page's language shapes it. */
export function shapeLines(text: string, stack: ShapingFont[], size: number, language: string, width: number): ShapedLine[] {
  const space = shapeWord(' ', stack, size, language).width;
  const lines: ShapedLine[] = [];
  let line: ShapedLine | undefined;
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const shaped = shapeWord(word, stack, size, language);
    for (const piece of shaped.width > width ? cutToWidth(word, stack, size, language, width) : [shaped]) {
      if (piece.glyphs.length === 0) continue;
      if (line && line.width + space + piece.width <= width) {
        const start = line.width + space;
        line.glyphs.push(...piece.glyphs.map((g) => ({ ...g, x: g.x + start })));
        line.width = start + piece.width;
      } else {
        line = { glyphs: [...piece.glyphs], width: piece.width };
        lines.push(line);
      }
    }
  }
  return lines;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The outlines of a line's glyphs as one SVG path, the line's start at x, its baseline at y. */
export function linePath(line: ShapedLine, size: number, x: number, y: number): string {
  let d = '';
  for (const g of line.glyphs) {
    const scale = size / g.face.unitsPerEm;
    const px = (u: number) => round(x + g.x + u * scale);
    const py = (v: number) => round(y + g.y - v * scale);
    g.face.outline(g.glyph, {
      moveTo: (a, b) => (d += `M${px(a)} ${py(b)}`),
      lineTo: (a, b) => (d += `L${px(a)} ${py(b)}`),
      quadTo: (c, e, a, b) => (d += `Q${px(c)} ${py(e)} ${px(a)} ${py(b)}`),
      cubicTo: (c, e, f, h, a, b) => (d += `C${px(c)} ${py(e)} ${px(f)} ${py(h)} ${px(a)} ${py(b)}`),
      close: () => (d += 'Z'),
    });
  }
  return d;
}
