import { render, screen, within } from '@testing-library/react';
import { blogArticle } from '@/content/blog';
import { site } from '@/content/site';
import { BlogArticle, formatArticleDate } from './BlogArticle';

describe('BlogArticle', () => {
  it('shows the title as the page heading, the standfirst and the byline', () => {
    render(<BlogArticle article={blogArticle} />);
    expect(screen.getByRole('heading', { level: 1, name: blogArticle.title })).toBeInTheDocument();
    expect(screen.getByText(blogArticle.standfirst)).toBeInTheDocument();
    expect(screen.getByText(blogArticle.author)).toBeInTheDocument();
    expect(screen.getByText(`${blogArticle.readMinutes} min read`)).toBeInTheDocument();
  });

  it('formats the date the same way on every machine', () => {
    expect(formatArticleDate('2026-10-14')).toBe('14 October 2026');
    render(<BlogArticle article={blogArticle} />);
    expect(screen.getByText('14 October 2026', { selector: 'time' })).toHaveAttribute('dateTime', blogArticle.date);
  });

  it('shows a heading for every titled section and the image', () => {
    render(<BlogArticle article={blogArticle} />);
    const titled = blogArticle.sections.filter((s) => s.heading).map((s) => s.heading);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titled);
    expect(screen.getByRole('img', { name: blogArticle.image.alt })).toBeInTheDocument();
  });

  it('links to the visible social networks only', () => {
    render(<BlogArticle article={blogArticle} />);
    const shareList = screen.getByRole('list', { name: 'Follow us' });
    expect(within(shareList).getAllByRole('link')).toHaveLength(site.socials.filter((s) => !s.hidden).length);
  });
});
