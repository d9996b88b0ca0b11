import path from 'node:path';
import { imageSize } from 'image-size';

/**
 * The media folder: the one place editors upload photos and logos to (the CMS's media folder).
 * Uploads are untrusted input (docs/product-rules.md#photos): nothing in this folder is served as
 * it is. The build (scripts/build/build-media.ts) checks every file by its bytes and writes what the site
 * serves, re-encoded or sanitised, under `public/art/uploads/`, the URL the CMS writes into entries.
 */

/** The URL path of an upload, as the CMS writes it into an entry: `/art/uploads/<file>`. */
export const uploadsUrl = '/art/uploads';

/** The media folder inside the content folder, as lib/content/load.ts contentDir() finds it. */
export const uploadsFolder = (contentDir: string = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content')): string =>
  path.join(contentDir, 'uploads');

/** Where the build writes what the site serves for the uploads (git-ignored). */
export const servedFolder = (root: string = process.cwd()): string => path.join(root, 'public', ...uploadsUrl.split('/').filter(Boolean));

/**
 * The largest upload: a phone's photo fits, the site serves its own smaller copies. The CMS refuses
 * a bigger file (lib/cms/config.ts), the content check and the media step name it
 * (docs/product-rules.md#photos). Counted as the CMS counts, 1 MB = 1,000,000 bytes, so the CMS,
 * the check and docs/editing.md all say "20 MB".
 */
export const maxUploadBytes = 20_000_000;

/** A file's size as the CMS words it: decimal megabytes, at most one decimal ("31.5 MB"). */
export const megabytes = (bytes: number): string => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

/** Why a file of `bytes` is refused, or undefined when it is small enough: what it is and what to do. */
export const oversize = (bytes: number, shown: string): string | undefined =>
  bytes > maxUploadBytes
    ? `${shown} is ${megabytes(bytes)}; an upload may be at most ${megabytes(maxUploadBytes)}: save it smaller (a photo 3,000 pixels wide is plenty) and upload it again`
    : undefined;

/** File names become URLs and folder names: plain letters, digits, dots, hyphens and underscores. */
export const uploadName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The raster types every browser shows, by what their bytes say, with the extensions that may carry them. */
export const rasterTypes = {
  png: { label: 'PNG', extensions: ['.png'], mime: 'image/png' },
  jpg: { label: 'JPEG', extensions: ['.jpg', '.jpeg'], mime: 'image/jpeg' },
  webp: { label: 'WebP', extensions: ['.webp'], mime: 'image/webp' },
  avif: { label: 'AVIF', extensions: ['.avif'], mime: 'image/avif' },
} as const;
export type RasterType = keyof typeof rasterTypes;
export type UploadType = RasterType | 'svg';

/** What the CMS's file picker offers: raster photos everywhere, SVG only for client logos. */
export const acceptedMimeTypes = (svg: boolean): string =>
  [...Object.values(rasterTypes).map((t) => t.mime), ...(svg ? ['image/svg+xml'] : [])].join(',');

export interface Inspected {
  type: UploadType;
  width: number;
  height: number;
}

/**
 * An SVG by its bytes: text whose first element, after an optional XML declaration, comments and
 * doctype, is <svg>. The sanitiser (lib/media/svg.ts) then parses it properly.
 */
const svgStart = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>]*>\s*)*<svg[\s>]/i;

/** "a PNG, JPEG, WebP or AVIF image" (and "or an SVG drawing" where SVG is allowed). */
export const acceptedWords = (svg: boolean): string => {
  const labels = Object.values(rasterTypes).map((t) => t.label);
  const raster = `a ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)} image`;
  return svg ? `${raster}, or an SVG drawing` : raster;
};

/**
 * What a file is, judged by its content (never by its name alone), and its size in pixels; or why
 * it is refused. The extension must agree with the content, so hosts serve it with the right type.
 */
export function inspectUpload(bytes: Uint8Array, fileName: string, { svg }: { svg: boolean }): Inspected | { problem: string } {
  const extension = path.extname(fileName).toLowerCase();
  const refuse = (why: string) => ({ problem: `${why}; the media folder accepts only ${acceptedWords(svg)}` });
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8');
  if (svgStart.test(head)) {
    if (!svg) return refuse('is an SVG drawing, which only a client logo may use');
    if (extension !== '.svg') return refuse(`is an SVG drawing named ${extension || 'without an extension'}; name it .svg`);
    const size = safeSize(bytes);
    // A logo without a size of its own is laid out in the logo's box: any positive size will do.
    return { type: 'svg', width: size?.width ?? 1, height: size?.height ?? 1 };
  }
  const size = safeSize(bytes);
  const type = size?.type as RasterType | undefined;
  if (!size || !type || !(type in rasterTypes)) return refuse(`is not an image by its content (${describeBytes(bytes)})`);
  const expected = rasterTypes[type];
  if (!(expected.extensions as readonly string[]).includes(extension))
    return refuse(`is a ${expected.label} image named ${extension || 'without an extension'}; name it ${expected.extensions[0]}`);
  if (!size.width || !size.height) return refuse(`is a ${expected.label} image without a size`);
  return { type, width: size.width, height: size.height };
}

function safeSize(bytes: Uint8Array) {
  try {
    return imageSize(bytes);
  } catch {
    return undefined;
  }
}

/** A hint at what a refused file holds, for the message: "it starts with <html>". */
function describeBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'the file is empty';
  const text = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
  const printable = /^[\x09\x0a\x0d\x20-\x7e]+$/.test(text);
  return printable ? `it starts with ${JSON.stringify(text.trim().slice(0, 24))}` : 'its bytes match no accepted type';
}

/** The file an upload's URL names in the media folder, or why the URL cannot be one. */
export function uploadNameOf(src: string): { name: string } | { problem: string } {
  const prefix = `${uploadsUrl}/`;
  const name = src.startsWith(prefix) ? src.slice(prefix.length) : '';
  if (!uploadName.test(name))
    return { problem: `must be a file of the media folder, "${prefix}<file name>" as the CMS writes it (letters, digits, dots, hyphens, underscores)` };
  return { name };
}
