/**
 * @jest-environment node
 */
import { parse } from 'node-html-parser';
import { getContent } from './content';
import { articleFeed } from './feed';

const { articles, site } = getContent();
const blogUrl = `${site.url}/blogpage`;

describe('the Atom feed', () => {
  const feed = parse(articleFeed(articles, site, blogUrl), { lowerCaseTagName: false });
  const entries = feed.querySelectorAll('entry');

  it('lists every article, newest first, with its own absolute URL', () => {
    expect(entries).toHaveLength(articles.length);
    const dates = entries.map((e) => e.querySelector('published')!.text);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) {
      const url = article.featured ? blogUrl : `${site.url}/blog/${article.slug}`;
      const entry = entries.find((e) => e.querySelector('id')!.text === url);
      expect(entry).toBeDefined();
      expect(entry!.querySelector('link')!.getAttribute('href')).toBe(url);
      expect(entry!.querySelector('author name')!.text).toBe(article.author);
    }
  });

  it('escapes what XML cannot hold as it is', () => {
    const [first] = articles;
    const xml = articleFeed([{ ...first!, title: 'Fish & chips <fast>' }], site, blogUrl);
    expect(xml).toContain('<title>Fish &amp; chips &lt;fast&gt;</title>');
  });
});
