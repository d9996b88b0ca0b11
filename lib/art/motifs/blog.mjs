// Blog art: the featured article's picture and one motif per "more to read" article, each with the
// words that describe it (its alt text), side by side (docs/product-rules.md#art).

import { C, LIGHT } from '../palette.mjs';
import { R, O, P, S, G, op, rot, place, svg, blob, dotDefs, dotField, sparkle, lines, roof, rocket } from '../svg.mjs';

export function blogArticle() {
  const swatches = [C.ink, C.saffron, C.teal, C.coral, C.tealTint];
  const body =
    R(0, 0, 1200, 600, 0, C.cream) +
    blob(600, 330, 360, C.tealTint, 71) +
    blob(1040, 110, 120, C.saffronTint, 72) +
    blob(150, 480, 110, C.saffronTint, 73) +
    dotField('ba', 60, 50, 220, 150) +
    // desk
    R(120, 500, 960, 18, 9, C.ink) +
    // brand board
    R(300, 130, 370, 270, 16, C.ink, ` transform="translate(6 8)"${op(0.1)}`) +
    R(300, 130, 370, 270, 16, C.white) +
    R(300, 130, 370, 56, 16, C.ink) +
    R(300, 170, 370, 16, 0, C.ink) +
    roof(324, 168, 348, 146, 372, 8) +
    R(390, 150, 120, 12, 6, C.cream) +
    swatches.map((c, k) => O(340 + k * 64, 232, 24, c)).join('') +
    R(326, 282, 150, 92, 10, C.saffronTint) +
    roof(356, 346, 401, 306, 446, 14) +
    R(388, 344, 26, 20, 3, C.ink) +
    lines(496, 290, [140, 110, 126, 80], 20, 9, C.teal, op(0.3)) +
    R(300, 400, 370, 100, 0, 'none') +
    R(468, 400, 34, 100, 4, C.ink) +
    // checklist
    G(
      rot(4, 800, 320),
      R(720, 180, 190, 250, 12, C.white) +
        R(780, 168, 70, 24, 8, C.coral) +
        [0, 1, 2, 3].map((k) => R(744, 214 + k * 50, 26, 26, 6, k < 3 ? C.tealBright : C.tealTint) + R(784, 222 + k * 50, k % 2 ? 80 : 100, 10, 5, C.ink, op(k < 3 ? 0.7 : 0.25))).join('') +
        [0, 1, 2].map((k) => S(`M750 ${228 + k * 50}l5 5 10-10`, C.white, 4)).join(''),
    ) +
    // rocket lifting off
    S('M1010 480Q1000 420 980 380', C.ink, 4, ' stroke-dasharray="2 12"' + op(0.4)) +
    rocket(LIGHT, 1010, 270, 1.5, 18) +
    O(960, 470, 24, C.white) +
    O(1000, 486, 18, C.white) +
    O(1046, 474, 22, C.white) +
    // plant + mug
    R(170, 430, 48, 70, 10, C.coral) +
    P('M194 430C170 400 160 360 180 330C196 360 200 400 194 430Z', C.teal) +
    P('M194 430C210 390 240 370 256 370C248 400 224 420 194 430Z', C.tealBright) +
    R(560, 440, 40, 60, 8, C.saffron) +
    O(604, 470, 12, 'none', ` stroke="${C.saffron}" stroke-width="6"`) +
    sparkle(1120, 300, 14, C.coral) +
    sparkle(720, 90, 12, C.saffron) +
    O(240, 110, 8, C.tealBright);
  return svg(1200, 600, body, dotDefs('ba', C.teal, 16, 2, 0.3));
}

/**
 * The six "more to read" articles, by slug: each drawing shows exactly what its description
 * (the image's alt text in content/blog/<slug>.md) says, in a 200 by 200 box.
 */
