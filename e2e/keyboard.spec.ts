import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { links, logoStripLabels, pauseOrPlay, routes, site, sliderLabels, texts } from './content';

const widths = { phone: 390, desktop: 1440 } as const;

/** Everything a visitor can Tab to, in DOM order, each tagged with its index in data-kb. */
const tagTabStops = (page: Page) =>
  page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
    );
    const stops = [...candidates].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    stops.forEach((el, i) => (el.dataset.kb = String(i)));
    return stops.map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`);
  });

declare global {
  interface Window {
    /** Outline and box-shadow of an element and its ::before/::after (stretched links draw their ring there). */
    focusRingOf?: (el: Element) => string;
  }
}

/** Installs window.focusRingOf in the page, for the steps below to read focus rings with. */
const installRingProbe = (page: Page) =>
  page.evaluate(() => {
    window.focusRingOf = (el) =>
      [null, '::before', '::after']
        .map((pseudo) => {
          const s = getComputedStyle(el, pseudo);
          const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : '';
          const shadow = s.boxShadow !== 'none' ? s.boxShadow : '';
          return `${outline}|${shadow}`;
        })
        .join(' / ');
  });

interface Stop {
  index: number | null;
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** header, main or footer: the page part the element sits in. */
  part: string;
  ring: string;
  ariaHidden: boolean;
  href: string | null;
}

/** Presses Tab and describes where focus went (null index: outside the tagged stops). */
async function tab(page: Page): Promise<Stop | 'body'> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    // Stops inside a sideways scroller (the service cards on phones) share the scroller's row.
    let scroller: HTMLElement | null = el.parentElement;
    while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowX) && scroller.scrollWidth > scroller.clientWidth))
      scroller = scroller.parentElement;
    const r = (scroller ?? el).getBoundingClientRect();
    const part = [...document.body.children].find((c) => c.contains(el));
    return {
      index: el.dataset.kb === undefined ? null : Number(el.dataset.kb),
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`,
      top: r.top + window.scrollY,
      bottom: r.bottom + window.scrollY,
      left: el.getBoundingClientRect().left,
      right: el.getBoundingClientRect().right,
      part: part?.tagName.toLowerCase() ?? '',
      ring: window.focusRingOf!(el),
      ariaHidden: Boolean(el.closest('[aria-hidden="true"]')),
      href: el.getAttribute('href'),
    };
  });
}

// Boxes move a few pixels while they settle (cards lift on focus): allow that much.
const tolerancePx = 8;

/**
 * Visual reading order: the next stop is not above the previous one, except where it shares
 * the row (cards of unequal height) or starts the next column to the right within the same
 * part of the page (the footer's columns).
 */
function readsInOrder(a: Stop, b: Stop): boolean {
  const below = b.top >= a.top - tolerancePx;
  const sameRow = b.bottom > a.top + tolerancePx;
  const nextColumn = b.part === a.part && b.left >= a.right - tolerancePx;
  return below || sameRow || nextColumn;
}

