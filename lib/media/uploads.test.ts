/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cmsConfig } from '../cms/config';
import { readContent } from '../content/load';
import { checkPhoto } from './photo';
import { maxUploadBytes } from './uploads';

/**
 * How Sveltia CMS words a file size in its "exceeds the maximum size of …" message: decimal units
 * (1 MB = 1,000,000 bytes) with at most one decimal, as its file-size formatter in
 * node_modules/@sveltia/cms writes it.
 */
const sveltiaSize = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  const power = Math.min(Math.max(0, Math.floor(Math.log10(bytes) / 3)), units.length - 1);
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / 1000 ** power)} ${units[power]}`;
};

const root = path.join(__dirname, '..', '..');
const cmsLimit = () => {
  const config = cmsConfig({ url: 'https://www.example.com', name: 'Ekchhat Studio' }, { name: 'github', repo: 'owner/site' });
  return config.media_libraries.default.config.max_file_size;
};

let dir: string;
const saved = process.env.CONTENT_DIR;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'upload-limit-'));
  mkdirSync(path.join(dir, 'uploads'));
  // A real photo padded past the limit with bytes a JPEG reader ignores (a sparse file: no disk used).
  const big = path.join(dir, 'uploads', 'team-offsite.jpg');
  writeFileSync(big, await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer());
  truncateSync(big, 30 * 1000 * 1000);
  process.env.CONTENT_DIR = dir;
});
afterAll(() => {
  process.env.CONTENT_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('the upload limit', () => {
  it('is one size, in the same words, in the CMS, the editors’ guide and the rules', () => {
    const limit = sveltiaSize(cmsLimit());
    expect(cmsLimit()).toBe(maxUploadBytes);
    // The words an editor reads in the CMS are the words the editors' guide and the rules state.
    expect(readFileSync(path.join(root, 'docs', 'editing.md'), 'utf8')).toContain(`at most ${limit}`);
    expect(readFileSync(path.join(root, 'docs', 'product-rules.md'), 'utf8')).toContain(`at most ${limit}`);
  });

  it('is reported by the content check, naming the upload, its size, the limit and what to do', () => {
    // The loader reads the media folder (lib/content/load.ts); the check judges each photo against it.
    const found = checkPhoto({ src: '/art/uploads/team-offsite.jpg', alt: 'The team at the offsite' }, 'article', readContent(dir).uploads);
    const problems = 'problem' in found ? [`photo.src: ${found.problem}`] : [];
    expect(problems).toEqual([
      `photo.src: content/uploads/team-offsite.jpg is 30 MB; an upload may be at most ${sveltiaSize(cmsLimit())}: save it smaller (a photo 3,000 pixels wide is plenty) and upload it again`,
    ]);
  });
});