export const blogMotifs = {
  'five-signs-your-website-is-costing-you-enquiries': {
    description: "Illustration of a browser window with a warning sign and a downward arrow",
    draw: (t) =>
    R(14, 30, 150, 120, 12, t.frame) +
    R(20, 50, 138, 94, 6, t.surface) +
    [0, 1, 2].map((k) => O(26 + k * 10, 40, 3.5, [C.coral, C.saffron, C.tealBright][k])).join('') +
    R(30, 60, 60, 8, 4, C.ink, op(0.6)) +
    lines(30, 76, [110, 90, 100, 70], 12, 6, C.teal, op(0.35)) +
    P('M110 112L138 162H82Z', C.saffron, ` stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"`) +
    R(107, 128, 6, 18, 3, C.ink) +
    O(110, 153, 3.5, C.ink) +
    S('M178 60V150', C.coral, 8) +
    S('M160 132L178 154L196 132', C.coral, 8),
  },
  'reading-your-ad-dashboard': {
    description: "Illustration of a dashboard with four highlighted gauges and a bar chart",
    draw: (t) =>
    R(8, 20, 184, 164, 14, t.frame) +
    R(16, 28, 168, 148, 8, t.surface) +
    [0, 1, 2, 3]
      .map((k) => {
        const cx = 42 + k * 39;
        const colour = [C.saffron, C.tealBright, C.coral, C.teal][k];
        return (
          R(cx - 17, 38, 34, 34, 6, C.saffronTint) +
          S(`M${cx - 11} 62A11 11 0 0 1 ${cx + 11} 62`, C.ink, 4, op(0.25)) +
          S(`M${cx - 11} 62A11 11 0 0 1 ${cx + 4} 51.5`, colour, 4) +
          S(`M${cx} 62L${cx + 6} 53`, C.ink, 2.5)
        );
      })
      .join('') +
    S('M28 164H172', C.ink, 3, op(0.5)) +
    [36, 62, 46, 80, 96].map((h, k) => R(36 + k * 27, 162 - h, 18, h, 4, k === 4 ? C.saffron : C.teal, op(k === 4 ? 1 : 0.55))).join(''),
  },
  'growth-experiments-on-a-startup-budget': {
    description: "Illustration of test tubes beside a rising line graph",
    draw: (t) =>
    [0, 1, 2]
      .map((k) => {
        const x = 14 + k * 26;
        const fill = [C.tealBright, C.saffron, C.coral][k];
        const level = [70, 100, 84][k];
        return R(x, 50, 20, 130, 10, t.paper, ` stroke="${C.ink}" stroke-width="4"`) + R(x + 4, 176 - level, 12, level, 6, fill) + R(x - 4, 44, 28, 10, 4, C.ink);
      })
      .join('') +
    S('M100 30V176H196', C.ink, 4) +
    S('M108 160L128 138L148 146L170 104L190 64', C.teal, 6) +
    O(190, 64, 7, C.saffron) +
    S('M178 62L192 60L190 74', C.teal, 5),
  },
  'choosing-hoarding-locations': {
    description: "Illustration of a city map with pins next to a billboard",
    draw: (t) =>
    R(6, 50, 110, 130, 10, C.tealTint) +
    S('M6 96H116M6 140H116M44 50V180M84 50V180', t.paper, 9) +
    S('M6 70C40 90 70 60 116 84', C.saffron, 4, op(0.8)) +
    [[30, 118, C.coral], [70, 80, C.teal], [98, 156, C.coral]]
      .map(([x, y, c]) => P(`M${x} ${y}c-9-12-13-18-13-24a13 13 0 0 1 26 0c0 6-4 12-13 24Z`, c) + O(x, y - 24, 5, C.white))
      .join('') +
    R(128, 40, 68, 52, 6, t.frame) +
    R(134, 46, 56, 40, 3, C.saffron) +
    R(140, 54, 32, 6, 3, C.ink) +
    R(140, 66, 44, 5, 2.5, C.ink, op(0.5)) +
    R(144, 92, 6, 88, 2, t.frame) +
    R(174, 92, 6, 88, 2, t.frame),
  },
  'planning-a-product-launch-event': {
    description: "Illustration of a stage with confetti and a spotlight on a gift box",
    draw: (t) =>
    P('M100 6L150 150H50Z', C.saffronTint, op(0.9)) +
    R(88, 0, 24, 16, 4, t.frame) +
    R(10, 150, 180, 20, 6, t.frame) +
    R(20, 170, 10, 24, 2, t.frame) +
    R(170, 170, 10, 24, 2, t.frame) +
    R(74, 104, 52, 46, 6, C.coral) +
    R(70, 94, 60, 16, 5, C.coral) +
    R(96, 94, 8, 56, 2, C.saffron) +
    P('M100 94C88 76 74 82 82 92Z', C.saffron) +
    P('M100 94C112 76 126 82 118 92Z', C.saffron) +
    [[24, 40, C.tealBright, 20], [44, 84, C.saffron, -30], [160, 36, C.coral, 40], [176, 96, C.tealBright, -15], [30, 120, C.coral, 60], [150, 70, C.saffron, 10], [64, 20, C.teal, -45], [136, 16, C.tealBright, 30]]
      .map(([x, y, c, a]) => G(rot(a, x, y), R(x - 5, y - 2.5, 10, 5, 1.5, c)))
      .join(''),
  },
  'personal-brand-with-no-time': {
    description: "Illustration of a profile card with a clock and a speech bubble",
    draw: (t) =>
    R(10, 40, 120, 140, 14, t.paper, ` stroke="${C.ink}" stroke-width="4"`) +
    O(70, 82, 22, C.tealTint) +
    O(70, 76, 9, C.ink) +
    P('M54 100a16 14 0 0 1 32 0Z', C.ink) +
    R(32, 118, 76, 9, 4.5, C.ink, op(0.75)) +
    lines(36, 136, [68, 56, 62], 12, 6, C.teal, op(0.35)) +
    O(158, 140, 30, C.saffron) +
    O(158, 140, 24, t.paper) +
    S('M158 140V124M158 140L170 148', C.ink, 4) +
    P('M126 10H194a8 8 0 0 1 8 8V58a8 8 0 0 1-8 8H156L142 80V66H126a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8Z', C.teal) +
    lines(132, 24, [52, 40, 46], 12, 5, C.white, op(0.85)),
  },
};

