/**
 * @jest-environment node
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseContent, readContent } from '../content/load';
import { droppedInArticles } from './droppedInArticles';

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
});
