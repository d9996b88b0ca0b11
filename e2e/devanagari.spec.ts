import { devanagariCutHref, devanagariFace, faceFetchDelayMs } from '../lib/fonts/devanagariFace';
import { leadingDevanagari } from '../styles/tokens';
import { allRoutes, routes } from './content';
import { contentConjunctWords, conjunctWords, drawsInFace, faceProbe, faceState, faceStateArgs, languageProblems, measureShaping, shapingCases, shapingProblems } from './devanagari';
import { decodePng } from '../e2e-browsers/png';
import { expect, test } from './fixtures';
import { inkProblems, pillLabelsInView, pillPages, scrolledTo } from './label-ink';
import { watchPolicy } from './policy-watch';

/**
 * The Hindi and Marathi editions' type (docs/product-rules.md#languages, "Devanagari type"): the
 * site's Devanagari face joins conjuncts, reph and eyelash ra under lang="hi" and lang="mr"; only
 * those editions load it; Devanagari is never letter-spaced or case-transformed and gets its own
 * line height; nothing is wider than a phone.
 */
const editionRoutes = allRoutes.filter((r) => r.locale !== 'en');
/** One page of every kind in each of the two editions. */
const kinds = [...new Map(editionRoutes.map((r) => [`${r.locale} ${r.kind}`, r])).values()];

const homeOf = (locale: 'hi' | 'mr') => editionRoutes.find((r) => r.locale === locale && r.kind === 'home')!.canonical;

/**
 * Opens the page in the site's face. A page opened after another that noted the face shows it from
 * its first paint (lib/fonts/devanagariFace.ts), so once is enough; on a first visit it waits until
 * the page has fetched and noted its face, and opens it again. A face that comes later than the
 * first paint is not used for that page (font-display: optional), as a busy machine sometimes
 * shows: then the page is opened once more.
 */
async function openWithFont(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  if (!(await page.evaluate(faceState, faceStateArgs)).shown) {
    await expect.poll(() => page.evaluate(faceState, faceStateArgs), { message: `${path} fetches and notes its face once loaded`, timeout: 15_000 }).toMatchObject({ noted: true });
    await page.goto(path);
  }
  for (let attempt = 1; ; attempt++) {
    expect(await page.evaluate(faceState, faceStateArgs), `${path}, with its face noted`).toEqual({ noted: true, shown: true });
    await page.evaluate(() => document.fonts.ready);
    if (drawsInFace(await page.evaluate(measureShaping, faceProbe)) || attempt === 3) return;
    await page.goto(path);
  }
}

test.describe('Devanagari shaping in Chromium', () => {
  for (const edition of ['hi', 'mr'] as const) {
    test(`joins क्ष, श्र, ज्ञ, the reph, the below-base ra of ट्र and the eyelash ra in the site's face under lang="hi" and lang="mr", on a ${edition} page`, async ({ page }) => {
      await openWithFont(page, homeOf(edition));
      const report = await page.evaluate(measureShaping, shapingCases(conjunctWords));
      expect(shapingProblems(report, 'Chromium')).toEqual([]);
    });
  }

  test('joins under lang="mr" every virama of the Marathi copy that Hindi joins, and draws every word of both editions in the site face', async ({ page }) => {
    test.setTimeout(120_000);
    const words = contentConjunctWords();
    await openWithFont(page, homeOf('mr'));
    const report = await page.evaluate(measureShaping, [...shapingCases(words.mr, ['hi', 'mr']), ...shapingCases(words.hi, ['hi'])]);
    expect(words.mr.length).toBeGreaterThan(20);
    expect(languageProblems(report, 'Chromium', 'mr')).toEqual([]);
    expect(shapingProblems({ ...report, widths: report.widths.map((w) => ({ ...w, apart: [] })) }, 'Chromium')).toEqual([]);
  });
});

