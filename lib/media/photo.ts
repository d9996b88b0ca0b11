import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { acceptedMimeTypes, inspectUploadSrc, uploadsUrl } from './uploads';

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
  /** Of the uploaded file, as it was when these were written. */
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

/** Versions of uploads this dev server has run the media step for, so a failing one is not run on every render. */
const builtInDev = new Set<string>();

/**
 * What the build wrote for an upload, when it was written for this version of the file. Under
 * `next dev`, an upload saved since the server started (or changed) has nothing yet: the media
 * step runs here, once per version, before the page renders, so the editor's first reload shows
 * the photo (docs/product-rules.md#photos, the editing server). It blocks that one request for
 * the seconds sharp takes; the build itself always runs the media step first.
 */
export function builtUpload(name: string, bytes: Uint8Array): { built: BuiltUpload } | { problem: string } {
  const version = sha256(bytes);
  const current = () => {
    const built = readManifest()[name];
    return built?.sha256 === version ? built : undefined;
  };
  let built = current();
  let output = '';
  if (!built && process.env.NODE_ENV === 'development' && !builtInDev.has(version)) {
    builtInDev.add(version);
    const run = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/build/build-media.ts'], { cwd: process.cwd(), encoding: 'utf8' });
    output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim();
    // The dev server's log shows what the media step did, as the build's log does.
    if (output) console.log(output);
    built = current();
  }
  if (built) return { built };
  return {
    problem:
      `${uploadsUrl}/${name}: its sizes are not built for this version of the file; run "npx tsx scripts/build/build-media.ts" ` +
      `(every build and "npm run dev" run it first)${output ? `:\n${output}` : ''}`,
  };
}

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

/** The shape of the content's images (lib/content/schema.ts ImageRef), with a photo's sources when it is one. */
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

/**
 * The optional `photo` of an entry: a file of the media folder and the words that say what it
 * shows. The content check reads the file: it must exist, be an accepted type by its bytes and be
 * big enough for where it shows.
 */
export const photoField = (use: PhotoUse) => {
  const rule = photoUses[use];
  const size = rule.fit === 'contain' ? `at least ${rule.minWidth} pixels wide or ${rule.minHeight} high` : `at least ${rule.minWidth} × ${rule.minHeight} pixels`;
  return z.preprocess(
    notGiven,
    z
      .object({
        src: z
          .string()
          .meta({ widget: 'image', accept: acceptedMimeTypes(rule.svg), title: 'Photo' })
          .describe(`Upload ${rule.label} (${rule.svg ? 'PNG, JPEG, WebP, AVIF or SVG' : 'PNG, JPEG, WebP or AVIF'}, ${size}); it shows instead of the drawing`),
        alt: z
          .string()
          .trim()
          .min(1, 'must say what the photo shows (alt text), for people who cannot see it')
          .meta({ title: 'Alt text' })
          .describe('Alt text: what the photo shows, in a short sentence, for people who cannot see it'),
      })
      .superRefine(({ src }, ctx) => {
        const found = inspectUploadSrc(src, { svg: rule.svg });
        if ('problem' in found) return void ctx.addIssue({ code: 'custom', path: ['src'], message: found.problem });
        if (found.type === 'svg') return;
        const bigEnough =
          rule.fit === 'contain' ? found.width >= rule.minWidth || found.height >= rule.minHeight : found.width >= rule.minWidth && found.height >= rule.minHeight;
        if (!bigEnough)
          ctx.addIssue({ code: 'custom', path: ['src'], message: `is ${found.width} × ${found.height} pixels; ${rule.label} needs to be ${size}` });
      })
      .optional(),
  );
};

/**
 * The picture an entry shows in one place: its drawing, or its photo laid out in the drawing's box
 * (same width and height, so the page keeps its layout and nothing shifts while it loads).
 */
export function pictureFor<T extends PictureRef>(photo: PhotoValue | undefined, art: T, use: PhotoUse): T {
  if (!photo) return art;
  const box = { src: photo.src, width: art.width, height: art.height, alt: photo.alt } as T;
  const found = inspectUploadSrc(photo.src, { svg: photoUses[use].svg });
  // The field's check has refused it already; the build stops on that error, not here.
  if ('problem' in found) return box;
  const bytes = readFileSync(found.file);
  // A sanitised SVG is served as it is, like the drawings (lib/media/svg.ts); under `next dev` a new one is sanitised first.
  if (found.type === 'svg') {
    if (process.env.NODE_ENV === 'development') builtUpload(found.name, bytes);
    return box;
  }
  return { ...box, photo: photoSources(found.name, bytes, photoUses[use].fit) };
}

/** The same photo for each of an entry's pictures (a service's card and square, an article's header and card). */
export const picturesFor = <T extends Record<string, PictureRef>>(photo: PhotoValue | undefined, art: T, use: PhotoUse): T =>
  photo ? (Object.fromEntries(Object.entries(art).map(([k, a]) => [k, pictureFor(photo, a, use)])) as T) : art;

function photoSources(name: string, bytes: Uint8Array, fit: PhotoSources['fit']): PhotoSources {
  const found = builtUpload(name, bytes);
  const share = variantUrl(name, 'share.jpg');
  if ('problem' in found) return { sources: [], fallback: `${uploadsUrl}/${name}`, fit, share, unbuilt: found.problem };
  const { built } = found;
  const set = (extension: string) => built.widths.map((w) => `${variantUrl(name, `${w}.${extension}`)} ${w}w`).join(', ');
  return {
    sources: photoFormats.map((f) => ({ type: f.type, srcSet: set(f.extension) })),
    fallback: variantUrl(name, `${built.widths.at(-1)}.${photoFormats.at(-1)!.extension}`),
    fit,
    share,
    ...(built.placeholder ? { placeholder: built.placeholder } : {}),
  };
}
