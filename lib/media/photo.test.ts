/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { readContent } from '../content/load';
import { checkPhoto, photoField, type PhotoUse } from './photo';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();

let dir: string;
const saved = process.env.CONTENT_DIR;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'photo-field-'));
  mkdirSync(path.join(dir, 'uploads'));
  writeFileSync(path.join(dir, 'uploads', 'wide.jpg'), await photo(1600, 900));
  writeFileSync(path.join(dir, 'uploads', 'small.jpg'), await photo(640, 400));
  writeFileSync(path.join(dir, 'uploads', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80"/></svg>');
  writeFileSync(path.join(dir, 'uploads', 'page.jpg'), '<html><body>not a photo</body></html>');
  process.env.CONTENT_DIR = dir;
});
afterAll(() => {
  process.env.CONTENT_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

const entry = (use: PhotoUse) => z.object({ photo: photoField(use) });
/** "photo.src: ..." for each problem, as the content check reports them: the field's own, then the file's (checkPhoto). */
const problems = (use: PhotoUse, value: unknown) => {
  const result = entry(use).safeParse({ photo: value });
  if (!result.success) return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!result.data.photo) return [];
  // The loader reads the media folder (lib/content/load.ts); the check judges each photo against it.
  const found = checkPhoto(result.data.photo, use, readContent(dir).uploads);
  return 'problem' in found ? [`photo.src: ${found.problem}`] : [];
};

describe("an entry's photo in the content check", () => {
  it('accepts an upload big enough for where it shows, with its alt text', () => {
    expect(problems('article', { src: '/art/uploads/wide.jpg', alt: 'The team at the whiteboard' })).toEqual([]);
  });

  it('reads an untouched photo field, whatever the CMS wrote, as no photo', () => {
    for (const value of [undefined, null, '', {}, { src: '' }, { src: '', alt: '' }, { src: null, alt: null }]) {
      expect(entry('service').parse({ photo: value })).toEqual({ photo: undefined });
    }
  });

  it('needs alt text when a photo is given', () => {
    expect(problems('service', { src: '/art/uploads/wide.jpg', alt: ' ' })).toEqual(['photo.alt: must say what the photo shows (alt text), for people who cannot see it']);
  });

  it('names a photo too small for its place, with the size it needs', () => {
    expect(problems('article', { src: '/art/uploads/small.jpg', alt: 'A small photo' })).toEqual([
      'photo.src: is 640 × 400 pixels; an article header photo needs to be at least 1200 × 600 pixels',
    ]);
  });

  it('refuses a missing file, a path outside the media folder and a file that is not an image by its bytes', () => {
    expect(problems('service', { src: '/art/uploads/none.jpg', alt: 'x' })).toEqual([expect.stringMatching(/^photo\.src: no such file in the media folder/)]);
    expect(problems('service', { src: '/art/uploads/../../package.json', alt: 'x' })).toEqual([expect.stringMatching(/^photo\.src: must be a file of the media folder/)]);
    expect(problems('service', { src: 'https://elsewhere.example/a.jpg', alt: 'x' })).toEqual([expect.stringMatching(/^photo\.src: must be a file of the media folder/)]);
    expect(problems('service', { src: '/art/uploads/page.jpg', alt: 'x' })).toEqual([expect.stringMatching(/^photo\.src: is not an image by its content/)]);
  });

  it('takes an SVG for a client logo only', () => {
    expect(problems('client', { src: '/art/uploads/logo.svg', alt: 'Acme logo' })).toEqual([]);
    expect(problems('service', { src: '/art/uploads/logo.svg', alt: 'Acme logo' })).toEqual([expect.stringMatching(/only a client logo may use/)]);
  });
});
