import { render, screen, within } from '@testing-library/react';
import { MoreToRead } from './MoreToRead';
import { getContent } from '@/lib/content';
import { indexCards } from '@/lib/blog';

const moreToRead = indexCards(getContent().articles);
const { texts } = getContent();

describe('MoreToRead', () => {
  it('shows a card for every article under the "More to read" heading', () => {
    render(<MoreToRead articles={moreToRead} />);
    const region = screen.getByRole('region', { name: texts.blog.moreToRead });
    expect(within(region).getAllByRole('listitem')).toHaveLength(moreToRead.length);
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(moreToRead.map((c) => c.title));
  });

  it('gives every "Read More" link a unique name and opens the article', () => {
    render(<MoreToRead articles={moreToRead} />);
    const readMore = screen.getAllByRole('link', { name: new RegExp(`^${texts.blog.readMore}`) });
    expect(readMore).toHaveLength(moreToRead.length);
    moreToRead.forEach((card, i) => {
      expect(readMore[i]).toHaveAccessibleName(`${texts.blog.readMore}: ${card.title}`);
      expect(readMore[i]).toHaveAttribute('href', `/blog/${card.slug}`);
    });
  });

  it('shows nothing when there is no other article', () => {
    const { container } = render(<MoreToRead articles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
