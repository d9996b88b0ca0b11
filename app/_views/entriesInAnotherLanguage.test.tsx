import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PageView } from '@/app/_pages/PageView';
import { HomeView } from '@/app/_views/HomeView';
import { SiteFooter } from '@/components/layout/SiteFooter/SiteFooter';
import { getContent } from '@/lib/content';
import { localeOfPath, type Locale } from '@/lib/i18n/locales';
import { getRoutes, routeOf } from '@/lib/routes';

/**
 * docs/product-rules.md#languages: an entry not yet written in a page's language is offered in its
 * own on every list of that edition: its words marked with their language, its link with the
 * language of the page it opens, and a label in the page's language saying which language it is.
 * A copy of content/ where one service, sector, testimonial, client and case study exist in
 * English only; the Hindi edition's pages are drawn.
 */
let mockPageLocale: Locale = 'hi';
jest.mock('@/lib/i18n/requestLocale', () => ({
  requestLocale: () => mockPageLocale,
  setRequestLocale: (locale: Locale) => (mockPageLocale = locale),
}));

const englishOnly = { services: 'web-development', sectors: 'education', testimonials: 'deccan-spice-foods', clients: 'client-03', work: 'indrayani-realty' } as const;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  for (const [folder, slug] of Object.entries(englishOnly)) rmSync(path.join(dir, folder, `${slug}.hi.json`));
  process.env.CONTENT_DIR = dir;
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  rmSync(dir, { recursive: true, force: true });
});

const hindi = () => getContent(dir, 'hi');
const label = () => hindi().texts.languages.offeredIn.en;

/** The element holding `text` exactly, as the visitor reads it. */
function byText(container: HTMLElement, text: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('*')].filter((el) => el.textContent?.trim() === text && [...el.children].every((c) => c.textContent?.trim() !== text));
}

/** Every place `text` shows is in English, inside a part of the page that carries the Hindi label. */
function expectOfferedInEnglish(container: HTMLElement, text: string, where: string) {
  const found = byText(container, text);
  expect(found.length).toBeGreaterThan(0);
  for (const el of found) {
    const english = el.closest('[lang]')!;
    expect(english.getAttribute('lang')).toBe('en');
    // The entry's part of the list (a card, a quote, a list item) holds its label.
    const labelled = english.closest('li, article, figure') ?? english.closest('a, p');
    expect({ where, text, label: labelled?.textContent?.includes(label()) }).toEqual({ where, text, label: true });
    const link = el.closest('a');
    if (link && !link.getAttribute('href')?.startsWith('/hi')) expect(link).toHaveAttribute('hreflang', 'en');
  }
}

const entry = <K extends keyof typeof englishOnly>(kind: K) => {
  const list = hindi()[kind] as { slug: string; locale: Locale }[];
  return list.find((e) => e.slug === englishOnly[kind])!;
};

describe('entries written only in English, on Hindi pages', () => {
  it('are listed in English with their language (the content check lists them, it refuses nothing)', () => {
    for (const kind of Object.keys(englishOnly) as (keyof typeof englishOnly)[]) expect(entry(kind).locale).toBe('en');
  });

  it('are offered on the home page: service card, sector card, selected work, testimonial and client logo', async () => {
    const { container } = render(<HomeView />);
    // The parts below the fold load as a visitor reaches them (components/ui/WhenNear): reach in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const part of document.querySelectorAll('[data-when-near]')) fireEvent.pointerDown(part);
    const service = hindi().services.find((s) => s.slug === englishOnly.services)!;
    const sector = hindi().sectors.find((s) => s.slug === englishOnly.sectors)!;
    const study = hindi().work.find((w) => w.slug === englishOnly.work)!;
    const quote = hindi().testimonials.find((t) => t.slug === englishOnly.testimonials)!;
    const client = hindi().clients.find((c) => c.slug === englishOnly.clients)!;
    expectOfferedInEnglish(container, service.title, 'service card');
    expectOfferedInEnglish(container, sector.title, 'sector card');
    expectOfferedInEnglish(container, study.title, 'selected work');
    // The slider and the logo strip load their code when near; the first time, jest compiles it.
    await waitFor(() => expect(byText(container, quote.description).length).toBeGreaterThan(0), { timeout: 10_000 });
    expectOfferedInEnglish(container, quote.description, 'testimonial');
    const logo = await waitFor(
      () => {
        const img = container.querySelector<HTMLElement>(`img[alt="${client.logo.alt}"]`);
        if (!img) throw new Error(`no logo with the alt text "${client.logo.alt}"`);
        return img;
      },
      { timeout: 10_000 },
    );
    expect(logo.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(logo.closest('li')?.textContent).toContain(label());
  });

  it('are the only links of a Hindi page that lead to another edition, and say so', () => {
    const { container } = render(<HomeView />);
    const elsewhere = [...container.querySelectorAll('a[href^="/"]')].filter((a) => localeOfPath(a.getAttribute('href')!) !== 'hi');
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.filter((a) => a.getAttribute('hreflang') !== localeOfPath(a.getAttribute('href')!)).map((a) => a.getAttribute('href'))).toEqual([]);
  });

  it('are offered on the services and sectors pages, /work, the footer lists and the other services and sectors', () => {
    const routes = getRoutes();
    const service = hindi().services.find((s) => s.slug === englishOnly.services)!;
    const sector = hindi().sectors.find((s) => s.slug === englishOnly.sectors)!;
    const study = hindi().work.find((w) => w.slug === englishOnly.work)!;
    const pages = [routeOf('services', 'hi', routes), routeOf('sectors', 'hi', routes), routeOf('work', 'hi', routes)];
    const otherService = routes.find((r) => r.kind === 'service' && r.locale === 'hi' && r.entry.slug !== englishOnly.services)!;
    const otherSector = routes.find((r) => r.kind === 'sector' && r.locale === 'hi' && r.entry.slug !== englishOnly.sectors)!;
    for (const route of [...pages, otherService, otherSector]) {
      const { container, unmount } = render(route.kind === 'home' ? <HomeView /> : <PageView route={route} />);
      if (route.kind === 'services' || route.kind === 'service') expectOfferedInEnglish(container, service.title, route.canonical);
      if (route.kind === 'sectors' || route.kind === 'sector') expectOfferedInEnglish(container, sector.title, route.canonical);
      if (route.kind === 'work') expectOfferedInEnglish(container, study.title, route.canonical);
      unmount();
    }
    const { container } = render(<SiteFooter />);
    expectOfferedInEnglish(container, service.title, 'footer');
    expectOfferedInEnglish(container, sector.title, 'footer');
  });

  it('leave the Hindi pages’ own entries unlabelled', () => {
    const { container } = render(<PageView route={routeOf('services', 'hi', getRoutes())} />);
    const own = hindi().services.filter((s) => s.locale === 'hi');
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) for (const el of byText(container, s.title)) expect(el.closest('[lang]')).toBeNull();
    expect(byText(container, label())).toHaveLength(1);
  });
});
