import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { convert } from 'fontverter';
import type { ImageRef } from '@/lib/content';
import { devanagariFace } from '@/lib/fonts/devanagariFace';
import { ShapingFont } from './harfbuzz';

// Read once per build, from the same files the site uses: the design tokens, the font package and public/art.
const root = process.cwd();

// Satori reads TTF, OTF and WOFF, not WOFF2: the static cuts of the site's family.
const fontFile = (weight: number) =>
  readFileSync(path.join(root, 'node_modules', '@fontsource', 'plus-jakarta-sans', 'files', `plus-jakarta-sans-latin-${weight}-normal.woff`));

export const shareFonts = ([500, 700, 800] as const).map((weight) => ({
  name: 'Plus Jakarta Sans',
  data: fontFile(weight),
  weight,
  style: 'normal' as const,
}));

export type ShareWeight = (typeof shareFonts)[number]['weight'];

/** The faces text is shaped with at each weight, in the order the pages' font stack tries them: the site's sans, then Devanagari. */
export type ShapingStacks = Record<ShareWeight, ShapingFont[]>;

let stacks: Promise<ShapingStacks> | undefined;

/** The shaping faces, read once per build: the same cuts of the sans the image renderer draws with, and the Devanagari the pages load. */
export const shapingStacks = (): Promise<ShapingStacks> =>
  (stacks ??= (async () => {
    // HarfBuzz reads TrueType, not the WOFF and WOFF2 the font packages ship.
    const devanagari = await convert(readFileSync(path.join(root, devanagariFace.file)), 'sfnt');
    const result = {} as ShapingStacks;
    for (const { weight, data } of shareFonts) result[weight] = [new ShapingFont(await convert(data, 'sfnt')), new ShapingFont(devanagari, { wght: weight })];
    return result;
  })());

/**
 * An SVG of public/ as a data URL, so the image renderer needs no server to fetch it; an uploaded
 * photo as the JPEG the media step wrote for share images (the renderer reads neither AVIF nor WebP).
 */
export const artDataUrl = (art: ImageRef): string =>
  art.photo
    ? `data:image/jpeg;base64,${readFileSync(path.join(root, 'public', art.photo.share)).toString('base64')}`
    : `data:image/svg+xml;base64,${readFileSync(path.join(root, 'public', art.src)).toString('base64')}`;

/** A photo fills its box as on the page (cropped, or whole for a logo); a drawing already has the box's shape. */
export const photoFit = (art: ImageRef): { objectFit?: 'cover' | 'contain' } => (art.photo ? { objectFit: art.photo.fit } : {});

// Satori fetches a font (Google Fonts) or an emoji picture (a CDN) for any character the given
// fonts lack: content must not make the build call another host, nor fail when it cannot.
const glyphs = fontkit.create(shareFonts[0]!.data);

/**
 * Text as the share image can draw it with the site's font: characters the font lacks (emoji,
 * other scripts, invisible joiners) are left out; the image's alt text keeps the whole line.
 */
export const drawable = (text: string): string =>
  [...text]
    .filter((char) => glyphs.hasGlyphForCodePoint(char.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
