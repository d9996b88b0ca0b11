/**
 * @jest-environment node
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContent, readContent } from '../content/load';
import { droppedInArticles, droppedInWork } from './droppedInArticles';

const siteUrl = 'https://www.ekchhat.example';

describe('the content check’s list of what articles leave out', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is empty for the articles as they are', () => {
    expect(droppedInArticles(parseContent(readContent(dir)).en.articles, siteUrl, dir)).toEqual([]);
  });

  it('names the file and the line of the file of each removed piece', () => {
    const file = 'blog/reading-your-ad-dashboard.md';
    appendFileSync(path.join(dir, file), '\nA sentence <script>window.__x1=1</script> goes on.\n\n[Call us](javascript:alert(1))\n');
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(droppedInArticles(parseContent(readContent(dir)).en.articles, siteUrl, dir)).toEqual([
      `content/${file}: line ${lineOf('<script>')}: <script> and everything inside it`,
      `content/${file}: line ${lineOf('[Call us]')}: the link to "javascript:alert(1)" (links may use https:, http:, mailto:, tel: or a path of the site)`,
    ]);
  });

  it('names a Hindi or Marathi article’s own file and its language, one written in Marathi alone too', () => {
    // docs/product-rules.md#languages: an article may exist in Marathi alone (x.mr.md, no x.md).
    const marathi = readFileSync(path.join(dir, 'blog/planning-a-product-launch-event.mr.md'), 'utf8');
    writeFileSync(path.join(dir, 'blog/written-in-marathi.mr.md'), `${marathi}\nएक वाक्य <script>window.__x2=1</script> पुढे.\n`);
    const hindiFile = 'blog/choosing-hoarding-locations.hi.md';
    appendFileSync(path.join(dir, hindiFile), '\nएक वाक्य <iframe src="https://example.com"></iframe>\n');
    const editions = parseContent(readContent(dir));
    const own = (l: 'hi' | 'mr') => editions[l].articles.filter((a) => a.locale === l);
    const lineIn = (file: string, text: string) => readFileSync(path.join(dir, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(droppedInArticles(own('mr'), siteUrl, dir)).toEqual([`content/blog/written-in-marathi.mr.md (Marathi): line ${lineIn('blog/written-in-marathi.mr.md', '<script>')}: <script> and everything inside it`]);
    expect(droppedInArticles(own('hi'), siteUrl, dir)).toEqual([`content/${hindiFile} (Hindi): line ${lineIn(hindiFile, '<iframe')}: <iframe> and everything inside it`]);
    const study = editions.mr.work.find((w) => w.locale === 'mr')!;
    expect(droppedInWork([{ ...study, approach: `${study.approach}\n\n<iframe src="https://example.com"></iframe>` }], siteUrl)).toEqual([
      expect.stringMatching(new RegExp(`^content/work/${study.slug}\\.mr\\.json \\(Marathi\\): approach: line \\d+: <iframe>`)),
    ]);
  });
});
