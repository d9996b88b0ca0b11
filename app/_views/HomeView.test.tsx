import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HomeView } from './HomeView';
import { fillTemplate, getContent } from '@/lib/content';
import { homeArticleCount, newestFirst } from '@/lib/blog';
import { links } from '@/lib/links';

const { clients: clientLogos } = getContent();
const { sectors } = getContent();
const { services } = getContent();
const { site } = getContent();
const { statistics } = getContent().home;
const { testimonials } = getContent();
const { texts } = getContent();

const region = (name: string) => screen.getByRole('region', { name });

/** The parts below the fold load as a visitor reaches them (components/ui/WhenNear): reach in, then wait. */
async function reachBelowTheFold(heading: string) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const part of document.querySelectorAll('[data-when-near]')) fireEvent.pointerDown(part);
  return screen.findByRole('region', { name: heading }, { timeout: 10_000 });
}

describe('HomeView', () => {
  beforeEach(() => {
    render(<HomeView />);
  });

  it('has the agency name as its only h1 and the hero lines', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.name);
    for (const line of [texts.home.tagline, texts.home.roofLine, texts.home.launchLine]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });

  it('shows the four statistics as text', () => {
    for (const stat of statistics) {
      expect(screen.getByText(stat.value)).toBeInTheDocument();
      expect(screen.getByText(stat.label)).toBeInTheDocument();
    }
  });

  it('shows the services introduction', () => {
    expect(screen.getByRole('heading', { level: 2, name: texts.home.servicesIntroHeading })).toBeInTheDocument();
    expect(screen.getByText(texts.home.servicesIntroSubline)).toBeInTheDocument();
  });

  it('lists a card for every service, each linking to its page', () => {
    const cards = within(region(texts.home.servicesHeading)).getAllByRole('link');
    expect(cards).toHaveLength(services.length);
    cards.forEach((card, i) => {
      expect(card).toHaveAccessibleName(services[i]!.title);
      expect(card).toHaveAttribute('href', services[i]!.path);
    });
  });

  it('lists the sectors in content order', () => {
    const sectorsRegion = within(region(texts.home.sectorsHeading));
    expect(sectorsRegion.getByText(texts.home.sectorsTagline)).toBeInTheDocument();
    const titles = sectorsRegion.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(sectors.map((s) => s.title));
    expect(sectorsRegion.getAllByRole('article')).toHaveLength(sectors.length);
  });

  it('shows the newest published articles, newest first, and links the blog', () => {
    const strip = within(region(texts.blog.homeHeading));
    const newest = newestFirst(getContent().articles).slice(0, homeArticleCount);
    expect(newest.length).toBeGreaterThan(0);
    expect(strip.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(newest.map((a) => a.title));
    newest.forEach((article) => expect(strip.getByRole('link', { name: `${texts.blog.readMore}: ${article.title}` })).toHaveAttribute('href', article.path));
    expect(strip.getByRole('link', { name: texts.blog.homeLink })).toHaveAttribute('href', links.blog);
    // Below the fold: every picture waits until the visitor comes near.
    for (const card of strip.getAllByRole('listitem')) expect(card.querySelector('img[loading="lazy"]')).not.toBeNull();
  });

  it('runs the client logos twice, reading each client once', async () => {
    const clients = within(await reachBelowTheFold(texts.home.clientsHeading));
    expect(clients.getAllByRole('img', { hidden: true })).toHaveLength(clientLogos.length * 2);
    expect(clients.getAllByRole('img')).toHaveLength(clientLogos.length);
    for (const c of clientLogos) expect(clients.getByRole('img', { name: c.logo.alt })).toBeInTheDocument();
  });

  it('holds every testimonial', async () => {
    const slider = await reachBelowTheFold(texts.home.testimonialsHeading);
    for (const t of testimonials) expect(within(slider).getByText(t.description)).toBeInTheDocument();
    for (const [i] of testimonials.entries())
      expect(within(slider).getByRole('button', { name: fillTemplate(texts.home.testimonialSlider.dotName, { number: i + 1, count: testimonials.length }) })).toBeInTheDocument();
  });
});
