import { render, screen, within } from '@testing-library/react';
import { BlogArticle, formatArticleDate } from './BlogArticle';
import { fillTemplate, getContent } from '@/lib/content';
import { formatDate } from '@/lib/i18n/locales';

const blogArticle = getContent().articles.find((a) => a.featured)!;
const { site, pages, texts } = getContent();

describe('BlogArticle', () => {
  it('shows the title as the page heading, the standfirst and the byline', () => {
    render(<BlogArticle article={blogArticle} />);
    expect(screen.getByRole('heading', { level: 1, name: blogArticle.title })).toBeInTheDocument();
    expect(screen.getByText(blogArticle.standfirst!)).toBeInTheDocument();
    expect(screen.getByText(blogArticle.author)).toBeInTheDocument();
    expect(screen.getByText(fillTemplate(pages.blog.minutesRead, { minutes: blogArticle.readMinutes }))).toBeInTheDocument();
  });

  it('formats the date the same way on every machine', () => {
    expect(formatArticleDate('2026-10-14')).toBe('14 October 2026');
    render(<BlogArticle article={blogArticle} />);
    expect(screen.getByText('14 October 2026', { selector: 'time' })).toHaveAttribute('dateTime', blogArticle.date);
  });

  it('writes the date in the article’s language, digits 0-9 (docs/product-rules.md#languages)', () => {
    const hindi = getContent(undefined, 'hi').articles.find((a) => a.locale === 'hi')!;
    render(<BlogArticle article={hindi} />);
    const date = document.querySelector(`time[datetime="${hindi.date}"]`)!;
    expect(date.textContent).toBe(formatDate(hindi.date, 'hi'));
    expect(date.textContent).toMatch(/^\d+ \S+ \d{4}$/);
    expect(date.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('shows a heading for every titled section and the image', () => {
    render(<BlogArticle article={blogArticle} />);
    const titled = [...blogArticle.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(titled.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titled);
    expect(screen.getByRole('img', { name: blogArticle.images.hero.alt })).toBeInTheDocument();
  });

  it('links to the visible social networks only', () => {
    render(<BlogArticle article={blogArticle} />);
    const shareList = screen.getByRole('list', { name: pages.blog.share });
    expect(within(shareList).getAllByRole('link')).toHaveLength(site.socials.filter((s) => !s.hidden).length);
  });

  it('links each topic to its page, and to its own page where it is shown elsewhere', () => {
    const tags = blogArticle.tags.map((name, i) => ({ name, href: `/blog/tag/t-${i}` }));
    render(<BlogArticle article={blogArticle} tags={tags} ownPage={blogArticle.path} />);
    const topics = screen.getByRole('list', { name: texts.blog.tags });
    expect(within(topics).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(tags.map((t) => [t.name, t.href]));
    expect(screen.getByRole('link', { name: texts.blog.ownPage })).toHaveAttribute('href', blogArticle.path);
  });

  it('has no topics list or own-page link when given none', () => {
    render(<BlogArticle article={blogArticle} />);
    expect(screen.queryByRole('list', { name: texts.blog.tags })).toBeNull();
    expect(screen.queryByRole('link', { name: texts.blog.ownPage })).toBeNull();
  });
});
