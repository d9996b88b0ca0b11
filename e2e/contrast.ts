import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Contrast of text over artwork, gradients and layered shapes, where axe cannot tell the
 * background ("incomplete") and leaves the check to a person: the texts are made transparent,
 * the screen is captured, and each text colour is measured against the pixels of its box.
 */

export interface ContrastReading {
  selector: string;
  text: string;
  ratio: number;
  required: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Target {
  selector: string;
  text: string;
  color: string;
  required: number;
  /** Content box in page coordinates. */
  box: Box;
}

/** Share of the lowest-contrast pixels ignored: anti-aliased edges of neighbouring shapes. */
const ignoredShare = 0.01;
/** Room kept clear at the top of the screen for the fixed header. */
const headerRoom = 120;

/** Waits until every time-based animation and transition has finished (endless and scroll-driven ones never do). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          !(a.timeline instanceof DocumentTimeline) ||
          a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Reads each element's text colour and content box, then hides the texts (their backgrounds stay). */
const hideTexts = (page: Page, selectors: string[]) =>
  page.evaluate((list): Target[] => {
    const pageWidth = document.documentElement.scrollWidth;
    const targets: Target[] = [];
    const elements: HTMLElement[] = [];
    for (const selector of list) {
      const el = document.querySelector<HTMLElement>(selector);
      // Text inside SVG is a logo, which WCAG 1.4.3 exempts.
      if (!el || el.closest('svg')) continue;
      const outer = el.getBoundingClientRect();
      // Boxes scrolled sideways out of the page (a phone's card scroller) are not painted: skip them.
      if (outer.left + window.scrollX < 0 || outer.right + window.scrollX > pageWidth) continue;
      const style = getComputedStyle(el);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      // The content box: padding and borders (a button's ring, a pill's corners) are not behind the text.
      const inset = (side: string) =>
        parseFloat(style.getPropertyValue(`padding-${side}`)) + parseFloat(style.getPropertyValue(`border-${side}-width`));
      targets.push({
        selector,
        text: (el.textContent ?? '').trim().slice(0, 60),
        color: style.color,
        // WCAG: large text (24 px, or 18.66 px bold) needs 3:1, the rest 4.5:1.
        required: size >= 24 || (bold && size >= 18.66) ? 3 : 4.5,
        box: {
          x: Math.round(outer.x + window.scrollX + inset('left')),
          y: Math.round(outer.y + window.scrollY + inset('top')),
          width: Math.round(outer.width - inset('left') - inset('right')),
          height: Math.round(outer.height - inset('top') - inset('bottom')),
        },
      });
      elements.push(el);
    }
    // Through the CSSOM, which the site's content security policy allows (style attributes it may not).
    const hidden: [string, string][] = [
      ['color', 'transparent'],
      ['text-shadow', 'none'],
      ['-webkit-text-stroke', '0'],
      ['transition', 'none'],
    ];
    for (const el of elements) {
      // Icons drawn in currentColor go with the text.
      for (const node of [el, ...el.querySelectorAll<HTMLElement | SVGElement>('*')]) {
        if (node.dataset.contrastSaved !== undefined) continue;
        node.dataset.contrastSaved = JSON.stringify(
          hidden.map(([p]) => [p, node.style.getPropertyValue(p), node.style.getPropertyPriority(p)]),
        );
        for (const [p, value] of hidden) node.style.setProperty(p, value, 'important');
      }
    }
    return targets;
  }, selectors);

const showTexts = (page: Page) =>
  page.evaluate(() => {
    for (const node of document.querySelectorAll<HTMLElement | SVGElement>('[data-contrast-saved]')) {
      const saved = JSON.parse(node.dataset.contrastSaved ?? '[]') as [string, string, string][];
      for (const [p, value, priority] of saved) {
        if (value) node.style.setProperty(p, value, priority);
        else node.style.removeProperty(p);
      }
      delete node.dataset.contrastSaved;
    }
  });

/** Groups boxes, top to bottom, into bands that fit on screen below the header. */
function bands(targets: Target[], room: number): Target[][] {
  const sorted = [...targets].sort((a, b) => a.box.y - b.box.y);
  const groups: Target[][] = [];
  for (const t of sorted) {
    const current = groups.at(-1);
    const top = current?.[0]?.box.y ?? 0;
    if (current && t.box.y + t.box.height - top <= room) current.push(t);
    else groups.push([t]);
  }
  return groups;
}

/** Relative luminance of an sRGB channel value (0-255), WCAG 2.2's formula. */
const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const channels = Float64Array.from({ length: 256 }, (_, v) => channel(v));
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/**
 * The lowest contrast (worst 1% ignored) of each text colour against the pixels of its box in a
 * PNG, decoded by sharp in Node. Screenshots of the window's full width, sent back into the
 * page to be decoded there, made the whole measurement take 2,642 ms over twelve page visits,
 * against 1,860 ms with this and the narrower clip below.
 */
async function measure(png: Buffer, boxes: { color: string; box: Box }[]): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return boxes.map(({ color, box }) => {
    const width = Math.min(box.width, info.width - box.x);
    const height = Math.min(box.height, info.height - box.y);
    if (box.x < 0 || box.y < 0 || width < 1 || height < 1) return Infinity;
    const [r = 0, g = 0, b = 0, a = 1] = color.match(/[\d.]+/g)!.map(Number);
    const opaque = luminance(r, g, b);
    const found = new Float64Array(width * height);
    let n = 0;
    for (let y = box.y; y < box.y + height; y++) {
      for (let i = (y * info.width + box.x) * 3, end = i + width * 3; i < end; i += 3) {
        const [pr, pg, pb] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const back = 0.2126 * channels[pr]! + 0.7152 * channels[pg]! + 0.0722 * channels[pb]!;
        // Semi-transparent text is seen blended with what is behind it.
        const text = a === 1 ? opaque : luminance(r * a + pr * (1 - a), g * a + pg * (1 - a), b * a + pb * (1 - a));
        found[n++] = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
      }
    }
    found.sort();
    return found[Math.min(found.length - 1, Math.floor(found.length * ignoredShare))] ?? Infinity;
  });
}

