/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getContent, type CaseStudy } from './content';
import { parseContent, problemsIn, readContent } from './content/load';
import { getRoutes } from './routes';
import { moreWork, publishedWork, workFilters, workFilterSeo, workForSector, workForService, workQuoting } from './work';

/** The case studies' rules (docs/product-rules.md#work), on today's content and on edited copies of it. */
const workDir = path.join(process.cwd(), 'content', 'work');
/** The first case study written in English (x.json; x.hi.json is its Hindi edition). */
const firstFile = readdirSync(workDir).filter((f) => /^[^.]+\.json$/.test(f)).sort()[0]!;
const firstSlug = firstFile.replace(/\.json$/, '');

/** A copy of content/ with one case study file changed (or more files added). */
function editedCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'work-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  edit(dir);
  return dir;
}
const readStudy = (dir: string, file = firstFile) => JSON.parse(readFileSync(path.join(dir, 'work', file), 'utf8')) as Record<string, unknown>;
const writeStudy = (dir: string, data: Record<string, unknown>, file = firstFile) =>
  writeFileSync(path.join(dir, 'work', file), `${JSON.stringify(data, null, 2)}\n`);
const withStudy = (change: (study: Record<string, unknown>) => Record<string, unknown>) => editedCopy((dir) => writeStudy(dir, change(readStudy(dir))));

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const problems = (dir: string) => {
  dirs.push(dir);
  return problemsIn(dir);
};