/** Header art of an article: its motif large on a soft field, 1200 by 600. */
export function blogHero(motif, i) {
  const id = `bh${i}`;
  const body =
    R(0, 0, 1200, 600, 0, C.cream) +
    blob(620, 320, 330, C.tealTint, 91 + i * 7) +
    blob(1050, 120, 110, C.saffronTint, 92 + i * 7) +
    blob(140, 480, 100, C.saffronTint, 93 + i * 7) +
    dotField(id, 80, 60, 220, 150) +
    sparkle(1080, 420, 16, C.coral) +
    O(260, 120, 9, C.tealBright) +
    G(place(430, 110, 1.9), blogMotifs[motif].draw(LIGHT));
  return svg(1200, 600, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

export function blogCard(motif, i) {
  const bgs = [C.saffronTint, C.tealTint, C.cream, C.tealTint, C.saffronTint, C.cream];
  const blobs = [C.white, C.white, C.tealTint, C.saffronTint, C.white, C.saffronTint];
  const id = `bc${i}`;
  const body =
    R(0, 0, 400, 260, 0, bgs[i % bgs.length]) +
    blob(200, 140, 118, blobs[i % blobs.length], 81 + i * 9, op(0.9)) +
    dotField(id, i % 2 ? 290 : 20, 20, 90, 70) +
    O(i % 2 ? 50 : 350, 220, 14, C.coral, op(0.25)) +
    G(place(110, 14, 0.9), blogMotifs[motif].draw(LIGHT));
  return svg(400, 260, body, dotDefs(id, C.teal, 12, 1.6, 0.3));
}
