import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  anySlideName,
  clientLogos,
  dotName,
  escapeRegExp,
  links,
  logoStripLabels,
  pauseOrPlay,
  slideName,
  sliderLabels,
  slugPath,
  sectors,
  services,
  site,
  statistics,
  testimonials,
  texts,
} from './content';
import { timings } from '../styles/tokens';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name });

/** The testimonial a visitor can see: the slider hides every other slide. */
const shownTestimonial = (page: Page) =>
  region(page, texts.home.testimonialsHeading).getByRole('group', { name: anySlideName });

/**
 * The slider's controls appear once it runs in the browser; until then every slide shows. Its code
 * loads when it comes near the viewport (docs/product-rules.md#performance), as a visitor scrolls.
 */
const sliderReady = async (page: Page) => {
  await region(page, texts.home.testimonialsHeading).scrollIntoViewIfNeeded();
  await expect(region(page, texts.home.testimonialsHeading).getByRole('button', { name: pauseOrPlay(sliderLabels) })).toBeVisible({ timeout: 15_000 });
};

/** The moving row of client logos, once the visitor has scrolled to it. */
const logoTrack = (page: Page) => region(page, texts.home.clientsHeading).getByRole('list');
const scrollToLogos = (page: Page) => region(page, texts.home.clientsHeading).scrollIntoViewIfNeeded();

const transformOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).transform);

