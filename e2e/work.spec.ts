import { fillTemplate } from '../lib/content/fillTemplate';
import { moreWork, moreWorkCount, workForSector, workForService, workQuoting } from '../lib/work';
import { links, pages, routes, sectors, services, testimonials, work, type PageRoute } from './content';
import { expect, test } from './fixtures';

// docs/product-rules.md#work, as a visitor meets it: every expectation comes from the content the
// build read, so the same spec holds for today's stories and for many more.

const copy = pages.work;
const workLists = routes.filter((r): r is Extract<PageRoute, { kind: 'work' }> => r.kind === 'work');
const cardTitles = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();

test('/work shows every story as a card, and its links narrow the list to one service or sector', async ({ page }) => {
  await page.goto(links.work);
  expect(await cardTitles(page)).toEqual(work.map((w) => w.title));
  const filters = page.getByRole('navigation', { name: copy.filtersLabel });
  await expect(filters.getByRole('link', { name: copy.all })).toHaveAttribute('aria-current', 'page');
  for (const list of workLists.filter((r) => r.filter)) {
    const { filter } = list;
    await page.goto(links.work);
    await filters.getByRole('link', { name: filter!.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${filter!.path}$`));
    const expected = filter!.kind === 'service' ? workForService(work, filter!.slug) : workForSector(work, filter!.slug);
    expect(await cardTitles(page)).toEqual(expected.map((w) => w.title));
    await expect(page.getByRole('navigation', { name: copy.filtersLabel }).locator('[aria-current="page"]')).toHaveAttribute('href', filter!.path);
  }
});

test('a case study shows its figures first, its story, quote and services, and more work', async ({ page }) => {
  for (const study of work) {
    await page.goto(study.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    const figures = page.getByRole('region', { name: copy.resultsHeading });
    await expect(figures.getByRole('definition')).toHaveText(study.results.map((r) => r.value));
    await expect(page.getByRole('heading', { level: 2, name: copy.challengeHeading })).toBeVisible();
    const quote = testimonials.find((t) => t.slug === study.testimonial);
    if (quote) await expect(page.locator('blockquote')).toContainText(quote.description);
    const used = page.getByRole('navigation', { name: copy.servicesHeading });
    await expect(used.getByRole('link')).toHaveText(study.services.map((slug) => services.find((s) => s.slug === slug)!.title));
    for (const slug of study.services) await expect(used.getByRole('link', { name: services.find((s) => s.slug === slug)!.title, exact: true })).toHaveAttribute('href', `/${slug}`);
    const more = moreWork(study, work);
    if (more.length) {
      const region = page.getByRole('region', { name: copy.moreHeading });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(more.map((w) => w.title));
    }
  }
});

test('every service and sector page shows its case studies, and none where it has none', async ({ page }) => {
  const entries = [
    ...services.map((s) => ({ path: s.path, title: s.title, studies: workForService(work, s.slug) })),
    ...sectors.map((s) => ({ path: s.path, title: s.title, studies: workForSector(work, s.slug) })),
  ];
  for (const entry of entries) {
    await page.goto(entry.path);
    const heading = fillTemplate(copy.relatedHeading, { title: entry.title, lowercaseTitle: entry.title.toLowerCase() });
    const region = page.getByRole('region', { name: heading });
    if (entry.studies.length === 0) {
      await expect(region, entry.path).toHaveCount(0);
      continue;
    }
    for (const study of entry.studies)
      await expect(region.getByRole('link', { name: `${copy.cardLink}: ${study.title}` }), entry.path).toHaveAttribute('href', study.path);
  }
});

test('the home page leads to /work and to the stories its quotes tell', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: copy.homeHeading });
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText(work.slice(0, moreWorkCount).map((w) => w.title));
  await expect(strip.getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', links.work);
  for (const t of testimonials) {
    const study = workQuoting(work, t.slug);
    const link = page.getByRole('link', { name: `${copy.quoteLink}: ${t.company}`, includeHidden: true });
    if (study) await expect(link).toHaveAttribute('href', study.path);
    else await expect(link).toHaveCount(0);
  }
});
