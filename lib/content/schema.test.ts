/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContent, problemsIn, readContent } from './load';
import { countRanges } from './schema';

const contentRoot = path.join(process.cwd(), 'content');

/** A private copy of content/, for one test to break. */
function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(contentRoot, dir, { recursive: true });
  return dir;
}

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
    const sectors = () => readdirSync(path.join(dir, 'sectors')).filter((f) => f.endsWith('.json'));
    // Case studies name their sector: every one points at a sector that stays (a removed one is refused, lib/work.test.ts).
    const stays = sectors()[1]!.replace(/\.json$/, '');
    for (const file of readdirSync(path.join(dir, 'work'))) {
      const study = JSON.parse(readFileSync(path.join(dir, 'work', file), 'utf8'));
      writeFileSync(path.join(dir, 'work', file), JSON.stringify({ ...study, sector: stays }));
    }
    unlinkSync(path.join(dir, 'sectors', sectors()[0]!));
    expect(problemsIn(dir)).toEqual([]);
    for (const file of sectors().slice(countRanges.sectors.min - 1)) unlinkSync(path.join(dir, 'sectors', file));
    const left = sectors().length;
    expect(problemsIn(dir)).toEqual([
      `content/sectors/: has ${left} sectors; the site needs at least ${countRanges.sectors.min}. Add ${countRanges.sectors.min - left === 1 ? 'a file' : `${countRanges.sectors.min - left} files`}.`,
    ]);
  });

  it('says how many files to remove when a folder holds more than its layouts are made for', () => {
    const [first] = readdirSync(path.join(dir, 'testimonials')).filter((f) => f.endsWith('.json'));
    const quote = JSON.parse(readFileSync(path.join(dir, 'testimonials', first!), 'utf8'));
    const have = readdirSync(path.join(dir, 'testimonials')).length;
    for (let i = have; i <= countRanges.testimonials.max; i++)
      writeFileSync(path.join(dir, 'testimonials', `extra-${i}.json`), JSON.stringify({ ...quote, order: 1000 + i }));
    expect(problemsIn(dir)).toEqual([
      `content/testimonials/: has ${countRanges.testimonials.max + 1} testimonials; the site's layouts are made for at most ${countRanges.testimonials.max}. Remove a file.`,
    ]);
  });

  it('refuses a service page with too few benefits or too many key points', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      s.page.benefits = s.page.benefits.slice(0, countRanges.serviceBenefits.min - 1);
      s.overview.keyPoints = Array.from({ length: countRanges.serviceKeyPoints.max + 1 }, (_, i) => `Key point ${i + 1}`);
    });
    const { serviceBenefits: b, serviceKeyPoints: k } = countRanges;
    expect(problemsIn(dir)).toEqual(
      expect.arrayContaining([
        `content/services/web-development.json: page.benefits: needs ${b.min} to ${b.max} benefits`,
        `content/services/web-development.json: overview.keyPoints: needs ${k.min} to ${k.max} key points`,
      ]),
    );
  });

  it('points at a missing image file by its path in public/', () => {
    const [service] = readdirSync(path.join(dir, 'services')).filter((f) => f.endsWith('.json'));
    const renamed = path.join(dir, 'services', 'a-service-without-art.json');
    cpSync(path.join(dir, 'services', service!), renamed);
    unlinkSync(path.join(dir, 'services', service!));
    expect(problemsIn(dir)).toContain(
      'content/services/a-service-without-art.json: motif: its picture public/art/services/a-service-without-art-card.svg has not been drawn; run npm run art (every build runs it too)',
    );
  });

  it('keeps search titles within length and unique', () => {
    editJson(dir, 'seo.json', (seo) => {
      seo.pages.about.title = 'A title that is far too long to fit in a search result line';
      seo.pages.blog.description = seo.pages.brochure.description;
    });
    const problems = problemsIn(dir);
    expect(problems.some((p) => p.startsWith('content/seo.json: pages.about.title: makes the search title'))).toBe(true);
    expect(problems.some((p) => p.startsWith('content/seo.json: pages.brochure.description:') || p.startsWith('content/seo.json: pages.blog.description:'))).toBe(true);
  });

  it('names a file that is not valid JSON', () => {
    writeFileSync(path.join(dir, 'home.json'), '{ "overview": ');
    expect(() => readContent(dir)).toThrow(/content\/home\.json: not valid JSON/);
  });

  it('takes a further testimonial without complaint', () => {
    writeFileSync(
      path.join(dir, 'testimonials', 'a-new-client.json'),
      JSON.stringify({ order: 99, description: 'They rebuilt our brand in a month.', company: 'A New Client', person: 'Asha Rao', role: 'Founder' }),
    );
    expect(problemsIn(dir)).toEqual([]);
    expect(parseContent(readContent(dir)).testimonials.at(-1)?.company).toBe('A New Client');
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
        expect.stringMatching(/^content\/sectors\/(a-second-)?technology\.json: order: position \d+ is also used by another entry/),
      ]),
    );
  });

  it('says what to do about a wrong kind of value, naming file and field', () => {
    const article = readdirSync(path.join(dir, 'blog')).find((f) => f.endsWith('.md'))!;
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
    expect(problems.some((p) => p.startsWith('content/services/blog.json: slug: the file name gives the address /blog, which is already app/blog'))).toBe(true);
  });

  it('takes the search title and description from the entry when they are not given', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      delete s.seo;
    });
    const service = parseContent(readContent(dir)).services.find((s) => s.slug === 'web-development')!;
    expect(service.seo).toEqual({ title: service.title, description: service.description });
  });

  it('names the title when a title that is also the search title is too long', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      delete s.seo;
      s.title = 'Web Development for Every Size of Business Here';
    });
    expect(problemsIn(dir)).toContainEqual(expect.stringMatching(/^content\/services\/web-development\.json: title: makes the search title ".*" \d+ characters; shorten it to \d+ or give a shorter search title$/));
  });
});