/**
 * Measures each text element (a CSS selector) against the pixels behind it, scrolling each
 * group of them on screen below the fixed header and capturing what a visitor sees. Elements
 * outside the page's width (scrolled sideways out of view) are left out of the answer.
 */
export async function measureTextContrast(page: Page, selectors: string[]): Promise<ContrastReading[]> {
  const targets = await hideTexts(page, selectors);
  const viewport = page.viewportSize()!;
  const start = await page.evaluate(() => window.scrollY);
  const readings: ContrastReading[] = [];
  try {
    for (const band of bands(targets, viewport.height - headerRoom)) {
      const top = band[0]!.box.y;
      const bottom = Math.max(...band.map((t) => t.box.y + t.box.height));
      await page.evaluate((y) => window.scrollTo(0, y), top - headerRoom);
      await settle(page);
      const scrollY = await page.evaluate(() => window.scrollY);
      // Only the columns the band's texts are in.
      const left = Math.max(0, Math.min(...band.map((t) => t.box.x)));
      const right = Math.min(viewport.width, Math.max(...band.map((t) => t.box.x + t.box.width)));
      const clip = { x: left, y: top - scrollY, width: right - left, height: Math.min(bottom, scrollY + viewport.height) - top };
      const png = await page.screenshot({ clip });
      const ratios = await measure(
        png,
        band.map(({ color, box }) => ({ color, box: { ...box, x: box.x - left, y: box.y - top } })),
      );
      band.forEach(({ selector, text, required }, i) =>
        readings.push({ selector, text, required, ratio: Math.round((ratios[i] ?? Infinity) * 100) / 100 }),
      );
    }
  } finally {
    await showTexts(page);
    await page.evaluate((y) => window.scrollTo(0, y), start);
  }
  return readings;
}
