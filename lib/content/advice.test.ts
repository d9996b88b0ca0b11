/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adviceFor } from './advice';
import { checkContent } from './check';
import { seoLimits, withSiteName } from './fields';
import { parseContent, readContent } from './load';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'advice-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An English article's file (x.md; its editions are x.hi.md, x.mr.md). */
const article = () => readdirSync(path.join(dir, 'blog')).find((f) => /^[^.]+\.md$/.test(f))!;
const editArticle = (file: string, change: (text: string) => string) => writeFileSync(path.join(dir, 'blog', file), change(readFileSync(path.join(dir, 'blog', file), 'utf8')));
const run = () => {
  const result = checkContent(readContent(dir));
  return { problems: result.problems, advice: result.content ? adviceFor(parseContent(readContent(dir)), result.unpublished) : undefined };
};

describe('search copy is advice, never a gate (docs/product-rules.md#seo)', () => {
  it('publishes a title too long for the studio name after it, standing alone', () => {
    const title = 'How we shot a Pune office team in one morning';
    editArticle(article(), (t) => t.replace(/^title: .*$/m, `title: "${title}"`).replace(/^seoTitle: .*\n/m, ''));
    const { problems, advice } = run();
    expect(problems).toEqual([]);
    expect(advice?.search).toEqual([]);
    expect(withSiteName(title, 'Ekchhat Studio')).toBe(title);
    expect(withSiteName('Blog', 'Ekchhat Studio')).toBe('Blog | Ekchhat Studio');
  });

  it('advises on a title longer than a search result shows, and on a description outside its range, naming file and field', () => {
    const file = article();
    const long = 'A very long article title that goes on well past what any search result line can show';
    editArticle(file, (t) => t.replace(/^title: .*$/m, `title: "${long}"`).replace(/^seoTitle: .*\n/m, '').replace(/^excerpt: .*$/m, 'excerpt: "Too short."'));
    const { problems, advice } = run();
    expect(problems).toEqual([]);
    expect(advice?.search).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^content/blog/${file}: title \\(/blog/.*\\): the search title ".*" is ${long.length} characters; search results show about ${seoLimits.title}`)),
        expect.stringMatching(new RegExp(`^content/blog/${file}: .*: the search description is 10 characters; ${seoLimits.descriptionMin} to ${seoLimits.descriptionMax}`)),
      ]),
    );
  });

  it('names both pages when two share a search description', () => {
    const pages = JSON.parse(readFileSync(path.join(dir, 'pages.json'), 'utf8'));
    pages.about.seo.description = pages.brochure.seo.description;
    writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages, null, 2));
    const { problems, advice } = run();
    expect(problems).toEqual([]);
    expect(advice?.search).toEqual([
      expect.stringMatching(/^content\/pages\.json: brochure\.seo\.description \(\/viewpdf\): the search description is also that of content\/pages\.json: about\.seo\.description \(\/aboutus\)/),
    ]);
  });
});

describe('scheduled articles', () => {
  it('are named with the day they go live', () => {
    const file = article();
    editArticle(file, (t) => t.replace(/^date: .*$/m, 'date: 2999-01-31').replace(/^draft: .*$/m, 'draft: false'));
    const { problems, advice } = run();
    expect(problems).toEqual([]);
    expect(advice?.scheduled).toEqual([expect.stringMatching(new RegExp(`^content/blog/${file}: ".*" is published by the first build on or after 2999-01-31$`))]);
  });
});