test('a first visit paints in the device’s Devanagari and fetches the face only once loaded; only Hindi and Marathi pages name or load it', async ({ page }) => {
  test.setTimeout(120_000);
  const facePath = devanagariCutHref();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const policy = await watchPolicy(page);
  await page.goto(homeOf('hi'));
  // First visit: nothing preloads the face, the page does not show it, and it is asked for only after the load event.
  const { loadStart, preloads } = await page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
  }));
  expect(await page.evaluate(faceState, faceStateArgs)).toMatchObject({ shown: false });
  await expect.poll(() => page.evaluate(faceState, faceStateArgs), { timeout: 15_000 }).toMatchObject({ noted: true });
  expect(preloads).not.toContain(facePath);
  const { faceFetches, firstPaint } = await page.evaluate(
    (path) => ({
      faceFetches: performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === path).map((e) => e.startTime),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    }),
    facePath,
  );
  expect(faceFetches, 'the face, fetched once').toHaveLength(1);
  expect(faceFetches[0], 'fetched after the load event and the first paint').toBeGreaterThanOrEqual(Math.max(loadStart + faceFetchDelayMs - 1, firstPaint));
  expect(policy.consoleErrors).toEqual([]);
  expect(await policy.violations()).toEqual([]);

  // Every later Hindi or Marathi page shows it from its first paint; no English page names or loads it.
  for (const route of kinds.filter((r) => r.kind === 'home')) {
    await page.goto(route.canonical);
    expect(await page.evaluate(faceState, faceStateArgs), route.canonical).toEqual({ noted: true, shown: true });
    expect(await page.evaluate((path) => document.fonts.check(`16px "${path}"`), devanagariFace.family), `${route.canonical} draws in the face`).toBe(true);
  }
  for (const route of [...new Map(routes.map((r) => [r.kind, r])).values()]) {
    fetched.length = 0;
    await page.goto(route.canonical);
    await page.evaluate(() => document.fonts.ready);
    expect(fetched, `${route.canonical} fetched`).not.toContain(facePath);
    expect(await page.content(), `${route.canonical} names the face`).not.toContain(facePath);
  }
});

for (const width of [390, 1440]) {
  test(`draws every Devanagari label whole inside its pill and near its middle, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const problems = new Set<string>();
    let seen = 0;
    for (const path of pillPages) {
      await openWithFont(page, path);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < pageHeight; y += 720) {
        await page.evaluate(scrolledTo, y);
        const labels = await page.evaluate(pillLabelsInView);
        if (!labels.length) continue;
        seen += labels.length;
        const shot = await decodePng(await page.screenshot());
        for (const problem of inkProblems(shot, shot.width / width, labels, `${path} at ${width} px`)) problems.add(problem);
      }
    }
    expect(seen, `Devanagari pill labels found on ${pillPages.join(', ')}`).toBeGreaterThanOrEqual(pillPages.length);
    expect([...problems]).toEqual([]);
  });
}

test.describe('Devanagari type on every kind of Hindi and Marathi page', () => {
  for (const width of [390, 1440]) {
    test(`is never letter-spaced or case-transformed, has room for its signs above and below, and fits the page at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const route of kinds) {
        // In the site's face (font-display: optional leaves a page whose face came late in the device's font).
        await openWithFont(page, route.canonical);
        const found = await page.evaluate((minLeading) => {
          const out: string[] = [];
          const devanagari = /[\u0900-\u097f]/;
          for (const el of document.querySelectorAll<HTMLElement>('body *')) {
            // Only elements that lay out Devanagari text of their own.
            const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
            if (!devanagari.test(own) || !el.getClientRects().length) continue;
            const style = getComputedStyle(el);
            if (el.closest('[hidden], [aria-hidden="true"]') && style.visibility === 'hidden') continue;
            const name = `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ')[0]}"` : ''}> "${own.trim().slice(0, 24)}"`;
            if (style.letterSpacing !== 'normal' && parseFloat(style.letterSpacing) !== 0) out.push(`${name}: letter-spacing ${style.letterSpacing}`);
            if (style.textTransform !== 'none') out.push(`${name}: text-transform ${style.textTransform}`);
            if (el.namespaceURI !== 'http://www.w3.org/2000/svg') {
              const leading = style.lineHeight === 'normal' ? NaN : parseFloat(style.lineHeight) / parseFloat(style.fontSize);
              if (!(leading >= minLeading - 0.005)) out.push(`${name}: line-height ${style.lineHeight} at ${style.fontSize}`);
            }
          }
          const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
          if (overflow > 0) out.push(`the page scrolls sideways by ${overflow} px`);
          // The logo's name fits its 196 x 40 drawing.
          for (const text of document.querySelectorAll<SVGTextElement>('header svg text, footer svg text')) {
            const svg = text.ownerSVGElement!;
            const right = text.getBBox().x + text.getComputedTextLength();
            if (right > svg.viewBox.baseVal.width) out.push(`the logo's name "${text.textContent}" ends at ${right.toFixed(1)} of its ${svg.viewBox.baseVal.width}-wide drawing`);
          }
          return out;
        }, leadingDevanagari.tight);
        problems.push(...found.map((f) => `${route.canonical}: ${f}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
