import { render, screen, within } from '@testing-library/react';
import { clientLogos } from '@/content/clients';
import { sectors } from '@/content/sectors';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { statistics } from '@/content/stats';
import { testimonials } from '@/content/testimonials';
import { texts } from '@/content/texts';
import { HomeView } from './HomeView';

const region = (name: string) => screen.getByRole('region', { name });

describe('HomeView', () => {
  beforeEach(() => {
    render(<HomeView />);
  });

  it('has the agency name as its only h1 and the SPEC hero lines', () => {
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
    expect(statistics.map((s) => s.value)).toEqual(['50+', '20+', '90%', '5+']);
  });

  it('shows the services introduction', () => {
    expect(screen.getByRole('heading', { level: 2, name: texts.home.servicesIntroHeading })).toBeInTheDocument();
    expect(screen.getByText(texts.home.servicesIntroSubline)).toBeInTheDocument();
  });

  it('lists 13 service cards, each linking to its page', () => {
    const cards = within(region(texts.home.servicesHeading)).getAllByRole('link');
    expect(cards).toHaveLength(13);
    cards.forEach((card, i) => {
      expect(card).toHaveAccessibleName(services[i]!.title);
      expect(card).toHaveAttribute('href', `/${services[i]!.slug}`);
    });
  });

  it('lists the 6 industries in SPEC order', () => {
    const industries = within(region(texts.home.industriesHeading));
    expect(industries.getByText(texts.home.industriesTagline)).toBeInTheDocument();
    const titles = industries.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Education', 'Technology', 'Real Estate', 'Food & Beverages', 'Clothing', 'Pharmaceutical']);
    expect(industries.getAllByRole('article')).toHaveLength(sectors.length);
  });

  it('runs the 10 client logos twice, reading each client once', () => {
    const clients = within(region(texts.home.clientsHeading));
    expect(clients.getAllByRole('img', { hidden: true })).toHaveLength(20);
    expect(clients.getAllByRole('img')).toHaveLength(10);
    for (const c of clientLogos) expect(clients.getByRole('img', { name: c.logo.alt })).toBeInTheDocument();
  });

  it('holds the 9 testimonials', () => {
    const slider = region(texts.home.testimonialsHeading);
    for (const t of testimonials) expect(within(slider).getByText(t.description)).toBeInTheDocument();
    expect(within(slider).getAllByRole('button', { name: /^Show testimonial \d of 9$/ })).toHaveLength(9);
  });
});