test.describe('home page', () => {
  test('has one h1, the hero lines and the statistics', async ({ page }) => {
    await page.goto(links.home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
    for (const line of [texts.home.tagline, texts.home.roofLine, texts.home.launchLine]) {
      await expect(main(page).getByText(line, { exact: true })).toBeVisible();
    }
    expect(statistics.length).toBeGreaterThan(0);
    for (const stat of statistics) {
      await expect(main(page).getByText(stat.value, { exact: true })).toBeVisible();
      await expect(main(page).getByText(stat.label, { exact: true })).toBeVisible();
    }
  });

  test('shows a card for every service, each linking to its page', async ({ page }) => {
    await page.goto(links.home);
    const cards = region(page, texts.home.servicesHeading).getByRole('link');
    await expect(cards).toHaveCount(services.length);
    for (const [i, service] of services.entries()) {
      await expect(cards.nth(i)).toHaveAccessibleName(service.title);
      await expect(cards.nth(i)).toHaveAttribute('href', slugPath(service.slug));
    }
  });

  test('shows the industries in content order, each linking to its page and "Know More" to /Domains', async ({ page }) => {
    await page.goto(links.home);
    const industries = region(page, texts.home.sectorsHeading);
    await expect(industries.getByText(texts.home.sectorsTagline)).toBeVisible();
    await expect(industries.getByRole('heading', { level: 3 })).toHaveText(sectors.map((sector) => sector.title));
    for (const sector of sectors) {
      await expect(industries.getByRole('link', { name: sector.title, exact: true })).toHaveAttribute('href', slugPath(sector.slug));
    }
    const knowMore = industries.getByRole('link', { name: new RegExp(`^${escapeRegExp(texts.home.knowMore)}`) });
    await expect(knowMore).toHaveCount(sectors.length);
    for (const link of await knowMore.all()) await expect(link).toHaveAttribute('href', links.sectors);
  });

  test('a service card opens its service page', async ({ page }) => {
    await page.goto(links.home);
    const service = services[2]!;
    await region(page, texts.home.servicesHeading).getByRole('link', { name: service.title }).click();
    await expect(page).toHaveURL(new RegExp(`${slugPath(service.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(service.title);
  });

  test('loads a service card art only once the card scrolls into view', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(links.home);
    await page.waitForLoadState('networkidle');
    const art = services.map((s) => s.images.card.src);
    expect(requested.filter((p) => art.includes(p))).toEqual([]);

    const last = services.at(-1)!;
    const artRequest = page.waitForRequest((r) => new URL(r.url()).pathname === last.images.card.src);
    await region(page, texts.home.servicesHeading).getByRole('link', { name: last.title }).scrollIntoViewIfNeeded();
    await artRequest;
  });

  test('the logo strip fetches its code only as it comes near, with its layout in place before', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(links.home);
    await page.waitForLoadState('networkidle');
    const atLoad = scripts.length;
    const logos = region(page, texts.home.clientsHeading);
    const height = () => logos.evaluate((el) => el.getBoundingClientRect().height);
    const heightBefore = await height();
    await expect(logos.getByRole('button', { name: pauseOrPlay(logoStripLabels) })).toHaveCount(0);
    await scrollToLogos(page);
    await expect(logos.getByRole('button', { name: pauseOrPlay(logoStripLabels) })).toBeVisible({ timeout: 15_000 });
    expect(scripts.length, 'scrolling to the logos fetched their code').toBeGreaterThan(atLoad);
    // The pause button's line was there before it showed: what follows the strip did not move.
    expect(await height()).toBe(heightBefore);
  });

  test('without JavaScript, the icons, logos and testimonials are in place in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(links.home);
    await expect(region(page, texts.home.clientsHeading).getByRole('img', { name: clientLogos[0]!.logo.alt })).toBeVisible();
    await expect(region(page, texts.home.testimonialsHeading).getByText(testimonials[0]!.description)).toBeVisible();
    // In reading order: the logos come after the sectors and before the testimonials, not at the end.
    const order = await page.evaluate(
      ([logos = "", quotes = ""]) => {
        const headings = [...document.querySelectorAll("main h2")].map((h) => h.textContent ?? "");
        return [headings.indexOf(logos), headings.indexOf(quotes)];
      },
      [texts.home.clientsHeading, texts.home.testimonialsHeading],
    );
    expect(order[0]).toBeGreaterThan(0);
    expect(order[1]).toBe(order[0]! + 1);
    await context.close();
  });

  test('moves to the second testimonial after about 5 seconds', async ({ page }) => {
    await page.goto(links.home);
    await sliderReady(page);
    await expect(shownTestimonial(page)).toHaveAccessibleName(slideName(1));
    await expect(shownTestimonial(page)).toContainText(testimonials[0]!.description);
    await expect(shownTestimonial(page)).toHaveAccessibleName(slideName(2), { timeout: timings.testimonialIntervalMs + 3000 });
    await expect(shownTestimonial(page)).toContainText(testimonials[1]!.description);
  });

  test('a dot shows its testimonial', async ({ page }) => {
    await page.goto(links.home);
    await sliderReady(page);
    await page.getByRole('button', { name: dotName(4) }).click();
    await expect(shownTestimonial(page)).toHaveAccessibleName(slideName(4));
    await expect(page.getByRole('button', { name: dotName(4) })).toHaveAttribute('aria-current', 'true');
  });

  test('the logo track holds every logo twice and keeps moving', async ({ page }) => {
    await page.goto(links.home);
    await scrollToLogos(page);
    await expect(logoTrack(page).getByRole('img', { includeHidden: true })).toHaveCount(clientLogos.length * 2);
    await expect(logoTrack(page).getByRole('img')).toHaveCount(clientLogos.length);
    const start = await transformOf(logoTrack(page));
    await expect.poll(() => transformOf(logoTrack(page)), { timeout: 5000 }).not.toBe(start);
  });

  test('the logo pause button stops the track', async ({ page }) => {
    await page.goto(links.home);
    await scrollToLogos(page);
    await page.getByRole('button', { name: logoStripLabels.pause }).click();
    await page.mouse.move(0, 0);
    const stopped = await transformOf(logoTrack(page));
    // A pause is confirmed by nothing changing, so this one check has to wait.
    await page.waitForTimeout(1000);
    expect(await transformOf(logoTrack(page))).toBe(stopped);
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('neither the slider nor the logo track moves on its own', async ({ page }) => {
    await page.goto(links.home);
    await scrollToLogos(page);
    await sliderReady(page);
    await expect(shownTestimonial(page)).toHaveAccessibleName(slideName(1));
    const track = await transformOf(logoTrack(page));
    // Nothing may change within 6 s (longer than the 5 s interval), so this check has to wait.
    await page.waitForTimeout(6000);
    await expect(shownTestimonial(page)).toHaveAccessibleName(slideName(1));
    expect(await transformOf(logoTrack(page))).toBe(track);
    await expect(page.getByRole('button', { name: sliderLabels.play })).toBeVisible();
  });
});
