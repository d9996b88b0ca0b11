import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { textRules } from '../content/text';
import { acceptedMimeTypes, oversize, uploadNameOf, uploadsUrl, type Inspected } from './uploads';

/**
 * An entry's uploaded photo (docs/product-rules.md#photos): the schema field an editor fills in
 * the CMS, its checks, and the picture the site shows in place of the entry's drawing.
 */

/** Who may carry a photo, what each accepts, and how big it must be to look sharp where it shows. */
export const photoUses = {
  article: { label: 'an article header photo', svg: false, minWidth: 1200, minHeight: 600, fit: 'cover' },
  service: { label: 'a service photo', svg: false, minWidth: 480, minHeight: 480, fit: 'cover' },
  /** A case study's cover: shown as wide as an article's header. */
  work: { label: 'a case study cover photo', svg: false, minWidth: 1200, minHeight: 600, fit: 'cover' },
  /** A case study's gallery: 3:2 boxes, two across on a desktop. */
  gallery: { label: 'a gallery photo', svg: false, minWidth: 800, minHeight: 533, fit: 'cover' },
  /** A logo is shown whole inside its box, so it needs only to reach the box's width or height. */
  client: { label: 'a client logo', svg: true, minWidth: 200, minHeight: 80, fit: 'contain' },
} as const;
export type PhotoUse = keyof typeof photoUses;

/** The widths the build writes of every photo (never wider than the upload): phones to wide screens at 2x. */
export const photoWidths = [400, 800, 1200, 1600, 2000] as const;
/** The formats the build writes, best first; the last is the <img> fallback. */
export const photoFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

/** The widths written for an upload `width` pixels wide. */
export const widthsFor = (width: number): number[] => {
  const below = photoWidths.filter((w) => w < width);
  return width > photoWidths.at(-1)! ? [...photoWidths] : [...below, width];
};

/** Where the build writes an upload's variants, under the served uploads folder. */
export const variantUrl = (name: string, file: string): string => `${uploadsUrl}/sizes/${name}/${file}`;

/** A few colours of the photo, drawn blurred while it loads (Photo). */
export interface Placeholder {
  columns: number;
  rows: number;
  /** Row by row, "#rrggbb". */
  fills: string[];
}

/** What the build wrote for one upload (node_modules/.cache, see manifestFile). */
export interface BuiltUpload {
  sha256: string;
  type: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: Placeholder | null;
}

/** The build's record of what it wrote: not served, rebuilt by every build. */
export const manifestFile = (root: string = process.cwd()): string => path.join(root, 'node_modules', '.cache', 'ekchhat-media', 'uploads.json');

export const readManifest = (root?: string): Record<string, BuiltUpload> => {
  const file = manifestFile(root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, BuiltUpload>) : {};
};

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The responsive picture of a photo, as `<Photo>` renders it. */
export interface PhotoSources {
  /** One <source> per format, best first, each listing every width. */
  sources: { type: string; srcSet: string }[];
  /** The <img> src: the largest WebP. */
  fallback: string;
  /** cover: fill the box and crop (like the drawing it replaces); contain: show it whole (logos). */
  fit: 'cover' | 'contain';
  placeholder?: Placeholder;
  /** A JPEG for share images, which cannot read AVIF or WebP. */
  share: string;
  /** Set when the build has not written this photo's variants: Photo stops the build with it. */
  unbuilt?: string;
}

/** The shape of the content's images (lib/content/fields.ts ImageRef), with a photo's sources when it is one. */
export interface PictureRef {
  src: string;
  width: number;
  height: number;
  alt: string;
  photo?: PhotoSources;
}

export interface PhotoValue {
  src: string;
  alt: string;
}

/** An untouched photo field, whatever the CMS wrote for it (nothing, null, "", or empty parts), is no photo. */
const notGiven = (value: unknown): unknown => {
  if (value === null || value === '' || value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const src = (value as Record<string, unknown>).src;
    if (src === undefined || src === null || (typeof src === 'string' && src.trim() === '')) return undefined;
  }
  return value;
};

/** The address of an upload, as the CMS writes it: /art/uploads/<file name>. */
/** An uploaded file's path: the same photo in every edition (docs/product-rules.md#languages); its alt text is translated. */
export const uploadSrc = z.string().max(300, 'must be at most 300 characters').meta({ shared: true });

/** Alt text is a short sentence, not a description of every detail. */
const altTextMax = 200;

/** What a photo shows, in words: copy like any other (lib/content/text.ts), never empty. */
export const altText = textRules(z.string().trim().min(1, 'must say what the photo shows (alt text), for people who cannot see it'))
  .max(altTextMax, `must be at most ${altTextMax} characters: a short sentence`)
  .meta({ title: 'Alt text' });