test.describe('keyboard', () => {
  test('every page starts with a skip link to its main content', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.canonical)).text();
      const body = html.slice(html.indexOf('<body'));
      const firstLink = body.match(/<a\b[^>]*>/)?.[0] ?? '';
      expect(firstLink, `first link of ${route.canonical}`).toContain('href="#main"');
      expect(body, `${route.canonical} has <main id="main">`).toMatch(/<main\b[^>]*\bid="main"/);
    }
  });

  for (const [name, width] of Object.entries(widths)) {
    test(`the first Tab shows the skip link and Enter moves focus to the main content (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [links.home, links.services]) {
        await page.goto(path);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: texts.header.skipLink });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
        // The next Tab continues inside the main content, past the header.
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
      }
    });

    test(`Tab alone, from the top of the home page, reaches the slider's and the logo strip's pause buttons (${name})`, async ({ page }) => {
      // Their code loads as focus nears them (docs/product-rules.md#performance); nobody scrolls here.
      await page.setViewportSize({ width, height: 900 });
      await page.goto(links.home);
      const reached = new Set<string>();
      for (let presses = 0; presses < 250 && reached.size < 2; presses++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
        if (pauseOrPlay(sliderLabels).test(label.trim()) || pauseOrPlay(logoStripLabels).test(label.trim())) reached.add(label.trim());
      }
      expect([...reached].sort()).toEqual([sliderLabels.pause, logoStripLabels.pause].sort());
    });

    test(`Tab reaches every link and control of the home page in reading order, each with a visible focus ring (${name})`, async ({ page }) => {
      // Some hundred key presses, each checked: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(links.home);
      // The slider and logo controls join the page once their code runs, which starts as they
      // come near (docs/product-rules.md#performance): scroll down once, as a visitor would, then back.
      for (const [heading, control] of [
        [texts.home.clientsHeading, pauseOrPlay(logoStripLabels)],
        [texts.home.testimonialsHeading, pauseOrPlay(sliderLabels)],
      ] as const) {
        await page.getByRole('region', { name: heading }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('button', { name: control })).toBeVisible();
      }
      // The slider turns on its own until focus reaches it, and only the shown testimonial's story
      // link is a tab stop: pause it, as a visitor can, so the stops counted here are the stops Tab
      // meets (it raced the rotation before). A script click, so focus still starts at the top.
      await page.getByRole('button', { name: sliderLabels.pause }).evaluate((button: HTMLElement) => button.click());
      await expect(page.getByRole('button', { name: sliderLabels.play })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const expected = await tagTabStops(page);
      // The unfocused look of every stop, to tell a focus ring from a resting shadow.
      await installRingProbe(page);
      const resting = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-kb]')].map((el) => window.focusRingOf!(el)),
      );

      const visited: Stop[] = [];
      const problems: string[] = [];
      for (let presses = 0; presses <= expected.length + 2; presses++) {
        const stop = await tab(page);
        if (stop === 'body') break;
        const previous = visited.at(-1);
        if (stop.index === null) problems.push(`focus reached ${stop.name}, which is not a visible tab stop`);
        if (stop.ariaHidden) problems.push(`${stop.name} is focusable inside aria-hidden content`);
        if (previous && stop.index !== null && stop.index === previous.index) {
          problems.push(`focus is stuck on ${stop.name}`);
          break;
        }
        if (stop.index !== null && visited.some((v) => v.index === stop.index)) {
          problems.push(`focus came back to ${stop.name} before reaching the end`);
          break;
        }
        if (stop.index !== null) {
          const ring = stop.ring.replace(/\|/g, '').replace(/ \/ /g, '').trim();
          if (!ring || stop.ring === resting[stop.index]) problems.push(`${stop.name} shows no focus ring`);
        }
        if (previous && !readsInOrder(previous, stop)) {
          problems.push(
            `${stop.name} (top ${Math.round(stop.top)}) comes after ${previous.name} (top ${Math.round(previous.top)}) but sits above it`,
          );
        }
        visited.push(stop);
      }

      expect(problems, problems.join('\n')).toEqual([]);
      // Every stop, once, in DOM order: nothing skipped, nothing out of sequence.
      const missed = expected.filter((_, i) => !visited.some((v) => v.index === i));
      expect(missed, `never reached by Tab: ${missed.join(', ')}`).toEqual([]);
      expect(visited.map((v) => v.index), 'Tab follows the DOM order').toEqual(expected.map((_, i) => i));
      // The footer's "Connect Us" form can be sent from the keyboard.
      expect(visited.some((v) => v.part === 'footer' && v.name.startsWith('button'))).toBe(true);
      // docs/product-rules.md#header-and-menu: the Facebook link exists but is hidden, so it is never a tab stop.
      const facebook = site.socials.find((s) => s.hidden)!;
      expect(visited.some((v) => v.href === facebook.href)).toBe(false);
    });
  }
});
