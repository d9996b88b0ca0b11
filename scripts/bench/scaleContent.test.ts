/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { statisticsLimits } from '../../lib/content/collections/home';
import { localeFile, locales } from '../../lib/i18n/locales';
import { grow, writeScaledContent, type CopyEntry } from './scaleContent';

const root = path.resolve(__dirname, '../..');
let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'scale-content-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A folder of JSON entry files, each `{ title }`. */
function folderOf(files: Record<string, string>): string {
  const dir = path.join(work, 'from');
  mkdirSync(dir);
  for (const [name, title] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify({ title }));
  return dir;
}
/** The copies' titles: the original's with the copy's number, as the benchmark's copies have theirs. */
const numbered: CopyEntry = ({ text }, n) => JSON.stringify({ title: `${(JSON.parse(text) as { title: string }).title} ${n}` });
const titleOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { title: string }).title;

describe('the scale benchmark’s content', () => {
  it('copies each entry with every language file it has, each copy from its own language’s file', () => {
    const from = folderOf({ 'x.json': 'X', 'x.hi.json': 'एक्स', 'y.json': 'Y', 'y.mr.json': 'वाय' });
    const to = path.join(work, 'to');
    cpSync(from, to, { recursive: true });

    const grown = grow(from, to, '.json', 4, numbered);

    expect(readdirSync(to).sort()).toEqual(['x-2.hi.json', 'x-2.json', 'x.hi.json', 'x.json', 'y-2.json', 'y-2.mr.json', 'y.json', 'y.mr.json']);
    expect(titleOf(path.join(to, 'x-2.hi.json'))).toBe('एक्स 2');
    expect(titleOf(path.join(to, 'y-2.mr.json'))).toBe('वाय 2');
    expect(grown).toEqual({ entries: 4, editions: { en: 4, hi: 2, mr: 2 } });
  });

  it('counts entries, not files: three entries are two and one copy', () => {
    const from = folderOf({ 'x.json': 'X', 'x.hi.json': 'एक्स', 'y.json': 'Y', 'y.mr.json': 'वाय' });
    const to = path.join(work, 'to');
    cpSync(from, to, { recursive: true });

    expect(grow(from, to, '.json', 3, numbered).entries).toBe(3);
    expect(readdirSync(to).filter((f) => f.includes('-'))).toEqual(['x-2.hi.json', 'x-2.json']);
  });

  // Today's content with a blog of one article in English and Hindi: the copies' dates and the settings lists.
  function scaled(scale: number) {
    const source = path.join(work, 'content');
    cpSync(path.join(root, 'content'), source, { recursive: true });
    const english = readFileSync(path.join(root, 'content', 'blog', readdirSync(path.join(root, 'content', 'blog')).find((f) => /^[^.]+\.md$/.test(f))!), 'utf8');
    rmSync(path.join(source, 'blog'), { recursive: true });
    mkdirSync(path.join(source, 'blog'));
    writeFileSync(path.join(source, 'blog', 'x.md'), english);
    // The Hindi file written a day apart: the copies still share the English copy's date.
    const { data, content } = matter(english);
    writeFileSync(path.join(source, 'blog', 'x.hi.md'), matter.stringify(content, { ...data, date: '2020-01-02' }));
    const dir = path.join(work, 'scaled');
    return { source, dir, result: writeScaledContent(source, dir, scale) };
  }

  it('gives an article’s translations the date of its English copy', () => {
    const { dir } = scaled(3);
    const dateOf = (file: string) => String(matter(readFileSync(path.join(dir, 'blog', file), 'utf8')).data.date);
    expect(readdirSync(path.join(dir, 'blog')).sort()).toEqual(['x-2.hi.md', 'x-2.md', 'x-3.hi.md', 'x-3.md', 'x.hi.md', 'x.md']);
    expect(dateOf('x-2.hi.md')).toBe(dateOf('x-2.md'));
    expect(dateOf('x-3.hi.md')).toBe(dateOf('x-3.md'));
    expect(dateOf('x-3.md')).not.toBe(dateOf('x-2.md'));
  });

  it('words each service copy in its own order of the original’s words, so gzip cannot fold the list page', () => {
    const { source, dir } = scaled(2);
    const slug = readdirSync(path.join(source, 'services')).find((f) => /^[^.]+\.mr\.json$/.test(f))!.replace('.mr.json', '');
    type Service = { overview: { description: string; keyPoints: string[] } };
    const read = (base: string, name: string) => JSON.parse(readFileSync(path.join(base, 'services', name), 'utf8')) as Service;
    const original = read(source, `${slug}.mr.json`);
    const copy = read(dir, `${slug}-2.mr.json`);
    expect(copy.overview.description).not.toBe(original.overview.description);
    const words = (text: string) => text.split(' ').sort();
    expect(words(copy.overview.description)).toEqual(words(original.overview.description));
    expect(copy.overview.keyPoints.map(words)).toEqual(original.overview.keyPoints.map(words));
  });
  it('grows the statistics of the home page to the same length in every edition', () => {
    const { source, dir, result } = scaled(3);
    const statistics = (base: string, locale: (typeof locales)[number]) =>
      (JSON.parse(readFileSync(path.join(base, localeFile('home.json', locale)), 'utf8')) as { statistics: unknown[] }).statistics.length;
    const expected = Math.min(statistics(source, 'en') * 3, statisticsLimits.max);
    expect(result.lists.statistics).toBe(expected);
    expect(locales.map((l) => statistics(dir, l))).toEqual(locales.map(() => expected));
  });
});
