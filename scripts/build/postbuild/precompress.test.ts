/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

/**
 * The compressed copies beside every text file of the export (docs/product-rules.md#hosts): what
 * nginx sends as it is, so they must be there for every text file and be that file exactly.
 */
let dir: string;
const write = (file: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), data);
};
const exists = (file: string) => {
  try {
    readFileSync(path.join(dir, file));
    return true;
  } catch {
    return false;
  }
};
const page = '<!DOCTYPE html><html><body>' + '<p>Ek chhat: one roof for brand, web and growth.</p>'.repeat(200) + '</body></html>';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  write('index.html', page);
  write('blog/article.html', page.replace('roof', 'roof, written'));
  write('_next/static/chunks/a.js', 'console.log("a");'.repeat(100));
  write('_next/static/chunks/a.css', 'body{margin:0}'.repeat(100));
  write('art/motif.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('feed.xml', '<feed/>');
  write('admin/config.yml', 'backend: {}');
  write('art/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('_headers', '/*\n  X-Frame-Options: DENY\n');
  write('_worker.js', 'export default {}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  test('every text file gets a .gz and a .br that decompress to it; pictures and the hosts\' files get none', async () => {
    expect(await precompress.apply(dir)).toMatch(/^7 text files/);
    for (const file of ['index.html', 'blog/article.html', '_next/static/chunks/a.js', '_next/static/chunks/a.css', 'art/motif.svg', 'feed.xml', 'admin/config.yml']) {
      const original = readFileSync(path.join(dir, file));
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(original)).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(original)).toBe(true);
    }
    // The page is sent at a fraction of its size.
    expect(readFileSync(path.join(dir, 'index.html.br')).length).toBeLessThan(page.length / 10);
    for (const file of ['art/photo.png', '_headers', '_worker.js']) {
      expect(exists(`${file}.gz`)).toBe(false);
      expect(exists(`${file}.br`)).toBe(false);
    }
    expect(() => precompress.verify(dir)).not.toThrow();
  });

  test('the check names a page changed after its copies were written', async () => {
    await precompress.apply(dir);
    write('blog/article.html', page.replace('roof', 'roof, edited later'));
    expect(() => precompress.verify(dir)).toThrow('postbuild: precompress: out/blog/article.html.gz is not the file as it is now');
  });

  test('the check names a text file without its copies, and a copy without its file', async () => {
    await precompress.apply(dir);
    unlinkSync(path.join(dir, 'feed.xml.br'));
    expect(() => precompress.verify(dir)).toThrow('postbuild: precompress: out/feed.xml has no .br beside it');
    await precompress.apply(dir);
    unlinkSync(path.join(dir, 'feed.xml'));
    expect(() => precompress.verify(dir)).toThrow('out/feed.xml.br, out/feed.xml.gz: a copy of no text file of the export');
  });

  test('a kind of file it has not been told about stops the build, named', async () => {
    write('search/index.pf_meta', 'x');
    await expect(precompress.apply(dir)).rejects.toThrow('postbuild: precompress: out/search/index.pf_meta: a kind of file this step does not know (.pf_meta)');
  });

  test('a compressed file put in public/ stops the build instead of being taken for a copy', async () => {
    write('downloads/logo-pack.zip.gz', 'x');
    await expect(precompress.apply(dir)).rejects.toThrow('out/downloads/logo-pack.zip.gz before this step');
  });
});
