/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropFlightPayloads, flightPayloads, verifyNoFlightPayloads } from './flightPayloads';

/** File names as `next build` (Next 16, output: 'export') writes them into out/. */
const payloads = [
  'index.txt',
  'services.txt',
  'hi.txt',
  'hi/services.txt',
  'web-development/__next._tree.txt',
  'web-development/__next._full.txt',
  'web-development/__next.!KGVuKQ.$d$slug.__PAGE__.txt',
  'work/deccan-spice-foods.txt',
  'work/deccan-spice-foods/__next._tree.txt',
  'hi/blog/tag/autdor-midiya/__next.!KGhpKQ.hi.$d$slug.$c$rest.__PAGE__.txt',
];
const kept = [
  'index.html',
  'services.html',
  'hi.html',
  'hi/services.html',
  'web-development.html',
  'work.html',
  'work/deccan-spice-foods.html',
  'hi/blog/tag/autdor-midiya.html',
  // Text that is not a payload: no page of its name beside it.
  'robots.txt',
  'hi/notes.txt',
  // The framework's own files and the CMS are never touched.
  '_next/static/chunks/licence.txt',
  '_next/static/__next.x.txt',
  'admin/index.html',
  'admin/index.txt',
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'flight-'));
  for (const file of [...payloads, ...kept]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('RSC payloads', () => {
  it('finds every page payload and nothing else', () => {
    expect(flightPayloads(dir).sort()).toEqual([...payloads].sort());
  });

  it('removes them with the folders that held only them, and keeps every other file', () => {
    expect(dropFlightPayloads(dir, flightPayloads(dir))).toBe(`${payloads.length} files and 3 folders that held only them removed`);
    for (const file of payloads) expect(existsSync(path.join(dir, file))).toBe(false);
    for (const file of kept) expect(existsSync(path.join(dir, file))).toBe(true);
    for (const folder of ['web-development', 'work/deccan-spice-foods', 'hi/blog/tag/autdor-midiya']) expect(existsSync(path.join(dir, folder))).toBe(false);
    // Folders with pages in them stay.
    for (const folder of ['work', 'hi/blog/tag']) expect(existsSync(path.join(dir, folder))).toBe(true);
    expect(() => verifyNoFlightPayloads(dir)).not.toThrow();
  });

  it('stops the build when the export holds none, instead of passing on a silent zero', () => {
    dropFlightPayloads(dir, flightPayloads(dir));
    expect(() => dropFlightPayloads(dir, flightPayloads(dir))).toThrow(/holds no RSC payload/);
  });

  it('the check names a payload left in the export', () => {
    expect(() => verifyNoFlightPayloads(dir)).toThrow(/10 RSC payloads are still in the export \(.*\.txt/);
  });
});
