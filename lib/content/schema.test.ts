/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, parseContent, readContent } from './load';
import { fixedCounts } from './schema';

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

/** The problems the build would report for a content folder, one line each. */
function problemsIn(dir: string): string[] {
  try {
    parseContent(readContent(dir));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

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

  it('says in plain words when a fixed count is broken', () => {
    unlinkSync(path.join(dir, 'sectors', 'clothing.json'));
    const [problem] = problemsIn(dir);
    expect(problem).toBe(
      `content/sectors/: The site is designed for exactly ${fixedCounts.sectors} sectors, but there are ${fixedCounts.sectors - 1}. Add or remove a file to make it ${fixedCounts.sectors}.`,
    );
  });

  it('refuses a service page with the wrong number of benefits or key points', () => {
    editJson(dir, 'services/web-development.json', (s) => {
      s.page.benefits.pop();
      s.overview.keyPoints = [...s.overview.keyPoints, 'one more', 'and another'].slice(0, fixedCounts.serviceKeyPointsMax + 1);
    });
    expect(problemsIn(dir)).toEqual(
      expect.arrayContaining([
        `content/services/web-development.json: page.benefits: needs exactly ${fixedCounts.serviceBenefits} benefits`,
        `content/services/web-development.json: overview.keyPoints: shows at most ${fixedCounts.serviceKeyPointsMax} key points`,
      ]),
    );
  });

  it('points at a missing image file by its path in public/', () => {
    const [service] = readdirSync(path.join(dir, 'services')).filter((f) => f.endsWith('.json'));
    const renamed = path.join(dir, 'services', 'a-service-without-art.json');
    cpSync(path.join(dir, 'services', service!), renamed);
    unlinkSync(path.join(dir, 'services', service!));
    expect(problemsIn(dir)).toContain(
      'content/services/a-service-without-art.json: motif: no such file public/art/services/a-service-without-art-card.svg',
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
    unlinkSync(path.join(dir, 'sectors', 'clothing.json'));
    const problems = problemsIn(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/services\/web-development\.json: description: /),
        expect.stringMatching(/^content\/sectors\/: /),
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
