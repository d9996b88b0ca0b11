/**
 * Devanagari labels in pill-shaped controls (buttons, the language switch, an article's tags), read
 * from the pixels in every engine (docs/product-rules.md#languages, "Devanagari type"): the signs
 * above and below the headline are drawn whole inside the pill, and the label sits in its middle.
 * Boxes cannot tell: each engine places a Devanagari line by its own reading of the face's
 * metrics, so where the ink falls is seen only in what the engine paints.
 */
import type { Pixels } from '../e2e-browsers/png';
import { allRoutes } from './content';

/** Pages that hold every kind of pill: the header's, the home page's, the form's, an article's (its section, tags and author; the list of articles shows the same). */
export const pillPages = (['hi', 'mr'] as const).flatMap((locale) =>
  (['home', 'enquiry', 'article'] as const).map((kind) => allRoutes.find((r) => r.locale === locale && r.kind === kind)!.canonical),
);

/**
 * Runs in the page: scrolls to `y` and resolves once every finite animation has finished (the
 * header turning translucent once scrolled, a section fading in).
 */
export const scrolledTo = (y: number) =>
  new Promise<number>((resolve) => {
    window.scrollTo(0, y);
    // Endless and scroll-driven animations never finish.
    const done = () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline) || a.effect?.getComputedTiming().iterations === Infinity);
    const tick = () => (done() ? resolve(window.scrollY) : requestAnimationFrame(tick));
    requestAnimationFrame(() => requestAnimationFrame(tick));
  });

/** A label and its pill, in CSS pixels of the window. */
export interface PillLabel {
  text: string;
  /** The pill's padding box: inside its border, where its background is painted. */
  pill: { left: number; top: number; right: number; bottom: number };
  /** The label as drawn (its text and icons): its left and right edges, within the pill. */
  label: { left: number; right: number };
  /** The pill's background colour, [r, g, b]. */
  background: [number, number, number];
  /** The radius of its corners, in CSS pixels. */
  radius: number;
}

/**
 * Runs in the page: every pill wholly in the window whose label has Devanagari and whose
 * background is one opaque colour (a pill drawn over art or with only a border has no one colour
 * to read its label's ink against, and is left out) and that nothing covers. A pill is an element
 * rounded by at least two fifths of its height.
 */
export function pillLabelsInView(): PillLabel[] {
  const found: PillLabel[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const text = (el.textContent ?? '').trim();
    if (!/[\u0900-\u097f]/.test(text) || text.length > 60) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.height < 12 || parseFloat(style.borderTopLeftRadius) < box.height * 0.4) continue;
    if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) continue;
    const colour = style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    if (colour.length < 3 || (colour.length === 4 && colour[3] !== 1) || style.backgroundImage !== 'none') continue;
    if (style.visibility !== 'visible' || Number(style.opacity) < 1) continue;
    // A box painted inside it (the current language in the switch) is a pill of its own, or in the way.
    const painted = [...el.querySelectorAll('*')].some((d) => {
      const inner = getComputedStyle(d);
      return inner.backgroundImage !== 'none' || !/^(transparent|rgba\(.*, 0\))$/.test(inner.backgroundColor);
    });
    if (painted) continue;
    // Nothing over it: not passing under the fixed header, not behind an open menu.
    const middle = (box.left + box.right) / 2;
    const own = (y: number) => {
      const top = document.elementFromPoint(middle, y);
      return !!top && el.contains(top);
    };
    if (![box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1].every(own)) continue;
    // The label as drawn: its text and icons, not text kept for screen readers in a 1 px box.
    const rects: DOMRect[] = [];
    for (const node of [el, ...el.querySelectorAll('*')]) {
      const shown = node.getBoundingClientRect();
      if (shown.width <= 1 || shown.height <= 1) continue;
      if (node instanceof SVGElement) rects.push(shown);
      for (const child of node.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(child);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
    }
    if (!rects.length) continue;
    const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
    found.push({
      text,
      pill: { left: box.left + border('left'), top: box.top + border('top'), right: box.right - border('right'), bottom: box.bottom - border('bottom') },
      label: { left: Math.max(box.left, Math.min(...rects.map((r) => r.left))), right: Math.min(box.right, Math.max(...rects.map((r) => r.right))) },
      background: [colour[0]!, colour[1]!, colour[2]!],
      radius: parseFloat(style.borderTopLeftRadius) * (style.borderTopLeftRadius.endsWith('%') ? box.height / 100 : 1),
    });
  }
  return found;
}

/** How far a pixel must be from the pill's colour, in any channel, to be ink. */
const inkDistance = 48;

/**
 * Where the label's ink lies in its pill, in device pixels from the pill's inner top: its first and
 * last rows, and whether it touches the pill's outline anywhere. Only pixels inside the pill's
 * rounded outline are read (at its ends the outline is lower than the pill's box).
 */
export function inkOf({ width, rgba }: Pixels, scale: number, { pill, label, background, radius }: PillLabel) {
  const [top, bottom] = [Math.ceil(pill.top * scale), Math.floor(pill.bottom * scale)];
  const height = bottom - top;
  const r = Math.min(radius * scale, height / 2, ((pill.right - pill.left) * scale) / 2);
  const [pillLeft, pillRight] = [pill.left * scale, pill.right * scale];
  const [left, right] = [Math.max(0, Math.floor(label.left * scale)), Math.min(width, Math.ceil(label.right * scale))];
  let [first, last, touches] = [-1, -1, false];
  for (let x = left; x < right; x++) {
    // How far the rounded outline stays from the box's top and bottom at this column, and a pixel
    // more where it curves: its edge is smoothed into the page's colour there.
    const fromEnd = Math.min(x + 0.5 - pillLeft, pillRight - (x + 0.5));
    const inset = fromEnd >= r ? 0 : Math.ceil(r - Math.sqrt(Math.max(0, r * r - (r - fromEnd) ** 2))) + 1;
    const [from, to] = [inset, height - 1 - inset];
    for (let row = from; row <= to; row++) {
      const i = ((top + row) * width + x) * 4;
      if (Math.max(Math.abs(rgba[i]! - background[0]), Math.abs(rgba[i + 1]! - background[1]), Math.abs(rgba[i + 2]! - background[2])) <= inkDistance) continue;
      if (first < 0 || row < first) first = row;
      if (row > last) last = row;
      if (row === from || row === to) touches = true;
    }
  }
  return { height, first, last, touches };
}

/** Share of the pill's height its label's ink may sit off the middle. */
export const offMiddleShare = 0.1;

/** What is wrong with each label's ink in its pill, in words, on `where`. */
export function inkProblems(shot: Pixels, scale: number, labels: PillLabel[], where: string): string[] {
  return labels.flatMap((label) => {
    const { height, first, last, touches } = inkOf(shot, scale, label);
    const name = `"${label.text}" on ${where}`;
    if (first < 0) return [`${name}: no ink found in its pill`];
    // Ink on the pill's outline runs on under it: a sign cut off.
    if (touches) return [`${name}: its ink reaches the pill's edge (rows ${first} to ${last} of ${height})`];
    const off = (first + last) / 2 - (height - 1) / 2;
    if (Math.abs(off) > height * offMiddleShare) {
      return [`${name}: its ink (rows ${first} to ${last} of ${height}) sits ${Math.abs(off).toFixed(1)} px ${off < 0 ? 'above' : 'below'} the pill's middle`];
    }
    return [];
  });
}
