/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContent, problemsIn, readContent } from './load';
import { sectors as sectorCollection } from './collections/sectors';
import { serviceLimits } from './collections/services';
import { testimonials as testimonialCollection } from './collections/testimonials';

const contentRoot = path.join(process.cwd(), 'content');

/** A private copy of content/, for one test to break. */
function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(contentRoot, dir, { recursive: true });
  return dir;
}

/** An entry's files in every edition (x.json, x.hi.json, ...): what an editor removes or renames together. */
const editionsOf = (dir: string, folder: string, slug: string) => readdirSync(path.join(dir, folder)).filter((f) => f.startsWith(`${slug}.`));
/** The entries of a folder by their English file. */
const englishFiles = (dir: string, folder: string) => readdirSync(path.join(dir, folder)).filter((f) => /^[^.]+\.(json|md)$/.test(f));
const removeEntry = (dir: string, folder: string, slug: string) => editionsOf(dir, folder, slug).forEach((f) => unlinkSync(path.join(dir, folder, f)));
const renameEntry = (dir: string, folder: string, slug: string, to: string) =>
  editionsOf(dir, folder, slug).forEach((f) => renameSync(path.join(dir, folder, f), path.join(dir, folder, `${to}${f.slice(slug.length)}`)));

const editJson = (dir: string, file: string, edit: (data: Record<string, any>) => void) => {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  edit(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
};

describe('the content check', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the content as it is', () => {
    expect(problemsIn(dir)).toEqual([]);
  });

  it('names the file and the field of an empty or placeholder line', () => {
    editJson(dir, 'services/outdoor-media.json', (s) => {
      s.page.benefits[2].title = '';
      s.description = 'Lorem ipsum dolor sit amet';
    });
    expect(problemsIn(dir)).toEqual(
      expect.arrayContaining([
        'content/services/outdoor-media.json: page.benefits.2.title: must not be empty',
        'content/services/outdoor-media.json: description: contains placeholder text (lorem ipsum, placeholder, TODO)',
      ]),
    );
  });

  it('takes any number of sectors in its range, and says in plain words when a folder holds too few', () => {
    const sectors = () => englishFiles(dir, 'sectors').map((f) => f.replace(/\.json$/, ''));
    // Case studies name their sector: every one points at a sector that stays (a removed one is refused, lib/work.test.ts).
    const stays = sectors()[1]!;
    for (const file of readdirSync(path.join(dir, 'work'))) {
      const study = JSON.parse(readFileSync(path.join(dir, 'work', file), 'utf8'));
      writeFileSync(path.join(dir, 'work', file), JSON.stringify({ ...study, sector: stays }));
    }
    removeEntry(dir, 'sectors', sectors()[0]!);
    expect(problemsIn(dir)).toEqual([]);
    const { min } = sectorCollection.count;
    for (const slug of sectors().filter((s) => s !== stays).slice(min - 2)) removeEntry(dir, 'sectors', slug);
    const left = sectors().length;
    expect(problemsIn(dir)).toEqual([`content/sectors/: has ${left} sectors; the site needs at least ${min}. Add ${min - left === 1 ? 'a file' : `${min - left} files`}.`]);
  });

  it('says how many files to remove when a folder holds more than its layouts are made for', () => {
    const [first] = englishFiles(dir, 'testimonials');
    const quote = JSON.parse(readFileSync(path.join(dir, 'testimonials', first!), 'utf8'));
    const have = englishFiles(dir, 'testimonials').length;
    const { max } = testimonialCollection.count;
    for (let i = have; i <= max; i++) writeFileSync(path.join(dir, 'testimonials', `extra-${i}.json`), JSON.stringify({ ...quote, order: 1000 + i }));
    expect(problemsIn(dir)).toEqual([`content/testimonials/: has ${max + 1} testimonials; the site's layouts are made for at most ${max}. Remove a file.`]);
  });

  it('refuses a service page with too few benefits or too many key points', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      s.page.benefits = s.page.benefits.slice(0, serviceLimits.benefits.min - 1);
      s.overview.keyPoints = Array.from({ length: serviceLimits.keyPoints.max + 1 }, (_, i) => `Key point ${i + 1}`);
    });
    const { benefits: b, keyPoints: k } = serviceLimits;
    expect(problemsIn(dir)).toEqual(
      expect.arrayContaining([
        `content/services/web-development.json: page.benefits: needs ${b.min} to ${b.max} benefits`,
        `content/services/web-development.json: overview.keyPoints: needs ${k.min} to ${k.max} key points`,
      ]),
    );
  });

  it('judges a new entry by the name of its picture, without needing the picture drawn (a fresh clone)', () => {
    const [service] = englishFiles(dir, 'services');
    renameEntry(dir, 'services', service!.replace(/\.json$/, ''), 'a-service-without-art');
    expect(problemsIn(dir)).toEqual([]);
    editJson(dir, 'services/a-service-without-art.json', (s) => {
      s.motif = 'a-drawing-nobody-made';
    });
    expect(problemsIn(dir)).toEqual([expect.stringMatching(/^content\/services\/a-service-without-art\.json: motif: must name one of the service pictures of lib\/art\//)]);
  });

  it('names a file that is not valid JSON', () => {
    writeFileSync(path.join(dir, 'home.json'), '{ "overview": ');
    expect(problemsIn(dir)).toEqual([expect.stringMatching(/^content\/home\.json: not valid JSON/)]);
  });

  it('takes a further testimonial without complaint', () => {
    writeFileSync(
      path.join(dir, 'testimonials', 'a-new-client.json'),
      JSON.stringify({ order: 99, description: 'They rebuilt our brand in a month.', company: 'A New Client', person: 'Asha Rao', role: 'Founder' }),
    );
    expect(problemsIn(dir)).toEqual([]);
    expect(parseContent(readContent(dir)).en.testimonials.at(-1)?.company).toBe('A New Client');
  });

  it('reports problems within a file and across files in the same round', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      s.description = '';
    });
    cpSync(path.join(dir, 'sectors', 'technology.json'), path.join(dir, 'sectors', 'a-second-technology.json'));
    const problems = problemsIn(dir);
    expect(problems.filter((p) => p.includes('relatedService'))).toEqual([]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/services\/web-development\.json: description: /),
        expect.stringMatching(/^content\/sectors\/(a-second-)?technology\.json: order: position \d+ is also used by content\/sectors\/(a-second-)?technology\.json/),
      ]),
    );
  });

  it('says what to do about a wrong kind of value, naming file and field', () => {
    const article = englishFiles(dir, 'blog')[0]!;
    const full = path.join(dir, 'blog', article);
    writeFileSync(full, readFileSync(full, 'utf8').replace(/^date: .*$/m, 'date: someday\nreadMinutes: null'));
    expect(problemsIn(dir)).toEqual(
      expect.arrayContaining([
        `content/blog/${article}: date: must be a date written as year-month-day, e.g. 2026-10-14`,
        `content/blog/${article}: readMinutes: is empty: fill it in`,
      ]),
    );
  });

  it('refuses a service or sector whose file name is an address the site already has, naming both', () => {
    cpSync(path.join(dir, 'services', 'web-development.json'), path.join(dir, 'services', 'admin.json'));
    cpSync(path.join(dir, 'sectors', 'technology.json'), path.join(dir, 'sectors', 'web-development.json'));
    const problems = problemsIn(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/services\/admin\.json: slug: the file name gives the address \/admin, which is already public\/admin/),
        'content/sectors/web-development.json: slug: the file name gives the address /web-development, which content/services/web-development.json already has; rename one of the two files',
      ]),
    );
  });

  it('refuses the addresses of the fixed pages in any spelling', () => {
    cpSync(path.join(dir, 'services', 'web-development.json'), path.join(dir, 'services', 'whoweare.json'));
    cpSync(path.join(dir, 'services', 'web-development.json'), path.join(dir, 'services', 'blog.json'));
    const problems = problemsIn(dir);
    expect(problems.some((p) => p.startsWith('content/services/whoweare.json: slug: the file name gives the address /whoweare, which is already the whoWeAre page'))).toBe(true);
    expect(problems.some((p) => p.startsWith("content/services/blog.json: slug: the file name gives the address /blog, which is already the blog's section"))).toBe(true);
  });

  it('takes the search title and description from the entry when they are not given', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      delete s.seo;
    });
    const service = parseContent(readContent(dir)).en.services.find((s) => s.slug === 'web-development')!;
    expect(service.seo).toEqual({ title: service.title, description: service.description });
  });

  it('names a front matter that is not plain data, each file in the same round', () => {
    const [first, second, third] = englishFiles(dir, 'blog');
    const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(dir, 'blog', file), change(readFileSync(path.join(dir, 'blog', file), 'utf8')));
    edit(first!, (t) => t.replace(/^title: .*$/m, (line) => `${line}\ntitle: "The same key twice"`));
    edit(second!, (t) => t.replace(/^---\n/, '---\nrun: !!js/function "function () { return 1 }"\n'));
    // A few hundred bytes of aliases that would expand into gigabytes.
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`)].join('\n');
    edit(third!, (t) => t.replace(/^---\n/, `---\n${bomb}\n`));
    const problems = problemsIn(dir);
    for (const file of [first, second, third]) expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^content/blog/${file!.replace('.', '\\.')}: the front matter .* is not valid YAML`)));
  });

  it('says which name to give a file whose name cannot be an address', () => {
    const [study] = englishFiles(dir, 'work');
    cpSync(path.join(dir, 'work', study!), path.join(dir, 'work', 'a-chai-brand-that-doubled-its-cafés.json'));
    unlinkSync(path.join(dir, 'work', study!));
    expect(problemsIn(dir)).toEqual([
      'content/work/a-chai-brand-that-doubled-its-cafés.json: the file name is the page’s address and must be lower-case letters a to z, digits and single hyphens between words; rename the file to a-chai-brand-that-doubled-its-cafes.json',
    ]);
  });

  it('names Markdown nested too deeply for a page to show, instead of a build that runs out of stack', () => {
    const article = englishFiles(dir, 'blog')[0]!;
    writeFileSync(path.join(dir, 'blog', article), `${readFileSync(path.join(dir, 'blog', article), 'utf8')}\n\n${'> '.repeat(2000)}Deep.\n`);
    const study = englishFiles(dir, 'work')[0]!;
    editJson(dir, `work/${study}`, (w) => {
      w.approach = `${'<div>'.repeat(5000)}Deep.`;
    });
    expect(problemsIn(dir)).toEqual([
      expect.stringMatching(new RegExp(`^content/blog/${article.replace('.', '\\.')}: body: is nested too deeply to show .*take out the extra levels`)),
      expect.stringMatching(new RegExp(`^content/work/${study.replace('.', '\\.')}: approach: is nested too deeply to show .*take out the extra levels`)),
    ]);
  });

  it('says that a day does not exist, not how to write a date, for 2026-02-31', () => {
    const article = englishFiles(dir, 'blog')[0]!;
    const full = path.join(dir, 'blog', article);
    writeFileSync(full, readFileSync(full, 'utf8').replace(/^date: .*$/m, 'date: "2026-02-31"'));
    expect(problemsIn(dir)).toEqual([`content/blog/${article}: date: is a day that does not exist: February 2026 has 28 days; pick a date in the calendar`]);
  });
});