describe('the content check of case studies', () => {
  it('passes today’s content', () => {
    expect(problemsIn(path.join(process.cwd(), 'content'))).toEqual([]);
  });

  it('names file and field when a relation points at nothing', () => {
    const found = problems(withStudy((s) => ({ ...s, sector: 'no-such-sector', services: ['no-such-service'], testimonial: 'nobody', clientLogo: 'client-99' })));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^content/work/${firstFile}: sector: no sector "no-such-sector" in content/sectors/`)),
        expect.stringMatching(new RegExp(`^content/work/${firstFile}: services\\.0: no service "no-such-service"`)),
        expect.stringMatching(new RegExp(`^content/work/${firstFile}: testimonial: no testimonial "nobody"`)),
        expect.stringMatching(new RegExp(`^content/work/${firstFile}: clientLogo: no client logo "client-99"`)),
      ]),
    );
  });

  it('refuses a single result figure', () => {
    const found = problems(withStudy((s) => ({ ...s, results: (s.results as unknown[]).slice(0, 1) })));
    expect(found).toEqual([expect.stringMatching(new RegExp(`^content/work/${firstFile}: results: needs 2 to 4 result figures`))]);
  });

  it('refuses a quote told by two stories', () => {
    const dir = editedCopy((d) => {
      const study = readStudy(d);
      // The scene drawing needs no per-story picture, so the copy needs no art run.
      writeStudy(d, { ...study, order: 99, motif: 'blog-article', title: `${String(study.title).slice(0, 30)} again`, summary: `${String(study.summary).slice(0, 100)} told again.` }, 'told-twice.json');
    });
    expect(problems(dir)).toEqual([expect.stringMatching(/^content\/work\/told-twice\.json: testimonial: the testimonial ".+" is already quoted by content\/work\//)]);
  });

  it('refuses a file name that would take the address of a narrowed list', () => {
    const dir = editedCopy((d) => {
      const study = readStudy(d);
      writeStudy(d, { ...study, order: 98, motif: 'blog-article', testimonial: undefined, title: 'Another story for the list', summary: `${String(study.summary).slice(0, 100)} A second time.` }, 'service.json');
    });
    expect(problems(dir)).toEqual([expect.stringMatching(/^content\/work\/service\.json: slug: the file name gives the address \/work\/service/)]);
  });

  it('never publishes a draft: no page, no card, no narrowed list of its own', () => {
    const dir = withStudy((s) => ({ ...s, draft: true }));
    dirs.push(dir);
    const content = parseContent(readContent(dir)).en;
    expect(content.work.map((w) => w.slug)).not.toContain(firstSlug);
    const paths = getRoutes(content).flatMap((r) => r.paths);
    expect(paths).not.toContain(`/work/${firstSlug}`);
  });
});

describe('a new story, added as an editor adds it', () => {
  it('appears on /work, its service and sector lists and pages, and first in the home strip when ordered first', () => {
    const dir = editedCopy((d) => {
      const study = readStudy(d);
      writeStudy(
        d,
        { order: 1, title: 'A new story for the studio', client: 'New Client Co', sector: study.sector, services: [(study.services as string[])[0]], year: 2026,
          summary: 'A short summary of a new project that is long enough for a search result description.', challenge: 'Where they stood.', approach: 'What we did.', outcome: 'What changed.',
          results: [{ value: '2×', label: 'enquiries' }, { value: '30%', label: 'lower cost' }], motif: 'blog-article' },
        'new-story.json',
      );
      // Its position comes first: move the others down.
      for (const file of readdirSync(path.join(d, 'work')).filter((f) => f !== 'new-story.json')) {
        const other = readStudy(d, file);
        writeStudy(d, { ...other, order: Number(other.order) + 1 }, file);
      }
    });
    dirs.push(dir);
    const content = parseContent(readContent(dir)).en;
    const routes = getRoutes(content);
    const study = content.work.find((w) => w.slug === 'new-story')!;
    expect(content.work[0]).toBe(study);
    expect(routes.find((r) => r.kind === 'caseStudy' && r.entry === study)?.canonical).toBe('/work/new-story');
    const lists = routes.filter((r) => r.kind === 'work').map((r) => ({ path: r.canonical, slugs: 'items' in r ? r.items.map((w) => w.slug) : [] }));
    for (const p of ['/work', `/work/sector/${study.sector}`, `/work/service/${study.services[0]}`]) expect(lists.find((l) => l.path === p)?.slugs).toContain('new-story');
    expect(workForService(content.work, study.services[0]!)).toContain(study);
    expect(workForSector(content.work, study.sector)).toContain(study);
  });
});

describe('where case studies appear', () => {
  const content = getContent();
  const { work, services, sectors } = content;

  it('publishes every story at /work/<slug> and lists it on /work', () => {
    const routes = getRoutes(content);
    const index = routes.find((r) => r.kind === 'work' && !r.filter);
    expect(index?.canonical).toBe('/work');
    for (const study of work) expect(routes.some((r) => r.kind === 'caseStudy' && r.canonical === `/work/${study.slug}`)).toBe(true);
    expect(index && 'items' in index ? index.items.map((w) => w.slug) : []).toEqual(work.map((w) => w.slug));
  });

  it('has a narrowed list for exactly the services and sectors that have stories, each holding those stories', () => {
    const filters = workFilters(work, services, sectors);
    const withWork = services.filter((s) => work.some((w) => w.services.includes(s.slug)));
    expect(filters.filter((f) => f.kind === 'service').map((f) => f.slug)).toEqual(withWork.map((s) => s.slug));
    for (const f of filters) {
      const expected = f.kind === 'service' ? workForService(work, f.slug) : workForSector(work, f.slug);
      expect(f.items).toEqual(expected);
      expect(f.path).toBe(`/work/${f.kind}/${f.slug}`);
    }
    const routePaths = getRoutes(content).map((r) => r.canonical);
    for (const f of filters) expect(routePaths).toContain(f.path);
    // A service without a story has no narrowed list.
    for (const s of services.filter((s) => !withWork.includes(s))) expect(routePaths).not.toContain(`/work/service/${s.slug}`);
  });

  it('fills the narrowed lists’ search copy from the templates', () => {
    const [f] = workFilters(work, services, sectors);
    const seo = workFilterSeo(f!, content.pages);
    expect(seo.title).toContain(f!.name);
    expect(seo.title).not.toMatch(/\{\w+\}/);
  });

  it('offers more work of the same sector, then of a shared service, never the story itself', () => {
    const study = work[0]!;
    const picks = moreWork(study, work);
    expect(picks).not.toContainEqual(study);
    expect(picks.length).toBe(Math.min(3, work.length - 1));
    const score = (w: CaseStudy) => (w.sector === study.sector ? 2 : 0) + (w.services.some((s) => study.services.includes(s)) ? 1 : 0);
    const scores = picks.map(score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('links a quote to the one story that tells it', () => {
    for (const study of work.filter((w) => w.testimonial)) expect(workQuoting(work, study.testimonial!)?.slug).toBe(study.slug);
  });

  it('keeps the editors’ order and leaves drafts out', () => {
    const fixtures = [
      { slug: 'b', order: 2, draft: false },
      { slug: 'a', order: 1, draft: true },
      { slug: 'c', order: 1, draft: false },
    ];
    expect(publishedWork(fixtures).map((w) => w.slug)).toEqual(['c', 'b']);
  });
});
