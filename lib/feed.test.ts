/**
 * @jest-environment node
 */
import { parse } from 'node-html-parser';
import { getContent } from './content';
import { feedSize, newestFirst } from './blog';
import { articleFeed } from './feed';

const { articles, site } = getContent();
const blogUrl = `${site.url}/blogpage`;

describe('the Atom feed', () => {
  const feed = parse(articleFeed(articles, site, blogUrl, 'en'), { lowerCaseTagName: false });
  const entries = feed.querySelectorAll('entry');

  it('lists the newest published articles, newest first, each with its own page', () => {
    expect(entries).toHaveLength(Math.min(articles.length, feedSize));
    const dates = entries.map((e) => e.querySelector('published')!.text);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of newestFirst(articles).slice(0, feedSize)) {
      const url = `${site.url}/blog/${article.slug}`;
      const entry = entries.find((e) => e.querySelector('id')!.text === url);
      expect(entry).toBeDefined();
      expect(entry!.querySelector('link')!.getAttribute('href')).toBe(url);
      expect(entry!.querySelector('author name')!.text).toBe(article.author);
    }
  });

  it(`carries only the newest ${feedSize} of a larger blog`, () => {
    const many = Array.from({ length: feedSize + 5 }, (_, i) => ({ ...articles[0]!, slug: `a-${i}`, path: `/blog/a-${i}`, date: `2020-01-${String(i + 1).padStart(2, '0')}` }));
    const ids = parse(articleFeed(many, site, blogUrl, 'en'), { lowerCaseTagName: false })
      .querySelectorAll('entry id')
      .map((e) => e.text);
    expect(ids).toHaveLength(feedSize);
    expect(ids[0]).toBe(`${site.url}/blog/a-${feedSize + 4}`);
    expect(ids).not.toContain(`${site.url}/blog/a-4`);
  });

  it('escapes what XML cannot hold as it is', () => {
    const [first] = articles;
    const xml = articleFeed([{ ...first!, title: 'Fish & chips <fast>' }], site, blogUrl, 'en');
    expect(xml).toContain('<title>Fish &amp; chips &lt;fast&gt;</title>');
  });
});
