import { readFile } from 'node:fs/promises';
import { brochureFile, links, routeOf, sectors, services, site, statistics, texts, work } from './content';
import { fillTemplate, getContent } from '../lib/content';
import { expect, test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from './pdf-text';

test('opening /viewpdf downloads the brochure as Ekchhat-Studio-Brochure.pdf, and it is a PDF', async ({ page }) => {
  const download = page.waitForEvent('download');
  await page.goto(links.brochure);
  const file = await download;
  expect(file.suggestedFilename()).toBe(site.brochureFile);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const button = page.getByRole('link', { name: texts.brochure.button });
  await expect(button).toHaveAttribute('href', brochureFile);
  await expect(button).not.toHaveAttribute('hreflang');
});

// docs/product-rules.md#brochure: the brochure is English; a Hindi or Marathi page says so in its own words.
for (const locale of ['hi', 'mr'] as const) {
  const { texts: own } = getContent(undefined, locale);
  const inEnglish = (words: string) => `${words} (${own.languages.offeredIn.en})`;

  test(`the ${locale} brochure page downloads the English brochure, says so in its own language and marks the link hreflang="en"`, async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.goto(routeOf('brochure', locale).canonical);
    expect((await download).suggestedFilename()).toBe(site.brochureFile);
    await expect(page.getByRole('status')).toHaveText(fillTemplate(own.brochure.downloading, { file: site.brochureFile }));
    const button = page.getByRole('main').getByRole('link', { name: inEnglish(own.brochure.button) });
    await expect(button).toHaveAttribute('href', brochureFile);
    await expect(button).toHaveAttribute('hreflang', 'en');
  });

  test(`the ${locale} enquiry page offers the brochure as English`, async ({ page }) => {
    await page.goto(routeOf('enquiry', locale).canonical);
    const button = page.getByRole('main').getByRole('link', { name: inEnglish(own.enquiry.brochureButton) });
    await expect(button).toHaveAttribute('href', brochureFile);
    await expect(button).toHaveAttribute('hreflang', 'en');
    await expect(button).toHaveAttribute('target', '_blank');
  });
}

test('the brochure is A4, several pages, and holds every service and sector, the numbers and the contact details', async ({ request }) => {
  const response = await request.get(brochureFile);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = await response.body();

  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(6);
  for (const pdfPage of doc.getPages()) {
    const { width, height } = pdfPage.getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  }
  expect(doc.getTitle()).toContain(site.name);

  const pages = await pdfText(bytes);
  const lines = pages.flat();
  const text = lines.join('\n');
  expect(text).not.toContain('\uFFFD');
  // Every service and sector heads its own line; every statistic is there with its label.
  for (const service of services) expect(lines.some((l) => l.endsWith(service.title)), service.title).toBe(true);
  for (const sector of sectors) expect(lines.some((l) => l.startsWith(sector.title)), sector.title).toBe(true);
  for (const stat of statistics) {
    expect(text).toContain(stat.value);
    expect(text).toContain(stat.label);
  }
  for (const detail of [site.name, site.tagline, site.phoneDisplay, site.email]) expect(text).toContain(detail);
  // The selected work page (docs/product-rules.md#work): every story written in English, its title, its first figure and its address.
  for (const study of work.filter((w) => w.locale === 'en')) {
    expect(lines.some((l) => l.startsWith(study.title)), study.title).toBe(true);
    expect(text).toContain(study.results[0]!.value);
    expect(text).toContain(`${new URL(site.url).host}${study.path}`);
  }
});
