/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { relatedArticles, tagSlug } from '../blog';
import { articleFeed } from '../feed';
import { localePath, locales } from '../i18n/locales';
import { getRoutes, tagPath } from '../routes';
import { checkContent } from './check';
import { parseContent, readContent } from './load';

/**
 * The three editions in the content check and the site's lists (docs/product-rules.md#languages):
 * every problem names its file, field and language; a settings file missing in a language is
 * refused; an entry not yet in every language is advice; an entry written in one language alone
 * has its page in that edition and is offered by the others with its language.
 */

const contentRoot = path.join(process.cwd(), 'content');
function copyOfContent(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(contentRoot, dir, { recursive: true });
  return dir;
}
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
const editJson = (dir: string, file: string, edit: (data: Record<string, any>) => void) => {
  const data = readJson(dir, file);
  edit(data);
  writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2));
};
/** The first English entry of a folder that has a Hindi and a Marathi edition. */
const translatedEntry = (folder: string, extension: string) =>
  readdirSync(path.join(contentRoot, folder))
    .filter((f) => /^[^.]+\.\w+$/.test(f))
    .map((f) => path.basename(f, extension))
    .find((slug) => locales.every((l) => l === 'en' || readdirSync(path.join(contentRoot, folder)).includes(`${slug}.${l}${extension}`)))!;

describe('the content check in three languages', () => {
  let dir: string;
  beforeEach(() => {
    dir = copyOfContent();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file, the field and the language of a problem in a Hindi or Marathi file', () => {
    const service = translatedEntry('services', '.json');
    editJson(dir, `services/${service}.json`, (s) => (s.title = ''));
    editJson(dir, `services/${service}.hi.json`, (s) => (s.title = ''));
    writeFileSync(path.join(dir, 'texts.mr.json'), '{ "home": ');
    expect(checkContent(readContent(dir)).problems).toEqual([
      expect.stringMatching(/^content\/texts\.mr\.json \(Marathi\): not valid JSON/),
      `content/services/${service}.json: title: must not be empty`,
      `content/services/${service}.hi.json (Hindi): title: must not be empty`,
    ]);
  });

  it('refuses a settings file missing in a language, saying what to do', () => {
    unlinkSync(path.join(dir, 'pages.hi.json'));
    const result = checkContent(readContent(dir));
    expect(result.problems).toEqual(['content/pages.hi.json (Hindi): is missing; the Hindi edition needs every settings file: copy content/pages.json and translate it']);
    expect(result.content).toBeUndefined();
  });

  it('refuses a file named for a language the site has no edition in, saying which it has', () => {
    const service = translatedEntry('services', '.json');
    cpSync(path.join(dir, 'services', `${service}.hi.json`), path.join(dir, 'services', `${service}.fr.json`));
    const result = checkContent(readContent(dir));
    expect(result.problems).toEqual([`content/services/${service}.fr.json: ".fr" is not an edition of the site (${locales.filter((l) => l !== 'en').map((l) => `.${l}`).join(', ')}); rename the file`]);
  });

  it('publishes a service added in English alone, and advises the languages it is not yet in', () => {
    const service = translatedEntry('services', '.json');
    writeFileSync(path.join(dir, 'services', 'brand-audits.json'), JSON.stringify({ ...readJson(dir, `services/${service}.json`), order: 900, title: 'Brand Audits' }, null, 2));
    const result = checkContent(readContent(dir));
    expect(result.problems).toEqual([]);
    expect(result.advice).toContain('content/services/brand-audits.json: not yet in Hindi or Marathi; those editions list it in English (add brand-audits.hi.json, brand-audits.mr.json)');
    for (const l of locales) expect(result.content![l].services.find((s) => s.slug === 'brand-audits')).toMatchObject({ locale: 'en', title: 'Brand Audits', path: '/brand-audits' });
  });

  it('advises, naming both files, where a translation gives a field every edition shares otherwise', () => {
    const service = translatedEntry('services', '.json');
    const english = readJson(dir, `services/${service}.json`);
    editJson(dir, `services/${service}.hi.json`, (s) => (s.order = 900));
    editJson(dir, 'site.mr.json', (s) => (s.phoneDigits = '919999999999'));
    // The Hindi menu's first two links swapped: each still opens a page once.
    editJson(dir, 'texts.hi.json', (t) => ([t.menu[0].page, t.menu[1].page] = [t.menu[1].page, t.menu[0].page]));
    const result = checkContent(readContent(dir));
    expect(result.problems).toEqual([]);
    expect(result.advice).toEqual(
      expect.arrayContaining([
        `content/services/${service}.hi.json (Hindi): order: is 900 but ${english.order} in content/services/${service}.json; every edition shares it, so each file should say the same`,
        `content/site.mr.json (Marathi): phoneDigits: is "919999999999" but "${readJson(dir, 'site.json').phoneDigits}" in content/site.json; every edition shares it, so each file should say the same`,
        expect.stringMatching(/^content\/texts\.hi\.json \(Hindi\): menu\.0\.page: is "\w+" but "\w+" in content\/texts\.json; every edition shares it/),
        expect.stringMatching(/^content\/texts\.hi\.json \(Hindi\): menu\.1\.page: is "\w+" but "\w+" in content\/texts\.json; every edition shares it/),
      ]),
    );
    // What each language writes in its own words is never compared.
    expect(result.advice.filter((a) => /: (title|description|name|menu\.\d+\.label): /.test(a))).toEqual([]);
  });
});

