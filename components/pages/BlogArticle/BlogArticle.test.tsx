import { render, screen, within } from '@testing-library/react';
import { BlogArticle, formatArticleDate } from './BlogArticle';
import { fillTemplate, getContent } from '@/lib/content';

const blogArticle = getContent().articles.find((a) => a.featured)!;
const { site, pages } = getContent();

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
});
