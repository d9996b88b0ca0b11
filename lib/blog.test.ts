/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogPageSize,
  contentToday,
  featuredArticle,
  indexCards,
  paginate,
  publishedArticles,
  relatedArticles,
  relatedCount,
  tagSlug,
  tagsOf,
} from './blog';
import type { Content } from './content';
import { ContentError } from './content/check';
import { parseContent, readContent } from './content/load';
import { findRoute, getRoutes } from './routes';

/**
 * The blog's selection rules (docs/product-rules.md#blog), on a fixture blog read through the real
 * loader: a copy of content/ whose content/blog/ holds lib/__fixtures__/blog/ instead.
 */
const fixtures = path.join(__dirname, '__fixtures__', 'blog');
const fixtureSlugs = readdirSync(fixtures).map((f) => f.replace(/\.md$/, ''));
/** What each fixture's front matter says, read from the file, so the expectations follow the fixtures. */
const front = (slug: string) => readFileSync(path.join(fixtures, `${slug}.md`), 'utf8');
const isDraft = (slug: string) => /^draft: true$/m.test(front(slug));
const isFlagged = (slug: string) => /^featured: true$/m.test(front(slug));
const dateOf = (slug: string) => /^date: (\S+)$/m.exec(front(slug))![1]!;

/** A copy of content/ with the fixture blog, and optionally a change to it. */
function fixtureContent(edit?: (blogDir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  rmSync(path.join(dir, 'blog'), { recursive: true });
  cpSync(fixtures, path.join(dir, 'blog'), { recursive: true });
  edit?.(path.join(dir, 'blog'));
  return dir;
}

const dirs: string[] = [];
const savedToday = process.env.CONTENT_TODAY;
afterEach(() => {
  if (savedToday === undefined) delete process.env.CONTENT_TODAY;
  else process.env.CONTENT_TODAY = savedToday;
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The content a build on `today` sees. */
function contentOn(today: string, edit?: (blogDir: string) => void): Content {
  process.env.CONTENT_TODAY = today;
  const dir = fixtureContent(edit);
  dirs.push(dir);
  return parseContent(readContent(dir)).en;
}

function problemsOn(today: string, edit: (blogDir: string) => void): string[] {
  try {
    contentOn(today, edit);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const today = '2026-06-15';
const slugs = (list: readonly { slug: string }[]) => list.map((a) => a.slug);
/** The fixtures a build on `day` publishes, newest first, by reading their front matter. */
const expectedPublished = (day: string) =>
  fixtureSlugs
    .filter((s) => !isDraft(s) && dateOf(s) <= day)
    .sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || a.localeCompare(b));

describe('which articles a build publishes', () => {
  it('publishes no draft and nothing dated after the build day, newest first', () => {
    const { articles } = contentOn(today);
    expect(slugs(articles)).toEqual(expectedPublished(today));
    expect(fixtureSlugs.filter(isDraft).length).toBeGreaterThan(0);
    expect(fixtureSlugs.some((s) => dateOf(s) > today)).toBe(true);
  });

  it('publishes a future article on the first build on or after its date', () => {
    const future = fixtureSlugs.find((s) => !isDraft(s) && dateOf(s) > today)!;
    const dayBefore = new Date(Date.parse(dateOf(future)) - 86_400_000).toISOString().slice(0, 10);
    expect(slugs(contentOn(dayBefore).articles)).not.toContain(future);
    expect(slugs(contentOn(dateOf(future)).articles)).toContain(future);
  });

  it('never publishes a draft, whatever its date', () => {
    expect(slugs(contentOn('2099-01-01').articles).filter(isDraft)).toEqual([]);
  });

  it('reads the build day from CONTENT_TODAY, else the studio calendar in Pune', () => {
    process.env.CONTENT_TODAY = '2026-02-03';
    expect(contentToday()).toBe('2026-02-03');
    process.env.CONTENT_TODAY = 'tomorrow';
    expect(() => contentToday()).toThrow(/CONTENT_TODAY/);
    delete process.env.CONTENT_TODAY;
    // 20:00 in London on 3 November is 01:30 on 4 November in Pune.
    expect(contentToday(new Date('2026-11-03T20:00:00Z'))).toBe('2026-11-04');
  });
});

describe('the featured article', () => {
  it('is the newest published article flagged featured', () => {
    const { articles } = contentOn(today);
    const newestFlagged = expectedPublished(today).find(isFlagged)!;
    expect(featuredArticle(articles)?.slug).toBe(newestFlagged);
    // An older flag stays harmless, and a flagged draft or future article does not count.
    expect(expectedPublished(today).filter(isFlagged).length).toBeGreaterThan(1);
  });

  it('changes by itself on the day a flagged article scheduled for later is published', () => {
    const scheduled = fixtureSlugs.find((s) => isFlagged(s) && !isDraft(s) && dateOf(s) > today)!;
    expect(featuredArticle(contentOn(dateOf(scheduled)).articles)?.slug).toBe(scheduled);
  });

  it('is the newest article when none is flagged', () => {
    const unflag = (blog: string) =>
      readdirSync(blog).forEach((f) => {
        const file = path.join(blog, f);
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^featured: true\n/m, ''));
      });
    const { articles } = contentOn(today, unflag);
    expect(featuredArticle(articles)?.slug).toBe(expectedPublished(today)[0]);
  });

  it('is not repeated among the blog index cards', () => {
    const { articles } = contentOn(today);
    const featured = featuredArticle(articles)!;
    expect(slugs(indexCards(articles))).toEqual(expectedPublished(today).filter((s) => s !== featured.slug));
  });
});

describe('pages of a list', () => {
  it(`cuts a list into pages of ${blogPageSize}, and an empty list into one page`, () => {
    const items = Array.from({ length: blogPageSize * 2 + 1 }, (_, i) => i);
    const pages = paginate(items);
    expect(pages.map((p) => p.items.length)).toEqual([blogPageSize, blogPageSize, 1]);
    expect(pages.map((p) => [p.page, p.pages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(items);
    expect(paginate([])).toEqual([{ page: 1, pages: 1, items: [] }]);
  });

  it('adds /blogpage/2 only once the cards need a second page', () => {
    const base = contentOn(today);
    const featured = featuredArticle(base.articles)!;
    const blogWith = (cards: number): Content => ({
      ...base,
      articles: [featured, ...Array.from({ length: cards }, (_, i) => ({ ...featured, featured: false, slug: `card-${i}`, path: `/blog/card-${i}` }))],
    });
    const blogPages = (content: Content) => getRoutes(content).filter((r) => r.kind === 'blog');
    expect(blogPages(blogWith(blogPageSize)).map((r) => r.canonical)).toEqual(['/blogpage']);
    const two = blogPages(blogWith(blogPageSize + 1));
    expect(two.map((r) => r.canonical)).toEqual(['/blogpage', '/blogpage/2']);
    expect(two[1]!.paths).toEqual(['/blogpage/2']);
    // Any letter case finds the page, as the 404 page and the host configs look paths up.
    expect(findRoute('/BlogPage/2', getRoutes(blogWith(blogPageSize + 1)))?.canonical).toBe('/blogpage/2');
  });
});

describe('tags', () => {
  it('gives each tag a lower-case page address', () => {
    expect(tagSlug('Outdoor media')).toBe('outdoor-media');
    expect(tagSlug('Food & Beverages')).toBe('food-and-beverages');
    expect(tagSlug('  SEO  ')).toBe('seo');
  });

  it('lists the published articles of each tag, newest first, with a page per tag', () => {
    const content = contentOn(today);
    const tags = tagsOf(content.articles);
    for (const tag of tags) {
      const expected = expectedPublished(today).filter((s) => new RegExp(`^tags: .*"${tag.name}"`, 'm').test(front(s)));
      expect(slugs(tag.articles)).toEqual(expected);
      expect(getRoutes(content).find((r) => r.kind === 'tag' && r.tag.slug === tag.slug)?.canonical).toBe(`/blog/tag/${tag.slug}`);
    }
    // A tag only drafts or future articles carry has no page yet.
    const allTags = new Set(fixtureSlugs.flatMap((s) => [...front(s).matchAll(/"([^"]+)"/g)].map((m) => tagSlug(m[1]!))));
    expect(tags.length).toBeLessThanOrEqual(allTags.size);
  });

  it('refuses two spellings of one tag, naming both files', () => {
    const problems = problemsOn(today, (blog) => {
      const file = path.join(blog, 'c-mid.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"Websites"', '"WEBSITES"'));
    });
    expect(problems).toEqual([expect.stringMatching(/^content\/blog\/c-mid\.md: tags\.0: "WEBSITES" and "Websites" \(in content\/blog\/b-featured-old\.md\)/)]);
  });

  it('refuses a blog with no published article', () => {
    const problems = problemsOn('2000-01-01', () => {});
    expect(problems).toEqual([expect.stringMatching(/^content\/blog\/: has 0 published articles \(\d+ of them not published: drafts or dated after 2000-01-01\); the site needs at least 1/)]);
  });
});

describe('"more to read" under an article', () => {
  it('prefers the articles sharing most tags or the related service, newest first, then the newest others', () => {
    const { articles } = contentOn(today);
    for (const article of articles) {
      const related = relatedArticles(article, articles);
      expect(related).toHaveLength(Math.min(relatedCount, articles.length - 1));
      expect(slugs(related)).not.toContain(article.slug);
      const score = (other: (typeof articles)[number]) =>
        other.tags.filter((t) => article.tags.includes(t)).length + (article.relatedService && other.relatedService === article.relatedService ? 1 : 0);
      const scores = related.map(score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      // Nothing left out scores higher than what was chosen.
      const left = articles.filter((a) => a !== article && !related.includes(a));
      expect(Math.max(0, ...left.map(score))).toBeLessThanOrEqual(Math.min(...scores));
    }
  });

  it('puts an article sharing the related service before an unrelated newer one', () => {
    const { articles } = contentOn(today);
    const sharing = articles.filter((a) => a.relatedService && articles.some((b) => b !== a && b.relatedService === a.relatedService));
    expect(sharing.length).toBeGreaterThan(1);
    const [one, other] = sharing;
    expect(slugs(relatedArticles(one!, articles))).toContain(other!.slug);
  });
});

describe('the published list', () => {
  it('is what publishedArticles selects from every fixture', () => {
    const { articles } = contentOn(today);
    expect(slugs(publishedArticles(articles, today))).toEqual(slugs(articles));
  });
});