describe('an article and a case study written in Marathi alone', () => {
  let dir: string;
  const slug = 'diwali-campaign-plan';
  const study = 'a-story-told-in-marathi';
  let editions: ReturnType<typeof parseContent>;
  let routes: ReturnType<typeof getRoutes>;
  beforeAll(() => {
    dir = copyOfContent();
    // A Marathi article of the repository, as a new one: its own title, a tag no other article has, an earlier date.
    const source = matter(readFileSync(path.join(dir, 'blog', `${translatedEntry('blog', '.md')}.mr.md`), 'utf8'));
    const data = { ...source.data, title: 'पुण्यातील दिवाळी मोहिमेचे नियोजन', seoTitle: 'दिवाळी मोहिमेचे नियोजन', tags: ['दिवाळी मोहीम', ...(source.data.tags as string[]).slice(0, 1)], date: '2025-01-10', featured: false };
    writeFileSync(path.join(dir, 'blog', `${slug}.mr.md`), matter.stringify(source.content, data));
    const story = readJson(dir, `work/${translatedEntry('work', '.json')}.mr.json`);
    const rest = { ...story };
    delete rest.testimonial;
    writeFileSync(path.join(dir, 'work', `${study}.mr.json`), JSON.stringify({ ...rest, order: 99, title: 'मराठीतच लिहिलेली एक केस स्टडी' }, null, 2));
    editions = parseContent(readContent(dir));
    routes = getRoutes(editions);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pageOf = (kind: string, entrySlug: string) => routes.filter((r) => r.kind === kind && 'entry' in r && r.entry.slug === entrySlug);
  const paths = () => new Set(routes.flatMap((r) => r.paths));

  it('passes the check, advised as not yet in English or Hindi', () => {
    const result = checkContent(readContent(dir));
    expect(result.problems).toEqual([]);
    expect(result.advice).toContain(`content/blog/${slug}.mr.md (Marathi): not yet in English or Hindi; those editions list it in Marathi (add ${slug}.md, ${slug}.hi.md)`);
    expect(result.advice).toContain(`content/work/${study}.mr.json (Marathi): not yet in English or Hindi; those editions list it in Marathi (add ${study}.json, ${study}.hi.json)`);
  });

  it('has its page in the Marathi edition only, with no alternate in another language', () => {
    for (const [kind, entrySlug, section] of [['article', slug, '/blog'], ['caseStudy', study, '/work']] as const) {
      const pages = pageOf(kind, entrySlug);
      expect(pages.map((r) => [r.locale, r.canonical])).toEqual([['mr', `/mr${section}/${entrySlug}`]]);
      expect(pages[0]!.alternates).toEqual({ mr: `/mr${section}/${entrySlug}` });
    }
  });

  it('is listed by the Marathi blog and feed, and offered in Marathi by the English and Hindi blogs, not their feeds', () => {
    const site = editions.mr.site;
    for (const l of locales) {
      const listed = routes.filter((r) => r.kind === 'blog' && r.locale === l).flatMap((r) => (r.kind === 'blog' ? [r.featured, ...r.listing.items] : []));
      expect(listed.find((a) => a?.slug === slug)).toMatchObject({ locale: 'mr', path: `/mr/blog/${slug}` });
      const feed = articleFeed(editions[l].articles, site, site.url, l);
      expect(feed.includes(`${site.url}/mr/blog/${slug}`)).toBe(l === 'mr');
    }
  });

  it('is listed by /work in every edition and by its sector’s and services’ lists, at its Marathi page', () => {
    for (const l of locales) {
      const work = routes.filter((r) => r.kind === 'work' && r.locale === l);
      expect(work.length).toBeGreaterThan(1);
      for (const list of work.filter((r) => r.kind === 'work' && (!r.filter || r.filter.items.some((w) => w.slug === study))))
        expect(list.kind === 'work' && list.items.find((w) => w.slug === study)).toMatchObject({ locale: 'mr', path: `/mr/work/${study}` });
    }
  });

  it('links only to pages that exist: its tags, its related service and the articles it offers next', () => {
    const article = editions.mr.articles.find((a) => a.slug === slug)!;
    const built = paths();
    for (const tag of article.tags) expect(built.has(tagPath(tagSlug(tag), 'mr'))).toBe(true);
    // A tag that only this article has is a page of the Marathi edition alone.
    const own = tagSlug(article.tags[0]!);
    expect(routes.filter((r) => r.kind === 'tag' && r.tag.slug === own).map((r) => r.locale)).toEqual(['mr']);
    if (article.relatedService) expect(built.has(localePath(`/${article.relatedService}`, 'mr'))).toBe(true);
    for (const other of relatedArticles(article, editions.mr.articles)) expect(built.has(other.path)).toBe(true);
    // Every entry any edition lists has its page in its own language.
    for (const l of locales) for (const entry of [...editions[l].articles, ...editions[l].work]) expect(built.has(entry.path)).toBe(true);
  });
});