/**
 * The optional `photo` of an entry: a file of the media folder and the words that say what it
 * shows. The content check (lib/content/check.ts) judges the file itself with `checkPhoto`: it must
 * exist, be an accepted type by its bytes and be big enough for where it shows.
 */
export const photoField = (use: PhotoUse) => {
  const rule = photoUses[use];
  return z.preprocess(
    notGiven,
    z
      .object({
        src: uploadSrc
          .meta({ widget: 'image', accept: acceptedMimeTypes(rule.svg), title: 'Photo' })
          .describe(`Upload ${rule.label} (${rule.svg ? 'PNG, JPEG, WebP, AVIF or SVG' : 'PNG, JPEG, WebP or AVIF'}, ${sizeWords(use)}); it shows instead of the drawing`),
        alt: altText
          .describe('Alt text: what the photo shows, in a short sentence, for people who cannot see it'),
      })
      .optional()
      .meta({ title: 'Photo', description: `Optional: ${rule.label} shown instead of the drawing, with words saying what it shows.` }),
  );
};

/** "at least 1200 × 600 pixels", or for a logo shown whole "at least 200 pixels wide or 80 high". */
const sizeWords = (use: PhotoUse): string => {
  const rule = photoUses[use];
  return rule.fit === 'contain' ? `at least ${rule.minWidth} pixels wide or ${rule.minHeight} high` : `at least ${rule.minWidth} × ${rule.minHeight} pixels`;
};

/** What the loader learnt of one file of the media folder (lib/content/load.ts reads them). */
export interface UploadFacts {
  name: string;
  sha256: string;
  /** Its size in bytes. */
  bytes: number;
  /** What the file is as a photo (no SVG) and as a logo (SVG allowed), or why it is refused. */
  asPhoto: Inspected | { problem: string };
  asLogo: Inspected | { problem: string };
  /** What the media build wrote for it, if it has run (readManifest). */
  built?: BuiltUpload;
}
export type Uploads = ReadonlyMap<string, UploadFacts>;

/** The file a photo names and what it is, or the problem an editor can act on. */
export function checkPhoto(photo: PhotoValue, use: PhotoUse, uploads: Uploads): { facts: UploadFacts; inspected: Inspected } | { problem: string } {
  const rule = photoUses[use];
  const named = uploadNameOf(photo.src);
  if ('problem' in named) return named;
  const facts = uploads.get(named.name);
  if (!facts) return { problem: `no such file in the media folder (content/uploads/${named.name}); upload it in the CMS or pick another` };
  const tooBig = oversize(facts.bytes, `content/uploads/${facts.name}`);
  if (tooBig) return { problem: tooBig };
  const inspected = rule.svg ? facts.asLogo : facts.asPhoto;
  if ('problem' in inspected) return inspected;
  if (inspected.type === 'svg') return { facts, inspected };
  const bigEnough =
    rule.fit === 'contain' ? inspected.width >= rule.minWidth || inspected.height >= rule.minHeight : inspected.width >= rule.minWidth && inspected.height >= rule.minHeight;
  if (!bigEnough) return { problem: `is ${inspected.width} × ${inspected.height} pixels; ${rule.label} needs to be ${sizeWords(use)}` };
  return { facts, inspected };
}

/**
 * The picture an entry shows in one place: its drawing, or its photo laid out in the drawing's box
 * (same width and height, so the page keeps its layout and nothing shifts while it loads).
 * `photo` has passed `checkPhoto`.
 */
export function photoPicture<T extends PictureRef>(photo: PhotoValue, art: T, use: PhotoUse, facts: UploadFacts, inspected: Inspected): T {
  const box = { src: photo.src, width: art.width, height: art.height, alt: photo.alt } as T;
  // A sanitised SVG is served as it is, like the drawings (lib/media/svg.ts).
  if (inspected.type === 'svg') return box;
  return { ...box, photo: photoSources(facts, photoUses[use].fit) };
}

function photoSources(facts: UploadFacts, fit: PhotoSources['fit']): PhotoSources {
  const { name, built } = facts;
  const share = variantUrl(name, 'share.jpg');
  if (!built || built.sha256 !== facts.sha256)
    return {
      sources: [],
      fallback: `${uploadsUrl}/${name}`,
      fit,
      share,
      unbuilt: `${uploadsUrl}/${name}: its sizes are not built for this version of the file; run "npx tsx scripts/build/build-media.ts" (every build and "npm run dev" run it first)`,
    };
  const set = (extension: string) => built.widths.map((w) => `${variantUrl(name, `${w}.${extension}`)} ${w}w`).join(', ');
  return {
    sources: photoFormats.map((f) => ({ type: f.type, srcSet: set(f.extension) })),
    fallback: variantUrl(name, `${built.widths.at(-1)}.${photoFormats.at(-1)!.extension}`),
    fit,
    share,
    ...(built.placeholder ? { placeholder: built.placeholder } : {}),
  };
}
