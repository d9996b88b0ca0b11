import { render, screen, within } from '@testing-library/react';
import { ArticleCards } from './ArticleCards';
import { getContent } from '@/lib/content';
import { indexCards } from '@/lib/blog';

const moreToRead = indexCards(getContent().articles);
const { texts } = getContent();

describe('ArticleCards', () => {
  it('shows a card for every article under the "More to read" heading', () => {
    render(<ArticleCards articles={moreToRead} />);
    const region = screen.getByRole('region', { name: texts.blog.moreToRead });
    expect(within(region).getAllByRole('listitem')).toHaveLength(moreToRead.length);
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(moreToRead.map((c) => c.title));
  });

  it('gives every "Read More" link a unique name and opens the article', () => {
    render(<ArticleCards articles={moreToRead} />);
    const readMore = screen.getAllByRole('link', { name: new RegExp(`^${texts.blog.readMore}`) });
    expect(readMore).toHaveLength(moreToRead.length);
    moreToRead.forEach((card, i) => {
      expect(readMore[i]).toHaveAccessibleName(`${texts.blog.readMore}: ${card.title}`);
      expect(readMore[i]).toHaveAttribute('href', `/blog/${card.slug}`);
    });
  });

  it("puts the first card's picture in the first paint when the cards open the page, and fetches every other lazily", () => {
    render(<ArticleCards articles={moreToRead} heading={texts.blog.articles} leadsPage />);
    const [first, ...rest] = within(screen.getByRole('region', { name: texts.blog.articles })).getAllByRole('listitem');
    expect(first!.querySelector('img[loading="lazy"]')).toBeNull();
    expect(first!.querySelector('svg, img')).not.toBeNull();
    for (const card of rest) expect(card.querySelector('img[loading="lazy"]')).not.toBeNull();
  });

  it("fetches every picture lazily when the cards follow the page's own content", () => {
    render(<ArticleCards articles={moreToRead} />);
    for (const card of screen.getAllByRole('listitem')) expect(card.querySelector('img[loading="lazy"]')).not.toBeNull();
  });

  it('shows nothing when there is no other article', () => {
    const { container } = render(<ArticleCards articles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
