import { render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { WorkCards } from './WorkCards';

const { work, sectors, pages } = getContent();
const copy = pages.work;

describe('WorkCards', () => {
  it('shows every story as a card: client and sector, title, summary and its first figure', () => {
    render(<WorkCards id="list" heading={copy.homeHeading} studies={work} />);
    const region = screen.getByRole('region', { name: copy.homeHeading });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(work.length);
    work.forEach((study, i) => {
      const card = cards[i]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(study.title);
      expect(card).toHaveTextContent(study.client);
      expect(card).toHaveTextContent(sectors.find((s) => s.slug === study.sector)!.title);
      expect(card).toHaveTextContent(study.summary);
      expect(card).toHaveTextContent(`${study.results[0]!.value} ${study.results[0]!.label}`);
    });
  });

  it("puts the first card's picture in the first paint on /work, where the cards open the page, and fetches every other lazily", () => {
    render(<WorkCards id="list" studies={work} leadsPage />);
    const [first, ...rest] = within(screen.getByRole('region', { name: copy.banner.title })).getAllByRole('listitem');
    expect(first!.querySelector('img[loading="lazy"]')).toBeNull();
    expect(first!.querySelector('svg, img')).not.toBeNull();
    for (const card of rest) expect(card.querySelector('img[loading="lazy"]')).not.toBeNull();
  });

  it('fetches every picture lazily under a section heading', () => {
    render(<WorkCards id="list" heading={copy.homeHeading} studies={work} />);
    for (const card of screen.getAllByRole('listitem')) expect(card.querySelector('img[loading="lazy"]')).not.toBeNull();
  });

  it('links every card to its story with a name that says which', () => {
    render(<WorkCards id="list" heading={copy.homeHeading} studies={work} />);
    work.forEach((study) => {
      expect(screen.getByRole('link', { name: `${copy.cardLink}: ${study.title}` })).toHaveAttribute('href', `/work/${study.slug}`);
    });
  });

  it('titles its cards h2 where the page banner names the list', () => {
    render(<WorkCards id="list" studies={work} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(work.map((w) => w.title));
  });

  it('ends with the link to all work where one is given', () => {
    render(<WorkCards id="list" heading={copy.homeHeading} studies={work.slice(0, 1)} more={{ href: '/work', label: copy.homeLink }} />);
    expect(screen.getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', '/work');
  });

  it('is absent when there is no story to show', () => {
    const { container } = render(<WorkCards id="list" heading={copy.homeHeading} studies={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
