import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { manifestFile, readManifest, sha256, variantUrl, widthsFor, photoFormats, type BuiltUpload, type Placeholder } from './photo';
import { sanitizeSvg } from './svg';
import { inspectUpload, oversize, servedFolder, uploadName, uploadsFolder } from './uploads';

/**
 * The media step (docs/product-rules.md#photos): checks every file of the media folder by its
 * bytes and writes what the site serves for it into public/art/uploads/ (git-ignored):
 * - a photo: a copy without its metadata (camera, place), AVIF and WebP at each width, a JPEG for
 *   share images, and a few colours for the placeholder;
 * - an SVG logo: the copy DOMPurify leaves (lib/media/svg.ts).
 * Anything else in the folder stops the build, naming the file. Nothing of the folder is served as it is.
 */

export interface MediaReport {
  built: string[];
  reused: string[];
  /** What the sanitiser took out of an SVG, per file: the logo still shows, the editor is told. */
  warnings: string[];
}

export class MediaError extends Error {
  constructor(readonly problems: string[]) {
    super(`Media check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
    this.name = 'MediaError';
  }
}

/** A placeholder this many cells on its longer side: about a kilobyte of HTML. */
const placeholderCells = 6;
/** The largest copy served under the upload's own name. */
const maxServedWidth = 2560;

const hex = (n: number) => n.toString(16).padStart(2, '0');

async function placeholderOf(image: ReturnType<typeof sharp>, width: number, height: number): Promise<Placeholder> {
  const columns = width >= height ? placeholderCells : Math.max(1, Math.round((placeholderCells * width) / height));
  const rows = height > width ? placeholderCells : Math.max(1, Math.round((placeholderCells * height) / width));
  const { data } = await image.clone().resize(columns, rows, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const fills: string[] = [];
  for (let i = 0; i < columns * rows; i++) fills.push(`#${hex(data[i * 3]!)}${hex(data[i * 3 + 1]!)}${hex(data[i * 3 + 2]!)}`);
  return { columns, rows, fills };
}

/** Writes every served file of one photo; returns its manifest record. */
async function buildPhoto(bytes: Buffer, name: string, out: string): Promise<BuiltUpload> {
  // failOn 'error': a truncated or corrupt file stops here rather than serving half a picture.
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  const meta = await sharp(bytes).metadata();
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new Error('is a HEIF image that is not AVIF; browsers cannot show it');
  const oriented = await source.clone().toBuffer({ resolveWithObject: true });
  const { width, height } = oriented.info;
  const folder = path.join(out, 'sizes', name);
  mkdirSync(folder, { recursive: true });
  const widths = widthsFor(width);
  await Promise.all(
    widths.flatMap((w) =>
      photoFormats.map((f) => {
        const resized = source.clone().resize({ width: w, withoutEnlargement: true });
        const encoded = f.extension === 'avif' ? resized.avif({ quality: 55, effort: 4 }) : resized.webp({ quality: 78 });
        return encoded.toFile(path.join(folder, `${w}.${f.extension}`));
      }),
    ),
  );
  await source.clone().resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(folder, 'share.jpg'));
  // The upload's own address serves a copy without metadata (sharp drops EXIF unless asked to keep it).
  await source.clone().resize({ width: maxServedWidth, withoutEnlargement: true }).toFile(path.join(out, name));
  // Transparent photos (logos) show what is behind them, not a placeholder.
  const placeholder = meta.hasAlpha ? null : await placeholderOf(source, width, height);
  return { sha256: sha256(bytes), type: meta.format ?? '', width, height, widths, placeholder };
}

/** Checks and builds the media folder; throws a MediaError naming every refused file. */
export async function buildMedia({ contentDir, root = process.cwd() }: { contentDir?: string; root?: string } = {}): Promise<MediaReport> {
  const folder = uploadsFolder(contentDir);
  const shown = (name: string) => `content/uploads/${name}`;
  const out = servedFolder(root);
  const names = existsSync(folder) ? readdirSync(folder).sort() : [];
  const problems: string[] = [];
  const report: MediaReport = { built: [], reused: [], warnings: [] };
  const checked: { name: string; bytes: Buffer; type: string }[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) {
      problems.push(`${shown(name)}/: the media folder holds files only; move what is inside up a level or remove it`);
      continue;
    }
    if (!uploadName.test(name)) {
      problems.push(`${shown(name)}: rename it with letters, digits, dots, hyphens and underscores only (it becomes a web address)`);
      continue;
    }
    const tooBig = oversize(statSync(file).size, shown(name));
    if (tooBig) {
      problems.push(tooBig);
      continue;
    }
    const bytes = readFileSync(file);
    // Whether a photo may be SVG depends on the entry (only client logos): the content check says so per field.
    const inspected = inspectUpload(bytes, name, { svg: true });
    if ('problem' in inspected) problems.push(`${shown(name)}: ${inspected.problem}`);
    else checked.push({ name, bytes, type: inspected.type });
  }

  const previous = readManifest(root);
  const manifest: Record<string, BuiltUpload> = {};
  const svgs: { name: string; svg: string; sha256: string }[] = [];
  const photos: { name: string; bytes: Buffer }[] = [];
  for (const upload of checked) {
    if (upload.type !== 'svg') {
      photos.push(upload);
      continue;
    }
    const result = sanitizeSvg(upload.bytes.toString('utf8'));
    if ('problem' in result) problems.push(`${shown(upload.name)}: ${result.problem}`);
    else {
      svgs.push({ name: upload.name, svg: result.svg, sha256: sha256(upload.bytes) });
      if (result.removed.length)
        report.warnings.push(`${shown(upload.name)}: the site serves it without ${result.removed.join(', ')}`);
    }
  }
  if (problems.length) throw new MediaError(problems);

  // Only what this run writes is served: anything left from an earlier upload goes.
  const keep = new Set([...checked.map((c) => c.name), 'sizes']);
  if (existsSync(out)) {
    for (const name of readdirSync(out)) if (!keep.has(name)) rmSync(path.join(out, name), { recursive: true, force: true });
    const sizes = path.join(out, 'sizes');
    if (existsSync(sizes)) for (const name of readdirSync(sizes)) if (!photos.some((p) => p.name === name)) rmSync(path.join(sizes, name), { recursive: true, force: true });
  }
  mkdirSync(out, { recursive: true });
  for (const { name, svg, sha256: uploaded } of svgs) {
    writeFileSync(path.join(out, name), svg);
    report.built.push(name);
    manifest[name] = { sha256: uploaded, type: 'svg', width: 0, height: 0, widths: [], placeholder: null };
  }
  for (const { name, bytes } of photos) {
    const before = previous[name];
    const complete =
      before?.sha256 === sha256(bytes) &&
      existsSync(path.join(out, name)) &&
      before.widths.every((w) => photoFormats.every((f) => existsSync(path.join(root, 'public', variantUrl(name, `${w}.${f.extension}`)))));
    if (complete) {
      manifest[name] = before;
      report.reused.push(name);
      continue;
    }
    try {
      manifest[name] = await buildPhoto(bytes, name, out);
      report.built.push(name);
    } catch (error) {
      problems.push(`${shown(name)}: ${(error as Error).message.replace(/^Input buffer /, 'the file ')}`);
    }
  }
  if (problems.length) throw new MediaError(problems);
  mkdirSync(path.dirname(manifestFile(root)), { recursive: true });
  writeFileSync(manifestFile(root), `${JSON.stringify(manifest, null, 1)}\n`);
  return report;
}
