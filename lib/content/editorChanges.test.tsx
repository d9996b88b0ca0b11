/* eslint-disable @typescript-eslint/no-explicit-any -- tests edit arbitrary content JSON */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PageView } from '@/app/_pages/PageView';
import { HomeView } from '@/app/_views/HomeView';
import { SiteFooter } from '@/components/layout/SiteFooter/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader/SiteHeader';
import { languageLinks } from '@/lib/navigation';
import { getRoutes, routeOf } from '@/lib/routes';
import { getContent } from './load';

/**
 * An editor's copy change never breaks the build or the tests (docs/product-rules.md#content):
 * every title, description, testimonial and statistic is rewritten in a copy of content/, and
 * the whole check and every page still pass, showing the new words.
 */
const edited = (text: string) => `${text} (edited)`;

function rewriteCopy(dir: string) {
  const rewrite = (file: string, edit: (data: Record<string, any>) => void) => {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    edit(data);
    writeFileSync(file, JSON.stringify(data));
  };
  for (const folder of ['services', 'sectors']) {
    for (const file of readdirSync(path.join(dir, folder))) {
      rewrite(path.join(dir, folder, file), (entry) => {
        entry.title = edited(entry.title);
        if (entry.description) entry.description = edited(entry.description);
        entry.overview.description = edited(entry.overview.description);
        entry.seo.title = `${entry.seo.title.slice(0, 30)} v2`;
        entry.seo.description = edited(entry.seo.description.slice(0, 140));
      });
    }
  }
  for (const file of readdirSync(path.join(dir, 'testimonials'))) {
    rewrite(path.join(dir, 'testimonials', file), (t) => {
      t.description = edited(t.description);
      t.company = edited(t.company);
      t.person = edited(t.person);
    });
  }
  rewrite(path.join(dir, 'home.json'), (home) => {
    home.statistics = home.statistics.map((s: { value: string; label: string }, i: number) => ({ value: `${i + 7}00+`, label: edited(s.label) }));
  });
  rewrite(path.join(dir, 'texts.json'), (texts) => {
    texts.home.servicesHeading = edited(texts.home.servicesHeading);
    texts.home.tagline = edited(texts.home.tagline);
    texts.home.testimonialSlider.pause = edited(texts.home.testimonialSlider.pause);
    texts.home.testimonialSlider.dotName = 'Testimonial {number} (of {count})';
  });
}

describe('copy edited by an editor', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
    rewriteCopy(dir);
    process.env.CONTENT_DIR = dir;
  });
  afterAll(() => {
    delete process.env.CONTENT_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes the content check', () => {
    expect(() => getContent(dir)).not.toThrow();
  });

  it('renders every page of the site with the new words', async () => {
    const content = getContent(dir);
    const routes = getRoutes(content);
    expect(routes.length).toBeGreaterThan(content.services.length + content.sectors.length);
    for (const route of routes) {
      const { unmount } = render(route.kind === 'home' ? <HomeView /> : <PageView route={route} />);
      if (route.kind === 'service') expect(screen.getAllByText(route.entry.title).length).toBeGreaterThan(0);
      if (route.kind === 'sector') expect(screen.getAllByText(route.entry.title).length).toBeGreaterThan(0);
      if (route.kind === 'home') {
        for (const stat of content.home.statistics) expect(screen.getByText(stat.value)).toBeInTheDocument();
        // The parts below the fold load as a visitor reaches them (components/ui/WhenNear): reach in.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        for (const part of document.querySelectorAll('[data-when-near]')) fireEvent.pointerDown(part);
        // The first time, jest compiles the parts' modules as they load: give it time.
        for (const t of content.testimonials) expect(await screen.findByText(t.description, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: content.texts.home.servicesHeading })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: content.texts.home.testimonialSlider.pause })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: `Testimonial 2 (of ${content.testimonials.length})` })).toBeInTheDocument();
      }
      unmount();
    }
    // Every page of every edition, rendered one after another: far past jest's 5 s on a loaded machine.
  }, 120_000);

  it('renders the header and footer with the new service and sector titles', () => {
    const content = getContent(dir);
    render(
      <>
        <SiteHeader languages={languageLinks(routeOf('home', 'en'))} />
        <SiteFooter />
      </>,
    );
    for (const entry of [...content.services, ...content.sectors]) {
      expect(screen.getByRole('link', { name: entry.title })).toHaveAttribute('href', entry.path);
    }
  });
});
