#!/usr/bin/env node
// Generates every illustration of the site as hand-written, flat geometric SVG.
// No images can be fetched, so all artwork is drawn here from one palette, in one hand.
//
//   npx tsx scripts/generate-art.mjs
//
// Writes public/art/** and app/icon.svg. Deterministic: same output on every run.
// Only dependencies: world-atlas, topojson-client and d3-geo (for the world map).

import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { geoNaturalEarth1, geoPath } from 'd3-geo';

import { getContent } from '../lib/content/load.ts';
import { colors } from '../styles/tokens.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ART = join(ROOT, 'public', 'art');
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------
// Palette (styles/tokens.ts) and the two themes motifs are drawn in.
// ---------------------------------------------------------------------------
const C = { ...colors, white: colors.paper };

// Every motif reads its colours from a theme, so the same drawing works on the
// light square art and on the dark (ink) service cards.
const LIGHT = {
  name: 'light',
  bg: C.cream,
  frame: C.ink, // device bodies, poles, strong shapes
  surface: C.white, // screens
  detail: C.teal, // marks drawn on screens
  paper: C.white, // sheets, cards, calendars
  soft: C.tealTint, // quiet secondary fills
  line: C.ink, // strokes drawn straight on the background
  pop: C.saffron,
  hot: C.coral,
  cool: C.tealBright,
  deep: C.teal,
  shadow: C.ink,
  shadowOp: 0.1,
};
const DARK = {
  ...LIGHT,
  name: 'dark',
  bg: C.ink,
  frame: C.cream,
  surface: C.ink,
  detail: C.tealBright,
  paper: C.cream,
  soft: C.teal,
  line: C.cream,
  shadow: '#000000',
  shadowOp: 0,
};

// ---------------------------------------------------------------------------
// Tiny SVG vocabulary.
// ---------------------------------------------------------------------------
const n = (v) => String(Math.round(v * 10) / 10);
const R = (x, y, w, h, r, fill, ex = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${ex}/>`;
const O = (cx, cy, r, fill, ex = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${ex}/>`;
const E = (cx, cy, rx, ry, fill, ex = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${ex}/>`;
const P = (d, fill, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
const S = (d, color, w, ex = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}"${ex}/>`;
const G = (transform, body, ex = '') => `<g transform="${transform}"${ex}>${body}</g>`;
const op = (o) => ` opacity="${o}"`;
const rot = (a, x, y) => `rotate(${a} ${n(x)} ${n(y)})`;
const place = (x, y, s) => `translate(${n(x)} ${n(y)}) scale(${s})`;
const poly = (pts) => 'M' + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z';
const circlePath = (cx, cy, r) =>
  `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}Z`;

// Round caps and joins are set once on the root and inherited by every stroke.
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  `</svg>\n`;

// Soft drop "shadow": the same shape offset down-right in a translucent ink.
const shadowRect = (t, x, y, w, h, r) => (t.shadowOp ? R(x + 4, y + 5, w, h, r, t.shadow, op(t.shadowOp)) : '');
const shadowPath = (t, d) => (t.shadowOp ? P(d, t.shadow, ` transform="translate(4 5)"${op(t.shadowOp)}`) : '');

// Deterministic pseudo-random numbers, so every run writes identical files.
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// A smooth organic blob (closed Catmull-Rom curve through jittered radial points).
function blobPath(cx, cy, r, seed, points = 7, wobble = 0.18) {
  const rand = rng(seed);
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2 + rand() * 0.3;
    const rr = r * (1 - wobble + rand() * wobble * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.92]);
  }
  const r0 = Math.round; // whole units are plenty for a soft background shape
  let d = `M${r0(pts[0][0])} ${r0(pts[0][1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % points];
    const p3 = pts[(i + 2) % points];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r0(c1[0])} ${r0(c1[1])} ${r0(c2[0])} ${r0(c2[1])} ${r0(p2[0])} ${r0(p2[1])}`;
  }
  return d + 'Z';
}
const blob = (cx, cy, r, fill, seed, ex = '') => P(blobPath(cx, cy, r, seed), fill, ex);

// A subtle dot grid: a pattern tile plus the rectangle it fills.
const dotDefs = (id, color, gap = 14, r = 1.6, o = 0.35) =>
  `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">${O(gap / 2, gap / 2, r, color, op(o))}</pattern>`;
const dotField = (id, x, y, w, h) => R(x, y, w, h, 0, `url(#${id})`);

// Small decorative shapes.
const sparkle = (cx, cy, r, fill, ex = '') =>
  P(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.18)} ${n(cy - r * 0.18)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.18)} ${n(cy + r * 0.18)} ${n(cx)} ${n(cy + r)}Q${n(cx - r * 0.18)} ${n(cy + r * 0.18)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.18)} ${n(cy - r * 0.18)} ${n(cx)} ${n(cy - r)}Z`,
    fill,
    ex,
  );
function starPath(cx, cy, r, inner = 0.45) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts);
}
const star = (cx, cy, r, fill, ex = '') => P(starPath(cx, cy, r), fill, ex);

function gearPath(cx, cy, r, teeth, hole) {
  const pts = [];
  const step = (Math.PI * 2) / teeth;
  const tooth = r * 0.24;
  for (let k = 0; k < teeth; k++) {
    const a = k * step;
    const w = step * 0.2;
    pts.push([cx + Math.cos(a - w * 1.7) * r, cy + Math.sin(a - w * 1.7) * r]);
    pts.push([cx + Math.cos(a - w) * (r + tooth), cy + Math.sin(a - w) * (r + tooth)]);
    pts.push([cx + Math.cos(a + w) * (r + tooth), cy + Math.sin(a + w) * (r + tooth)]);
    pts.push([cx + Math.cos(a + w * 1.7) * r, cy + Math.sin(a + w * 1.7) * r]);
  }
  return poly(pts) + circlePath(cx, cy, hole);
}
const gear = (cx, cy, r, teeth, fill, hole = r * 0.38) =>
  P(gearPath(cx, cy, r, teeth, hole), fill, ' fill-rule="evenodd"');

const heart = (cx, cy, s, fill) =>
  P(
    `M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.4)}C${n(cx + s * 0.9)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z`,
    fill,
  );

// Text lines on paper or screens: rounded bars.
const lines = (x, y, widths, gap, h, fill, ex = '') =>
  widths.map((w, i) => R(x, y + i * gap, w, h, h / 2, fill, ex)).join('');

// The studio's mark: a saffron roof chevron.
const roof = (x1, y1, apexX, apexY, x2, w, color = C.saffron) =>
  S(`M${n(x1)} ${n(y1)}L${n(apexX)} ${n(apexY)}L${n(x2)} ${n(y1)}`, color, w);

// A rocket pointing up, centred on its body, about 100 units tall at scale 1.
function rocket(t, cx, cy, s = 1, angle = 0, flame = true) {
  const body = C.white === t.paper ? C.white : t.paper;
  const b =
    (flame
      ? P('M-12 27Q-10 52 0 64Q10 52 12 27Z', t.pop) + P('M-6 27Q-5 42 0 50Q5 42 6 27Z', t.hot)
      : '') +
    P('M-20 6L-36 32L-34 38L-19 30Z', t.hot) +
    P('M20 6L36 32L34 38L19 30Z', t.hot) +
    P('M0 -52C17 -38 22 -14 20 30L-20 30C-22 -14 -17 -38 0 -52Z', body) +
    P('M0 -52C9 -45 14 -36 16.5 -26L-16.5 -26C-14 -36 -9 -45 0 -52Z', t.hot) +
    O(0, -4, 9.5, t.frame) +
    O(0, -4, 5.5, t.cool) +
    R(-4, 12, 8, 18, 4, t.hot);
  return G(`translate(${n(cx)} ${n(cy)}) rotate(${angle}) scale(${s})`, b);
}

// ---------------------------------------------------------------------------
// Service motifs. Each draws into a 200 x 200 box, in the colours of theme t.
// ---------------------------------------------------------------------------
const serviceMotifs = {
  'web-development': (t) =>
    shadowRect(t, 16, 34, 168, 124, 12) +
    R(16, 34, 168, 124, 12, t.frame) +
    R(22, 56, 156, 96, 7, t.surface) +
    O(32, 45, 4, C.coral) +
    O(44, 45, 4, C.saffron) +
    O(56, 45, 4, C.tealBright) +
    R(72, 41, 96, 8, 4, t.name === 'dark' ? C.ink : C.cream, op(0.6)) +
    S('M74 80L54 102L74 124', t.detail, 10) +
    S('M126 80L146 102L126 124', t.detail, 10) +
    S('M110 74L90 130', t.pop, 10) +
    lines(34, 136, [26, 44], 0, 6, t.soft) +
    R(112, 136, 30, 6, 3, t.hot, op(0.8)) +
    // mouse pointer
    G(
      'translate(150 138) rotate(-18)',
      P('M0 0L0 36L9 27L16 42L23 39L16 25L28 24Z', C.coral, ` stroke="${t.surface}" stroke-width="3" stroke-linejoin="round"`),
    ) +
    sparkle(178, 24, 9, t.pop) +
    O(24, 178, 5, t.cool),

  'app-development': (t) =>
    shadowRect(t, 58, 12, 84, 178, 18) +
    R(58, 12, 84, 178, 18, t.frame) +
    R(65, 26, 70, 148, 10, t.surface) +
    R(88, 17, 24, 4, 2, t.surface) +
    R(90, 179, 20, 4, 2, t.surface, op(0.7)) +
    R(73, 36, 24, 24, 7, C.saffron) +
    R(103, 36, 24, 24, 7, C.coral) +
    R(73, 66, 24, 24, 7, C.tealBright) +
    R(103, 66, 24, 24, 7, t.soft) +
    R(73, 96, 24, 24, 7, t.soft) +
    R(103, 96, 24, 24, 7, C.saffron) +
    R(73, 128, 54, 36, 8, t.detail, op(0.9)) +
    R(80, 138, 28, 5, 2.5, t.surface) +
    R(80, 148, 18, 5, 2.5, t.surface, op(0.6)) +
    // tiles flying in: the app being assembled
    shadowRect(t, 150, 44, 38, 38, 10) +
    R(150, 44, 38, 38, 10, C.coral) +
    S('M169 55V71M161 63H177', C.white, 5) +
    shadowRect(t, 14, 110, 32, 32, 9) +
    R(14, 110, 32, 32, 9, C.tealBright) +
    O(30, 126, 7, C.white) +
    S('M150 100q-10 6-8 18', t.line, 3, ' stroke-dasharray="2 7"' + op(0.5)) +
    sparkle(28, 40, 9, t.pop),

  'digital-marketing': (t) =>
    // sound arcs
    S('M140 118q10 20 0 40', t.line, 5, op(0.35)) +
    S('M154 106q18 32 0 64', t.line, 5, op(0.2)) +
    // megaphone
    shadowPath(t, 'M52 108L124 70V186L52 148Z') +
    R(22, 110, 36, 36, 9, t.frame) +
    P('M52 108L124 70V186L52 148Z', C.saffron) +
    P('M52 128L124 128V186L52 148Z', C.coral, op(0.35)) +
    R(118, 64, 16, 128, 8, C.coral) +
    P('M40 146L58 146L66 184Q67 190 61 190L54 190Q49 190 48 185Z', t.frame) +
    // social bubbles
    shadowPath(t, 'M118 14h52a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12h-36l-14 12v-12h-2a12 12 0 0 1-12-12v-26a12 12 0 0 1 12-12Z') +
    P('M118 14h52a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12h-36l-14 12v-12h-2a12 12 0 0 1-12-12v-26a12 12 0 0 1 12-12Z', C.tealBright) +
    heart(144, 39, 12, C.white) +
    shadowPath(t, 'M40 32h40a10 10 0 0 1 10 10v16a10 10 0 0 1-10 10h-24l-12 12v-12h-4a10 10 0 0 1-10-10v-16a10 10 0 0 1 10-10Z') +
    P('M40 32h40a10 10 0 0 1 10 10v16a10 10 0 0 1-10 10h-24l-12 12v-12h-4a10 10 0 0 1-10-10v-16a10 10 0 0 1 10-10Z', t.paper) +
    O(47, 50, 4.5, C.coral) +
    O(60, 50, 4.5, C.saffron) +
    O(73, 50, 4.5, C.tealBright) +
    O(178, 96, 10, t.paper) +
    star(178, 96, 6.5, C.saffron) +
    sparkle(176, 178, 8, t.pop),

  'performance-marketing': (t) =>
    R(16, 176, 168, 6, 3, t.line, op(t.name === 'dark' ? 0.5 : 0.85)) +
    shadowRect(t, 30, 130, 26, 46, 6) +
    R(30, 130, 26, 46, 6, t.soft) +
    R(66, 108, 26, 68, 6, C.tealBright) +
    R(102, 90, 26, 86, 6, C.teal) +
    R(138, 62, 26, 114, 6, C.saffron) +
    S('M24 116L66 90L98 100L150 42', t.line, 6) +
    S('M128 40H154V66', t.line, 6) +
    // target
    O(56, 44, 30, C.coral) +
    O(56, 44, 21, t.paper) +
    O(56, 44, 12, C.coral) +
    O(56, 44, 4.5, t.paper) +
    S('M56 44L86 14', t.frame, 4) +
    P('M86 14l2-10 10 10-10 2Z', C.saffron) +
    sparkle(180, 118, 9, t.pop),

  'growth-hacking-solutions': (t) =>
    // axes, the area under an exponential growth curve, and a rocket riding its tip
    S('M18 20V182H186', t.line, 5, op(t.name === 'dark' ? 0.45 : 0.75)) +
    P('M30 176Q88 172 112 132T150 58V176Z', C.tealBright, op(0.22)) +
    S('M30 176Q88 172 112 132T150 58', t.name === 'dark' ? C.tealBright : C.teal, 7) +
    O(30, 176, 7, t.paper) +
    O(30, 176, 4, C.coral) +
    O(88, 162, 7, t.paper) +
    O(88, 162, 4, C.saffron) +
    O(117, 122, 7, t.paper) +
    O(117, 122, 4, C.coral) +
    rocket(t, 160, 44, 0.62, 28) +
    sparkle(58, 48, 10, t.pop) +
    sparkle(182, 128, 8, C.coral) +
    O(100, 30, 4, t.cool),

  'printing-solutions': (t) =>
    // paper going in
    R(44, 20, 68, 56, 3, t.paper) +
    lines(52, 30, [44, 32, 40], 10, 4, C.teal, op(0.3)) +
    // printer
    shadowRect(t, 14, 70, 128, 62, 12) +
    R(14, 70, 128, 62, 12, t.frame) +
    R(28, 62, 100, 14, 6, t.soft) +
    R(26, 112, 104, 8, 4, t.name === 'dark' ? C.ink : C.cream, op(0.5)) +
    O(122, 88, 6, C.saffron) +
    R(96, 84, 16, 8, 3, C.tealBright) +
    // printed sheet coming out
    R(34, 116, 88, 64, 3, t.paper) +
    R(42, 126, 72, 24, 3, C.tealBright) +
    O(56, 138, 6, C.saffron) +
    P('M74 150L88 134L104 150Z', C.teal) +
    lines(42, 158, [56, 40], 9, 4, C.teal, op(0.3)) +
    // stacked brochures
    G(
      rot(10, 166, 150),
      shadowRect(t, 146, 118, 42, 62, 4) +
        R(146, 118, 42, 62, 4, C.coral) +
        R(146, 118, 14, 62, 0, C.ink, op(0.1)) +
        R(166, 130, 14, 4, 2, C.white, op(0.8)),
    ) +
    G(
      rot(-6, 160, 140),
      R(138, 110, 42, 62, 4, C.saffron) +
        R(138, 110, 14, 62, 0, C.ink, op(0.08)) +
        O(166, 130, 8, C.white) +
        R(156, 146, 18, 4, 2, C.ink, op(0.6)),
    ) +
    sparkle(172, 40, 10, t.pop) +
    O(150, 76, 4, t.cool),

  'event-management': (t) =>
    // spotlight cone
    P('M40 40L62 160H138L58 30Z', C.saffron, op(0.28)) +
    G(rot(28, 46, 30), R(30, 20, 34, 22, 6, t.frame) + R(58, 18, 8, 26, 3, C.saffron)) +
    R(40, 4, 4, 16, 2, t.line, op(0.5)) +
    // stage
    E(100, 160, 52, 8, C.saffron, op(0.45)) +
    R(14, 160, 172, 12, 4, t.frame) +
    R(20, 172, 160, 16, 3, C.coral) +
    R(20, 172, 160, 5, 0, C.ink, op(0.12)) +
    // mic on stage
    S('M100 160V124', t.line, 4) +
    S('M88 160h24', t.line, 4) +
    R(94, 104, 12, 22, 6, t.frame) +
    R(94, 104, 12, 12, 6, C.tealBright) +
    // calendar
    shadowRect(t, 128, 18, 58, 58, 8) +
    R(128, 18, 58, 58, 8, t.paper) +
    R(128, 18, 58, 18, 8, C.tealBright) +
    R(128, 28, 58, 8, 0, C.tealBright) +
    R(139, 12, 5, 13, 2.5, t.frame) +
    R(170, 12, 5, 13, 2.5, t.frame) +
    [0, 1, 2, 3].map((i) => [0, 1].map((j) => R(136 + i * 12, 44 + j * 14, 7, 7, 2, C.teal, op(0.25))).join('')).join('') +
    O(175.5, 61.5, 8, C.coral) +
    sparkle(160, 112, 8, t.pop) +
    sparkle(28, 110, 6, t.cool),

  'outdoor-media': (t) =>
    // road
    P('M84 146H116L196 200H4Z', t.name === 'dark' ? C.teal : C.ink, op(t.name === 'dark' ? 0.7 : 0.85)) +
    S('M100 152V162M100 172V186M100 196V200', C.saffron, 4) +
    // posts
    R(56, 112, 9, 62, 3, t.frame) +
    R(135, 112, 9, 62, 3, t.frame) +
    R(44, 124, 112, 6, 3, t.frame) +
    // board
    shadowRect(t, 14, 22, 172, 98, 10) +
    R(14, 22, 172, 98, 10, t.frame) +
    R(22, 30, 156, 82, 5, C.tealTint) +
    O(64, 60, 16, C.saffron) +
    P('M22 112V92Q52 70 82 88T140 80Q160 74 178 86V112Z', C.tealBright) +
    P('M96 112Q124 90 178 100V112Z', C.teal) +
    R(110, 42, 52, 8, 4, C.coral) +
    R(110, 56, 34, 6, 3, C.ink, op(0.5)) +
    // lamps
    S('M50 22V14h12', t.line, 3) +
    S('M150 22V14h-12', t.line, 3) +
    O(64, 14, 4, C.saffron) +
    O(136, 14, 4, C.saffron),

  'software-development': (t) => {
    const term = t.name === 'dark' ? C.teal : C.ink;
    return (
      shadowRect(t, 12, 26, 140, 112, 12) +
      R(12, 26, 140, 112, 12, term) +
      R(12, 26, 140, 20, 12, t.name === 'dark' ? C.cream : C.tealBright, op(t.name === 'dark' ? 0.9 : 1)) +
      R(12, 38, 140, 8, 0, term) +
      O(24, 36, 3.5, C.coral) +
      O(35, 36, 3.5, C.saffron) +
      O(46, 36, 3.5, C.white) +
      S('M26 60l10 8-10 8', C.saffron, 5) +
      R(44, 72, 18, 5, 2.5, C.saffron) +
      lines(26, 88, [60, 86, 42], 12, 5, C.tealBright) +
      R(94, 88, 28, 5, 2.5, C.coral) +
      R(74, 112, 30, 5, 2.5, C.white, op(0.6)) +
      gear(140, 140, 30, 9, C.saffron) +
      gear(180, 96, 16, 7, C.coral, 6) +
      sparkle(186, 176, 8, t.cool) +
      sparkle(28, 170, 7, t.pop)
    );
  },

  'lead-generation': (t) =>
    // leads dropping in
    O(64, 18, 8, C.tealBright) +
    O(100, 12, 8, C.coral) +
    O(134, 20, 8, t.paper) +
    O(84, 36, 6, t.paper) +
    O(118, 38, 6, C.tealBright) +
    // funnel
    shadowPath(t, 'M22 56H178L124 114V160L84 178V114Z') +
    P('M22 56H178L124 114V160L84 178V114Z', C.saffron) +
    P('M49 84H151L124 114H76Z', C.coral) +
    E(100, 56, 78, 10, t.frame) +
    E(100, 56, 68, 5, C.saffron, op(0.5)) +
    P('M84 114H124V130H84Z', C.ink, op(0.12)) +
    // contact cards out
    G(
      rot(-8, 150, 160),
      shadowRect(t, 114, 138, 72, 46, 7) +
        R(114, 138, 72, 46, 7, t.paper) +
        O(132, 156, 9, C.tealBright) +
        lines(146, 150, [30, 22], 10, 5, C.teal, op(0.3)) +
        R(124, 172, 52, 5, 2.5, C.coral, op(0.8)),
    ) +
    G(
      rot(6, 40, 170),
      R(10, 152, 64, 40, 7, t.paper) +
        O(26, 168, 8, C.saffron) +
        lines(38, 162, [26, 18], 10, 5, C.teal, op(0.3)),
    ),

  'hospitality-management': (t) =>
    // stars
    star(62, 40, 11, C.saffron) +
    star(92, 30, 13, C.saffron) +
    star(122, 40, 11, C.saffron) +
    // bell
    E(92, 168, 72, 9, t.name === 'dark' ? C.teal : C.ink, op(0.12)) +
    R(86, 74, 12, 14, 4, t.frame) +
    R(78, 70, 28, 8, 4, t.frame) +
    shadowPath(t, 'M36 152A56 60 0 0 1 148 152Z') +
    P('M36 152A56 60 0 0 1 148 152Z', C.saffron) +
    S('M56 132A40 44 0 0 1 80 102', C.white, 6, op(0.7)) +
    R(24, 150, 136, 16, 8, t.frame) +
    // key card
    G(
      rot(14, 164, 118),
      shadowRect(t, 140, 82, 52, 76, 8) +
        R(140, 82, 52, 76, 8, C.tealBright) +
        R(140, 96, 52, 10, 0, C.ink, op(0.7)) +
        O(166, 130, 11, C.white) +
        S('M166 126v9', C.tealBright, 4),
    ) +
    sparkle(26, 72, 8, t.cool) +
    sparkle(160, 56, 6, t.pop),

  'individual-portfolio-management': (t) =>
    // profile card
    shadowRect(t, 14, 20, 100, 150, 12) +
    R(14, 20, 100, 150, 12, t.paper) +
    R(14, 20, 100, 46, 12, C.tealBright) +
    R(14, 52, 100, 14, 0, C.tealBright) +
    O(64, 68, 24, t.paper) +
    O(64, 64, 10, C.ink) +
    P('M46 88Q64 70 82 88Z', C.ink) +
    O(64, 68, 21, 'none', ` stroke="${C.saffron}" stroke-width="4"`) +
    R(34, 102, 60, 7, 3.5, C.ink, op(0.8)) +
    R(44, 116, 40, 5, 2.5, C.teal, op(0.35)) +
    star(42, 142, 6, C.saffron) +
    star(58, 142, 6, C.saffron) +
    star(74, 142, 6, C.saffron) +
    star(90, 142, 6, C.saffron, op(0.35)) +
    // portfolio grid
    R(124, 24, 30, 30, 6, C.coral) +
    R(160, 24, 30, 30, 6, C.saffron) +
    R(124, 60, 30, 30, 6, t.soft) +
    R(160, 60, 30, 30, 6, C.teal) +
    P('M160 86L170 74L178 82L184 76L190 86Z', C.tealTint) +
    O(139, 75, 7, C.tealBright) +
    // camera
    shadowRect(t, 112, 120, 78, 56, 10) +
    R(130, 112, 22, 12, 4, t.frame) +
    R(112, 120, 78, 56, 10, t.frame) +
    O(151, 148, 19, t.paper) +
    O(151, 148, 12, C.tealBright) +
    O(147, 144, 4, C.white) +
    R(172, 128, 10, 6, 3, C.coral),

  'political-campaign': (t) =>
    // flag
    R(40, 14, 5, 100, 2.5, t.frame) +
    P('M45 18Q66 10 84 20T124 20V58Q104 66 84 56T45 56Z', C.coral) +
    star(82, 38, 9, t.paper) +
    // podium
    shadowPath(t, 'M16 108H98L90 186H24Z') +
    P('M16 108H98L90 186H24Z', C.tealBright) +
    R(10, 100, 94, 12, 6, t.frame) +
    O(57, 146, 14, t.paper) +
    star(57, 146, 8, C.saffron) +
    S('M80 100V84l8-8', t.frame, 4) +
    R(84, 68, 10, 14, 5, t.frame) +
    // ballot box
    shadowRect(t, 112, 112, 78, 74, 8) +
    R(112, 112, 78, 74, 8, C.saffron) +
    R(112, 112, 78, 16, 8, t.frame) +
    R(134, 117, 34, 5, 2.5, t.name === 'dark' ? C.ink : C.cream) +
    R(122, 142, 58, 34, 6, C.white, op(0.35)) +
    S('M140 156l8 8 14-16', C.ink, 5) +
    // ballot going in
    G(rot(-8, 151, 96), R(134, 70, 34, 50, 3, t.paper) + S('M142 92l6 6 12-12', C.teal, 4) + R(142, 78, 18, 4, 2, C.teal, op(0.3))) +
    sparkle(178, 44, 9, t.pop) +
    O(140, 30, 4, t.cool),
};

// ---------------------------------------------------------------------------
// Sector motifs (200 x 200 box) plus the colour spots their blurred backdrops use.
// ---------------------------------------------------------------------------
const sectorMotifs = {
  education: {
    spots: [
      [100, 150, 70, C.tealBright],
      [100, 60, 50, C.saffron],
    ],
    draw: (t) =>
      // book
      shadowPath(t, 'M14 128Q56 112 100 132Q144 112 186 128V182Q144 166 100 186Q56 166 14 182Z') +
      P('M14 128Q56 112 100 132Q144 112 186 128V182Q144 166 100 186Q56 166 14 182Z', C.teal) +
      P('M22 122Q60 108 98 126V176Q60 160 22 174Z', t.paper) +
      P('M102 126Q140 108 178 122V174Q140 160 102 176Z', t.paper) +
      S('M36 134Q58 126 84 136M36 148Q58 140 84 150M36 162Q58 154 74 160', C.teal, 3.5, op(0.35)) +
      S('M116 136Q142 126 164 134M116 150Q142 140 164 148', C.teal, 3.5, op(0.35)) +
      R(98, 124, 4, 56, 2, C.teal) +
      // graduation cap
      P('M64 78V96Q100 114 136 96V78Z', t.frame) +
      shadowPath(t, 'M100 32L168 60L100 88L32 60Z') +
      P('M100 32L168 60L100 88L32 60Z', t.frame) +
      P('M100 40L150 60L100 80L50 60Z', C.white, op(0.08)) +
      S('M100 60L150 72V104', C.saffron, 4) +
      O(100, 60, 5, C.saffron) +
      P('M144 102h12l4 18h-20Z', C.saffron) +
      sparkle(174, 32, 9, C.coral) +
      O(30, 92, 5, C.tealBright),
  },
  technology: {
    spots: [
      [90, 120, 60, C.ink],
      [150, 50, 46, C.tealBright],
    ],
    draw: (t) =>
      // circuit traces
      S('M34 118H14M34 140H22V170M146 150H176V176M90 170V192M112 170V186H140', C.teal, 4) +
      O(14, 118, 5, C.saffron) +
      O(22, 170, 5, C.coral) +
      O(176, 176, 5, C.tealBright) +
      O(90, 192, 5, C.saffron) +
      O(140, 186, 5, C.coral) +
      S('M112 96V74Q112 66 120 66H132', C.teal, 4) +
      // chip
      [0, 1, 2, 3].map((i) => R(52 + i * 22, 86, 6, 14, 3, t.frame) + R(52 + i * 22, 164, 6, 14, 3, t.frame)).join('') +
      [0, 1, 2, 3].map((i) => R(28, 110 + i * 14 - 4, 14, 6, 3, t.frame) + R(138, 110 + i * 14 - 4, 14, 6, 3, t.frame)).join('') +
      shadowRect(t, 36, 94, 110, 76, 12) +
      R(36, 94, 110, 76, 12, t.frame) +
      R(58, 110, 66, 44, 8, C.saffron) +
      R(70, 120, 42, 24, 5, C.ink, op(0.15)) +
      S('M78 132h8l5-7 6 14 5-7h8', C.ink, 3.5) +
      // cloud
      shadowPath(t, 'M120 62a18 18 0 0 1 4-36 24 24 0 0 1 46 2 17 17 0 0 1 6 34Z') +
      P('M120 62a18 18 0 0 1 4-36 24 24 0 0 1 46 2 17 17 0 0 1 6 34Z', C.tealBright) +
      S('M148 54V38M141 44l7-7 7 7', C.white, 4) +
      sparkle(30, 40, 10, C.saffron) +
      O(68, 52, 5, C.coral),
  },
  'real-estate': {
    spots: [
      [80, 110, 70, C.tealBright],
      [150, 150, 40, C.saffron],
    ],
    draw: (t) => {
      const win = (x0, y0, cols, rows, c) =>
        Array.from({ length: cols * rows }, (_, k) => R(x0 + (k % cols) * 14, y0 + Math.floor(k / cols) * 16, 8, 9, 2, c)).join('');
      return (
        R(6, 182, 188, 6, 3, t.line, op(0.7)) +
        shadowRect(t, 24, 40, 54, 142, 6) +
        R(24, 40, 54, 142, 6, C.teal) +
        R(42, 28, 18, 14, 3, C.teal) +
        win(33, 52, 3, 7, C.tealTint) +
        R(78, 72, 48, 110, 6, C.tealBright) +
        win(86, 84, 3, 5, C.white) +
        // house
        shadowPath(t, 'M104 122L146 88L188 122V182H104Z') +
        P('M110 120H182V182H110Z', t.paper) +
        S('M100 124L146 86L192 124', C.saffron, 12) +
        R(134, 146, 24, 36, 4, C.coral) +
        O(152, 165, 2.5, C.white) +
        R(118, 136, 12, 12, 2, C.tealBright) +
        R(164, 136, 12, 12, 2, C.tealBright) +
        // key
        G(
          rot(-30, 160, 40),
          O(140, 40, 16, 'none', ` stroke="${C.saffron}" stroke-width="8"`) +
            R(154, 36, 40, 8, 4, C.saffron) +
            R(176, 40, 6, 14, 2, C.saffron) +
            R(186, 40, 6, 10, 2, C.saffron),
        ) +
        sparkle(100, 26, 8, C.coral)
      );
    },
  },
  'food-beverages': {
    spots: [
      [60, 130, 56, C.coral],
      [140, 140, 60, C.saffron],
    ],
    draw: (t) =>
      E(100, 180, 92, 8, C.ink, op(0.08)) +
      // steam
      S('M44 60q-8-10 0-20t0-20M62 64q-8-10 0-20t0-20', t.line, 4, op(0.3)) +
      S('M124 82q-8-10 0-20t0-20M146 78q-8-10 0-20t0-20M168 82q-8-10 0-20t0-20', t.line, 4, op(0.3)) +
      // cup
      E(54, 172, 44, 8, t.frame) +
      O(82, 116, 14, 'none', ` stroke="${C.coral}" stroke-width="8"`) +
      shadowPath(t, 'M20 80H86L80 156Q78 166 68 166H38Q28 166 26 156Z') +
      P('M20 80H86L80 156Q78 166 68 166H38Q28 166 26 156Z', C.coral) +
      R(22, 98, 62, 10, 0, C.white, op(0.85)) +
      E(53, 80, 33, 6, C.ink, op(0.85)) +
      // bowl
      S('M150 104L184 62M162 106L194 70', t.frame, 4) +
      P('M98 112Q110 90 140 94Q168 88 182 112Z', t.paper) +
      O(128, 100, 6, C.tealBright) +
      O(146, 98, 5, C.coral) +
      O(162, 104, 5, C.tealBright) +
      shadowPath(t, 'M94 110H186Q184 158 140 162Q96 158 94 110Z') +
      P('M94 110H186Q184 158 140 162Q96 158 94 110Z', C.saffron) +
      S('M104 128Q140 136 176 128', C.white, 4, op(0.6)) +
      R(120, 160, 40, 12, 4, C.saffron) +
      sparkle(182, 30, 9, C.tealBright),
  },
  clothing: {
    spots: [
      [86, 110, 70, C.tealBright],
      [160, 150, 36, C.coral],
    ],
    draw: (t) =>
      // rail
      R(4, 16, 192, 6, 3, t.line, op(0.6)) +
      // hanger
      S('M86 20Q86 32 94 34', t.frame, 5) +
      S('M30 64L86 38L142 64', t.frame, 5) +
      // shirt
      shadowPath(t, 'M62 46L38 56L20 96L40 104L48 90V182H124V90L132 104L152 96L134 56L110 46Q86 62 62 46Z') +
      P('M62 46L38 56L20 96L40 104L48 90V182H124V90L132 104L152 96L134 56L110 46Q86 62 62 46Z', C.tealBright) +
      P('M62 46Q86 62 110 46L104 44Q86 54 68 44Z', C.teal) +
      P('M70 48L86 72L102 48Z', t.paper) +
      S('M86 72V174', C.teal, 3, op(0.5)) +
      [92, 116, 140].map((y) => O(92, y, 2.6, C.white)).join('') +
      R(96, 100, 18, 14, 3, C.saffron) +
      // spool + needle
      R(136, 132, 52, 8, 3, t.frame) +
      R(136, 180, 52, 8, 3, t.frame) +
      R(142, 140, 40, 40, 2, C.coral) +
      S('M146 148h32M146 158h32M146 168h32', C.white, 2, op(0.4)) +
      S('M182 150Q196 170 178 194', C.coral, 3) +
      G(rot(30, 174, 100), R(172, 70, 4, 56, 2, t.frame) + E(174, 76, 1.2, 4, C.cream)) +
      sparkle(166, 40, 9, C.saffron),
  },
  pharmaceutical: {
    spots: [
      [70, 120, 60, C.tealBright],
      [150, 70, 50, C.coral],
    ],
    draw: (t) =>
      // flask
      shadowPath(t, 'M58 30H94V76L132 156Q138 178 116 178H36Q14 178 20 156L58 76Z') +
      P('M58 30H94V76L132 156Q138 178 116 178H36Q14 178 20 156L58 76Z', t.paper) +
      P('M36 120H116L132 156Q138 178 116 178H36Q14 178 20 156Z', C.tealBright) +
      R(52, 22, 48, 12, 6, t.frame) +
      S('M70 50h14M70 64h14', C.teal, 3, op(0.4)) +
      O(56, 150, 7, C.white, op(0.7)) +
      O(84, 140, 4, C.white, op(0.7)) +
      O(96, 160, 5, C.white, op(0.7)) +
      O(80, 104, 4, C.tealBright) +
      O(70, 90, 3, C.tealBright, op(0.6)) +
      // capsule
      G(
        rot(-35, 156, 146),
        shadowRect(t, 126, 130, 64, 30, 15) +
          R(126, 130, 64, 30, 15, C.saffron) +
          P('M158 130H141A15 15 0 0 0 141 160H158Z', C.coral) +
          R(134, 136, 16, 5, 2.5, C.white, op(0.6)),
      ) +
      // cross
      shadowRect(t, 126, 22, 56, 56, 14) +
      R(126, 22, 56, 56, 14, C.coral) +
      P('M147 32h14v11h11v14h-11v11h-14v-11h-11v-14h11Z', C.white) +
      sparkle(118, 100, 8, C.saffron) +
      O(186, 104, 5, C.teal),
  },
};

// ---------------------------------------------------------------------------
// Backgrounds and page-level compositions.
// ---------------------------------------------------------------------------
const accents = [C.saffron, C.coral, C.tealBright];

function serviceCard(slug, i) {
  const id = `d${i}`;
  const accent = accents[i % 3];
  const body =
    R(0, 0, 257, 360, 0, C.ink) +
    blob(128, 104, 92, C.teal, 11 + i * 7, op(0.42)) +
    O(i % 2 ? 34 : 223, 30, 16, 'none', ` stroke="${accent}" stroke-width="3"${op(0.55)}`) +
    dotField(id, i % 2 ? 170 : 12, 150, 76, 48) +
    // calm lower part: one very faint arc in the corner, nothing under the text
    O(257, 360, 110, C.cream, op(0.025)) +
    G(place(128 - 86, 104 - 86, 0.86), serviceMotifs[slug](DARK));
  return svg(257, 360, body, dotDefs(id, C.cream, 12, 1.4, 0.22));
}

function serviceSquare(slug, i) {
  const id = `d${i}`;
  const body =
    R(0, 0, 480, 480, 0, C.cream) +
    blob(240, 250, 190, C.tealTint, 3 + i * 5) +
    blob(i % 2 ? 96 : 384, 96, 70, C.saffronTint, 9 + i * 3) +
    dotField(id, i % 2 ? 330 : 28, 340, 124, 112) +
    O(i % 2 ? 400 : 74, 410, 10, C.coral, op(0.5)) +
    G(place(80, 84, 1.6), serviceMotifs[slug](LIGHT));
  return svg(480, 480, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

function sectorArt(slug, i) {
  const id = `s${i}`;
  const tintA = i % 2 ? C.saffronTint : C.tealTint;
  const tintB = i % 2 ? C.tealTint : C.saffronTint;
  const body =
    R(0, 0, 600, 400, 0, C.cream) +
    blob(300, 210, 185, tintA, 21 + i * 13) +
    blob(i % 2 ? 110 : 490, 90, 80, tintB, 5 + i * 11) +
    dotField(id, i % 2 ? 440 : 40, 250, 126, 112) +
    sparkle(i % 2 ? 96 : 516, 300, 10, C.saffron) +
    O(i % 2 ? 520 : 80, 320, 8, C.coral, op(0.55)) +
    G(place(150, 50, 1.5), sectorMotifs[slug].draw(LIGHT));
  return svg(600, 400, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

// Light stand-ins for strong colours in the blurred backdrops (ink text goes on them).
const SOFTER = { [C.ink]: C.tealTint, [C.teal]: C.tealTint, [C.tealBright]: C.tealTint, [C.saffron]: C.saffronTint };

function sectorBlur(slug, i) {
  const tintA = i % 2 ? C.saffronTint : C.tealTint;
  const tintB = i % 2 ? C.tealTint : C.saffronTint;
  const spots = sectorMotifs[slug].spots
    .map(([x, y, r, c]) => O(150 + x * 1.5, 50 + y * 1.5, r * 1.5, SOFTER[c] ?? c, op(c === C.coral ? 0.22 : 0.9)))
    .join('');
  const body =
    R(0, 0, 600, 400, 0, C.cream) +
    G(
      '',
      blob(300, 210, 185, tintA, 21 + i * 13) + blob(i % 2 ? 110 : 490, 90, 80, tintB, 5 + i * 11) + spots,
      ' filter="url(#b)"',
    ).replace('<g transform=""', '<g');
  const defs =
    '<filter id="b" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="30"/></filter>';
  return svg(600, 400, body, defs);
}

// Small square icons (64 x 64 box) for the hero cluster and the floating set.
const icons = {
  browser: () =>
    R(4, 10, 56, 44, 8, C.ink) +
    R(8, 22, 48, 28, 4, C.white) +
    O(11, 16, 2, C.coral) +
    O(17, 16, 2, C.saffron) +
    O(23, 16, 2, C.tealBright) +
    S('M24 30l-6 6 6 6M40 30l6 6-6 6', C.teal, 3.5) +
    S('M35 28l-6 16', C.saffron, 3.5),
  phone: () =>
    R(18, 4, 28, 56, 7, C.ink) +
    R(21, 10, 22, 42, 3, C.white) +
    R(24, 14, 7, 7, 2, C.saffron) +
    R(33, 14, 7, 7, 2, C.coral) +
    R(24, 23, 7, 7, 2, C.tealBright) +
    R(33, 23, 7, 7, 2, C.tealTint) +
    R(24, 33, 16, 14, 2, C.teal),
  megaphone: () =>
    R(6, 26, 12, 14, 3, C.ink) +
    P('M16 26L44 12V54L16 40Z', C.saffron) +
    R(42, 9, 7, 48, 3.5, C.coral) +
    P('M12 40h7l3 14q0 3-3 3h-3q-2 0-2-2Z', C.ink) +
    S('M54 26q4 7 0 14', C.ink, 3, op(0.5)),
  chart: () =>
    R(8, 52, 48, 4, 2, C.ink) +
    R(10, 36, 10, 16, 3, C.tealTint) +
    R(24, 28, 10, 24, 3, C.tealBright) +
    R(38, 18, 10, 34, 3, C.saffron) +
    S('M10 28L24 18L32 22L50 8', C.ink, 3.5) +
    S('M42 7H51V16', C.ink, 3.5),
  billboard: () =>
    R(17, 38, 5, 20, 2, C.ink) +
    R(42, 38, 5, 20, 2, C.ink) +
    R(4, 8, 56, 34, 5, C.ink) +
    R(8, 12, 48, 26, 3, C.tealTint) +
    O(20, 22, 5, C.saffron) +
    P('M8 38V32Q22 24 32 30T56 28V38Z', C.tealBright),
  rocket: () => rocket(LIGHT, 34, 29, 0.5, 35),
  bulb: () =>
    S('M32 4v5M12 12l4 4M52 12l-4 4M6 30h5M58 30h-5', C.saffron, 3.5) +
    O(32, 30, 15, C.saffron) +
    P('M23 40h18v6H23Z', C.saffron) +
    S('M28 30l4 6 4-6', C.ink, 2.5, op(0.6)) +
    R(24, 46, 16, 6, 3, C.ink) +
    R(26, 53, 12, 5, 2.5, C.ink) +
    S('M26 22a9 9 0 0 1 6-4', C.white, 3),
  code: () =>
    R(4, 8, 56, 48, 9, C.ink) +
    S('M20 24l-8 8 8 8M44 24l8 8-8 8', C.tealBright, 4) +
    S('M36 20l-8 24', C.saffron, 4),
  star: () => star(32, 33, 26, C.saffron) + star(32, 33, 12, C.white, op(0.35)),
};

function floating(name) {
  const tint = { bulb: C.saffronTint, rocket: C.tealTint, chart: C.tealTint, megaphone: C.saffronTint, code: C.tealTint, star: C.saffronTint }[name];
  const inner = name === 'star' ? icons.star() : G('translate(8 8) scale(0.75)', icons[name]());
  return svg(64, 64, O(32, 32, 31, tint) + inner);
}

function hero() {
  // White tiles, each holding one small service icon (shadows and tiles share one group each).
  const tiles = [
    ['browser', 150, 232],
    ['phone', 244, 232],
    ['megaphone', 339, 232],
    ['chart', 198, 334],
    ['billboard', 292, 334],
  ];
  const tileRects = (dx, dy) => tiles.map(([, x, y]) => `<rect x="${x - 4 + dx}" y="${y - 4 + dy}" width="78" height="78" rx="16"/>`).join('');
  const cluster =
    `<g fill="${C.ink}" opacity="0.08">${tileRects(4, 5)}</g><g fill="${C.white}">${tileRects(0, 0)}</g>` +
    tiles.map(([name, x, y]) => G(place(x, y, 1.1), icons[name]())).join('');
  const body =
    blob(282, 276, 196, C.tealTint, 7) +
    blob(476, 92, 62, C.saffronTint, 4) +
    dotField('hd', 24, 24, 140, 98) +
    // the house: one roof over every service
    R(104, 196, 352, 236, 26, C.cream) +
    R(104, 196, 352, 236, 26, 'none', ` stroke="${C.ink}" stroke-width="3"${op(0.12)}`) +
    R(86, 430, 388, 10, 5, C.ink, op(0.85)) +
    P('M280 58L470 202H90Z', C.saffronTint) +
    R(370, 78, 26, 56, 5, C.ink) +
    roof(58, 214, 280, 48, 502, 30) +
    O(280, 150, 22, C.white) +
    O(280, 150, 22, 'none', ` stroke="${C.ink}" stroke-width="4"`) +
    star(280, 150, 11, C.coral) +
    // idea -> implementation: a dotted path from the bulb, through the services, to the rocket
    S('M96 330C140 330 150 300 190 300S240 320 280 318S352 300 380 320S436 356 472 332', C.ink, 3.5, ' stroke-dasharray="1 10"' + op(0.55)) +
    cluster +
    O(58, 322, 36, C.white) +
    O(58, 322, 36, 'none', ` stroke="${C.saffron}" stroke-width="4" stroke-dasharray="2 8"`) +
    G(place(28, 290, 0.94), icons.bulb()) +
    rocket(LIGHT, 496, 282, 0.86, 24) +
    sparkle(528, 172, 11, C.coral) +
    sparkle(36, 196, 9, C.tealBright) +
    O(526, 420, 7, C.saffron) +
    O(30, 420, 5, C.coral);
  return svg(560, 480, body, dotDefs('hd', C.teal, 14, 1.8, 0.35));
}

function underline() {
  // A dry-brush saffron stroke: a tapered main band plus two thinner passes.
  const body =
    P('M4 14C40 7 92 4 150 4.5S252 6 296 8C298 11 297 14 294 15C248 14 200 13 150 13.5S56 17 9 21C3 21 1 16 4 14Z', C.saffron) +
    S('M14 18C70 13 150 11 220 12.5S280 15 292 15', C.saffron, 2.5, op(0.7)) +
    S('M30 9C90 4.5 170 3.5 260 6', C.saffron, 1.6, op(0.55));
  return svg(300, 24, body);
}

function servicesIntro() {
  const body =
    R(0, 0, 381, 381, 0, C.cream) +
    blob(190, 200, 160, C.tealTint, 31) +
    dotField('si', 250, 30, 110, 84) +
    // wall sticky notes
    G(rot(-6, 70, 70), R(40, 40, 56, 56, 6, C.saffron) + lines(50, 56, [34, 24], 12, 5, C.ink, op(0.35))) +
    G(rot(5, 130, 60), R(106, 34, 50, 50, 6, C.coral) + lines(116, 50, [28, 18], 12, 5, C.white, op(0.7))) +
    G(rot(-3, 90, 130), R(66, 104, 46, 46, 6, C.white) + S('M76 130l8 8 16-16', C.teal, 5)) +
    // chart board
    R(196, 58, 132, 96, 10, C.white) +
    R(196, 58, 132, 96, 10, 'none', ` stroke="${C.ink}" stroke-width="3"${op(0.1)}`) +
    R(212, 118, 16, 24, 4, C.tealTint) +
    R(236, 104, 16, 38, 4, C.tealBright) +
    R(260, 90, 16, 52, 4, C.teal) +
    R(284, 74, 16, 68, 4, C.saffron) +
    S('M212 100L244 86L266 92L306 68', C.coral, 4) +
    // desk
    R(24, 272, 333, 14, 7, C.ink) +
    R(50, 286, 12, 80, 5, C.ink) +
    R(318, 286, 12, 80, 5, C.ink) +
    // laptop
    P('M86 196H226V262H86Z', C.ink) +
    R(92, 202, 128, 54, 4, C.white) +
    R(100, 210, 40, 38, 4, C.tealBright) +
    O(120, 229, 10, C.saffron) +
    lines(148, 212, [60, 44, 52], 12, 6, C.teal, op(0.35)) +
    P('M70 262H242L232 272H80Z', C.ink, op(0.85)) +
    // colour palette
    P('M252 270C236 270 236 240 262 236C290 232 318 236 320 252C322 266 300 262 300 270Z', C.white) +
    O(266, 250, 6, C.coral) +
    O(282, 245, 6, C.saffron) +
    O(298, 249, 6, C.tealBright) +
    O(308, 260, 4, C.teal) +
    S('M326 230L290 262', C.ink, 4) +
    R(323, 218, 10, 16, 3, C.saffron, ` transform="${rot(48, 328, 226)}"`) +
    // mug
    R(42, 240, 28, 32, 6, C.coral) +
    O(72, 256, 8, 'none', ` stroke="${C.coral}" stroke-width="5"`) +
    sparkle(352, 178, 10, C.saffron) +
    O(30, 170, 6, C.tealBright);
  return svg(381, 381, body, dotDefs('si', C.teal, 14, 1.8, 0.3));
}

// A simple seated person seen from the front: head + rounded torso.
const person = (cx, top, shirt, head = C.ink) =>
  P(`M${cx - 30} ${top + 96}V${top + 66}Q${cx - 30} ${top + 40} ${cx} ${top + 40}Q${cx + 30} ${top + 40} ${cx + 30} ${top + 66}V${top + 96}Z`, shirt) +
  O(cx, top + 18, 17, head) +
  P(`M${cx - 17} ${top + 18}A17 17 0 0 1 ${cx + 17} ${top + 18}Q${cx} ${top + 6} ${cx - 17} ${top + 18}Z`, C.ink, op(0.25));

function whoWeAre() {
  const body =
    R(0, 0, 520, 400, 0, C.cream) +
    blob(260, 230, 190, C.tealTint, 41) +
    dotField('ww', 400, 260, 100, 100) +
    // walls + roof
    R(96, 160, 328, 210, 20, C.white) +
    P('M260 62L420 168H100Z', C.saffronTint) +
    roof(74, 174, 260, 46, 446, 26) +
    O(260, 122, 14, C.white) +
    O(260, 122, 7, C.coral) +
    // board on the wall
    R(300, 182, 92, 56, 6, C.tealTint) +
    R(310, 194, 30, 30, 4, C.saffron) +
    lines(348, 196, [34, 26, 30], 10, 5, C.teal, op(0.5)) +
    // team
    person(162, 196, C.tealBright) +
    person(232, 186, C.coral, C.teal) +
    person(302, 198, C.saffron) +
    person(362, 210, C.teal, C.coral) +
    // table
    R(110, 290, 300, 18, 9, C.ink) +
    R(130, 308, 12, 62, 5, C.ink) +
    R(378, 308, 12, 62, 5, C.ink) +
    P('M196 252H284V288H196Z', C.ink, op(0.9)) +
    R(200, 256, 80, 28, 3, C.tealBright) +
    O(240, 270, 6, C.saffron) +
    P('M184 288H296L290 292H190Z', C.ink) +
    R(312, 272, 40, 18, 3, C.white) +
    R(130, 276, 34, 14, 3, C.saffron) +
    R(334, 266, 16, 24, 5, C.coral) +
    R(86, 370, 348, 8, 4, C.ink, op(0.8)) +
    sparkle(460, 90, 11, C.coral) +
    sparkle(56, 250, 9, C.tealBright);
  return svg(520, 400, body, dotDefs('ww', C.teal, 14, 1.8, 0.3));
}

function flag(x, y, color) {
  return R(x - 2, y - 44, 4, 46, 2, C.ink) + P(`M${x + 2} ${y - 44}h28l-7 9 7 9h-28Z`, color) + E(x, y + 2, 10, 4, C.ink, op(0.2));
}

function whyWe() {
  const body =
    R(0, 0, 520, 400, 0, C.cream) +
    blob(250, 240, 200, C.tealTint, 51) +
    blob(430, 90, 70, C.saffronTint, 52) +
    dotField('wy', 24, 24, 120, 90) +
    // the rising path
    P('M30 370C110 360 150 300 220 290S330 230 350 180S410 120 440 110L470 120C440 128 420 150 390 200S300 300 240 316S120 380 80 390H30Z', C.white) +
    S('M44 374C120 360 160 308 226 298S336 236 362 186S420 124 452 114', C.saffron, 5, ' stroke-dasharray="2 12"') +
    // milestones
    flag(120, 346, C.coral) +
    flag(230, 296, C.tealBright) +
    flag(340, 214, C.saffron) +
    // trophy
    E(452, 118, 40, 8, C.ink, op(0.15)) +
    R(428, 100, 48, 14, 4, C.ink) +
    R(446, 74, 12, 28, 3, C.saffron) +
    S('M430 40q-20 0-16 18t26 14M474 40q20 0 16 18t-26 14', C.saffron, 6) +
    P('M424 28H480V48Q480 80 452 80Q424 80 424 48Z', C.saffron) +
    star(452, 50, 10, C.white) +
    sparkle(400, 36, 9, C.coral) +
    sparkle(500, 80, 7, C.tealBright) +
    sparkle(80, 250, 10, C.saffron) +
    O(150, 190, 6, C.coral, op(0.6)) +
    // start point
    O(44, 374, 11, C.ink) +
    O(44, 374, 5, C.saffron);
  return svg(520, 400, body, dotDefs('wy', C.teal, 14, 1.8, 0.3));
}

function mission() {
  const cx = 260;
  const cy = 204;
  const ticks = Array.from({ length: 16 }, (_, k) => {
    const a = (k * Math.PI) / 8;
    const r1 = k % 4 ? 144 : 136;
    return `M${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * 154)} ${n(cy + Math.sin(a) * 154)}`;
  }).join('');
  const L = 170; // arrow length, from the bullseye out to its fletching
  const arrow =
    S(`M0 0H${L}`, C.ink, 7) +
    P(`M${L - 36} -3L${L - 16} -22H${L + 2}L${L - 10} -3Z`, C.coral) +
    P(`M${L - 36} 3L${L - 16} 22H${L + 2}L${L - 10} 3Z`, C.coral) +
    R(L - 2, -4, 10, 8, 4, C.ink) +
    O(0, 0, 7, C.ink);
  const body =
    R(0, 0, 520, 400, 0, C.cream) +
    blob(260, 205, 186, C.tealTint, 61) +
    dotField('ms', 396, 284, 110, 100) +
    O(cx, cy, 160, 'none', ` stroke="${C.ink}" stroke-width="3"${op(0.15)}`) +
    S(ticks, C.ink, 4, op(0.5)) +
    // compass points: north in coral
    P(`M${cx} ${cy - 186}l11 22h-22Z`, C.coral) +
    P(`M${cx} ${cy + 186}l11-22h-22Z`, C.ink, op(0.45)) +
    P(`M${cx + 186} ${cy}l-22 11v-22Z`, C.ink, op(0.45)) +
    P(`M${cx - 186} ${cy}l22 11v-22Z`, C.ink, op(0.45)) +
    // target
    O(cx + 4, cy + 5, 112, C.ink, op(0.08)) +
    O(cx, cy, 112, C.white) +
    O(cx, cy, 90, C.coral) +
    O(cx, cy, 68, C.white) +
    O(cx, cy, 46, C.tealBright) +
    O(cx, cy, 24, C.saffron) +
    G(`translate(${cx} ${cy}) rotate(-38)`, arrow) +
    sparkle(58, 66, 12, C.saffron) +
    sparkle(470, 352, 9, C.coral) +
    O(66, 340, 6, C.tealBright);
  return svg(520, 400, body, dotDefs('ms', C.teal, 14, 1.8, 0.3));
}

function worldMap() {
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8'));
  const land = feature(topo, topo.objects.land);
  // Drop Antarctica so the inhabited world fills the frame.
  const geom = land.features ? land.features[0].geometry : land.geometry;
  const polys = (geom.type === 'MultiPolygon' ? geom.coordinates : [geom.coordinates]).filter((p) =>
    p[0].some(([, lat]) => lat > -58),
  );
  const world = { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polys } };
  const projection = geoNaturalEarth1().fitExtent(
    [
      [12, 12],
      [988, 488],
    ],
    world,
  );
  const path = geoPath(projection).digits(1);
  const cities = [
    ['Mumbai', 72.88, 19.08],
    ['Bengaluru', 77.59, 12.97],
    ['Delhi', 77.21, 28.61],
    ['Dubai', 55.27, 25.2],
    ['London', -0.13, 51.51],
    ['Singapore', 103.82, 1.35],
    ['New York', -74.01, 40.71],
  ];
  const [px, py] = projection([73.86, 18.52]); // Pune, the home studio
  const arcs = cities
    .filter(([name]) => name !== 'Mumbai')
    .map(([, lon, lat]) => {
      const [x, y] = projection([lon, lat]);
      const mx = (px + x) / 2;
      const my = (py + y) / 2 - Math.hypot(x - px, y - py) * 0.25;
      return `M${n(px)} ${n(py)}Q${n(mx)} ${n(my)} ${n(x)} ${n(y)}`;
    })
    .join('');
  const markers = cities
    .map(([name, lon, lat]) => {
      const [x, y] = projection([lon, lat]);
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${name === 'Mumbai' ? 4.5 : 6}" fill="${C.saffron}" stroke="${C.ink}" stroke-width="2"><title>${name}</title></circle>`;
    })
    .join('');
  const body =
    P(path(world), C.tealTint, ` stroke="${C.teal}" stroke-width="0.8" stroke-linejoin="round"`) +
    S(arcs, C.teal, 1.6, ' stroke-dasharray="4 5"' + op(0.8)) +
    markers +
    O(px, py, 16, C.saffron, op(0.3)) +
    `<circle cx="${n(px)}" cy="${n(py)}" r="8" fill="${C.saffron}" stroke="${C.ink}" stroke-width="2.5"><title>Pune</title></circle>`;
  return svg(1000, 500, body);
}

// ---------------------------------------------------------------------------
// Fictional client wordmarks (200 x 80, ink on transparent).
// ---------------------------------------------------------------------------
const FONT = `font-family="'Plus Jakarta Sans', 'Segoe UI', Arial, sans-serif"`;
/** The client logos to draw, read through the site's own content loader (no fallback: a broken file stops here). */
function clients() {
  return getContent().clients;
}

// Small geometric marks (drawn in a 40 x 40 box), each picked by a word in the name
// so a chai brand gets a cup and a clinic a cross; unmatched names take the next free mark.
const MARKS = [
  ['capsule', /pharma|medi|drug/i, () =>
    G(rot(-40, 20, 20), R(3, 12, 34, 16, 8, C.ink) + R(20, 15, 14, 10, 5, C.white) + R(19, 12, 2, 16, 0, C.white))],
  ['clinic', /clinic|health|aarogya|care|hospital/i, () =>
    P('M20 2C34 8 38 22 20 38C2 22 6 8 20 2Z', C.ink) + P('M17 12h6v6h6v6h-6v6h-6v-6h-6v-6h6Z', C.white)],
  ['cap', /academy|college|institute|school|shiksha/i, () =>
    P('M20 6L39 15L20 24L1 15Z', C.ink) + P('M9 20V29Q20 36 31 29V20L20 26Z', C.ink) + S('M33 17V30', C.ink, 2.5) + O(33, 32, 3, C.ink)],
  ['book', /vidya|labs?\b|learn|book|gyan/i, () =>
    P('M2 12Q11 8 20 13Q29 8 38 12V34Q29 30 20 35Q11 30 2 34Z', C.ink) + S('M20 14V33', C.white, 2.5) + S('M20 3v4M12 5l2 3M28 5l-2 3', C.ink, 2.5)],
  ['house', /realty|estate|homes?|kaveri|indrayani/i, () =>
    P('M20 3L38 18V37H2V18Z', C.ink) + S('M8 25q6-5 12 0t12 0M8 31q6-5 12 0t12 0', C.white, 3)],
  ['cup', /chai|tea|cafe|coffee|tapri|kahani/i, () =>
    P('M4 16h24v8q0 12-12 12T4 24Z', C.ink) + S('M28 19q8 0 7 6t-8 5', C.ink, 3.5) + S('M11 11q-3-4 0-7M19 11q-3-4 0-7', C.ink, 3)],
  ['weave', /loom|vastra|textile|indigo|fabric/i, () =>
    P('M20 2L38 20L20 38L2 20Z', C.ink) + S('M11 11l18 18M29 11L11 29', C.white, 3)],
  ['hex', /system|tech|nest|soft|digital|data/i, () =>
    P(poly([[20, 2], [36, 11], [36, 29], [20, 38], [4, 29], [4, 11]]), 'none', ` stroke="${C.ink}" stroke-width="4.5" stroke-linejoin="round"`) + O(20, 20, 6, C.ink)],
  ['chili', /spice|masala|food|kitchen|sahyadri/i, () =>
    P('M30 10C34 26 22 38 4 36C18 32 22 22 22 12Z', C.ink) + S('M26 10q2-6 8-7', C.ink, 3.5) + P('M20 12q5-5 12 0Z', C.ink)],
  ['fort', /hotel|stay|fort|shivneri|resort/i, () =>
    P('M1 37L14 17L20 25L26 19L39 37Z', C.ink) + S('M26 19V4', C.ink, 2.5) + P('M27 4h9l-3 3.5 3 3.5h-9Z', C.ink)],
  ['blocks', /infra|nirmaan|build|construct/i, () =>
    R(2, 24, 16, 14, 2, C.ink) + R(22, 24, 16, 14, 2, C.ink) + R(12, 6, 16, 14, 2, C.ink)],
  ['pin', /katta|urban|place|city/i, () =>
    R(4, 4, 32, 32, 10, C.ink) + O(20, 18, 7, C.white) + P('M14 21l6 10 6-10Z', C.white) + O(20, 18, 3, C.ink)],
  ['lamp', /event|prakash|light|bright|deep/i, () =>
    O(20, 24, 10, C.ink) + S('M20 4v5M6 12l4 4M34 12l-4 4M2 26h5M38 26h-5', C.ink, 3.5) + R(10, 34, 20, 4, 2, C.ink)],
  ['bridge', /setu|bridge|link/i, () =>
    S('M4 30Q20 6 36 30', C.ink, 5) + R(2, 30, 36, 5, 2.5, C.ink) + S('M12 30V22M20 30V17M28 30V22', C.ink, 3)],
];

function pickMarks(names) {
  const used = new Set();
  const picks = names.map((name) => {
    const hit = MARKS.find(([key, re]) => !used.has(key) && re.test(name));
    if (hit) used.add(hit[0]);
    return hit;
  });
  return picks.map((hit) => {
    if (hit) return hit[2];
    const free = MARKS.find(([key]) => !used.has(key));
    used.add(free[0]);
    return free[2];
  });
}

const xml = (str) => str.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Layout styles: name on one line, two lines, or set in capitals.
function wordmark(rawName, i, drawMark) {
  const name = xml(rawName);
  const words = name.split(/\s+/);
  const mark = drawMark();
  const style = i % 5;
  let text;
  const markAt = 'translate(6 20)';
  if (style === 0 || words.length === 1) {
    // mark left, name on one line, heavy weight
    // fit the line into the 140 px beside the mark (fallback fonts run about 0.6 em a letter)
    const size = Math.min(20, Math.floor((140 / (rawName.length * 0.6)) * 2) / 2);
    const spacing = size < 20 ? '-0.2' : '-0.4';
    text = `<text x="54" y="47" ${FONT} font-size="${size}" font-weight="800" letter-spacing="${spacing}" fill="${C.ink}">${name}</text>`;
  } else if (style === 1) {
    // two lines: bold word over spaced capitals
    text =
      `<text x="54" y="40" ${FONT} font-size="21" font-weight="800" letter-spacing="-0.4" fill="${C.ink}">${words[0]}</text>` +
      `<text x="55" y="58" ${FONT} font-size="10.5" font-weight="700" letter-spacing="3.2" fill="${C.ink}">${words.slice(1).join(' ').toUpperCase()}</text>`;
  } else if (style === 2) {
    // two lines, both bold, tight
    text =
      `<text x="54" y="37" ${FONT} font-size="18" font-weight="700" fill="${C.ink}">${words[0]}</text>` +
      `<text x="54" y="57" ${FONT} font-size="18" font-weight="400" fill="${C.ink}">${words.slice(1).join(' ')}</text>`;
  } else if (style === 3) {
    // all capitals, letter-spaced, mark on top-left
    text =
      `<text x="54" y="38" ${FONT} font-size="15" font-weight="800" letter-spacing="1.6" fill="${C.ink}">${words[0].toUpperCase()}</text>` +
      `<text x="54" y="56" ${FONT} font-size="11" font-weight="600" letter-spacing="4" fill="${C.ink}">${words.slice(1).join(' ').toUpperCase()}</text>`;
  } else {
    // lower-case friendly wordmark with a dot
    text = `<text x="54" y="47" ${FONT} font-size="19" font-weight="700" letter-spacing="-0.6" fill="${C.ink}">${name.toLowerCase().replace(/\s+/, '')}<tspan fill="${C.coral}">.</tspan></text>`;
  }
  return svg(200, 80, G(markAt, mark) + text);
}

// ---------------------------------------------------------------------------
// Blog art.
// ---------------------------------------------------------------------------
function blogArticle() {
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
const blogMotifs = {
  // A browser window with a warning sign and a downward arrow.
  'five-signs-your-website-is-costing-you-enquiries': (t) =>
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
  // A dashboard with four highlighted gauges and a bar chart.
  'reading-your-ad-dashboard': (t) =>
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
  // Test tubes beside a rising line graph.
  'growth-experiments-on-a-startup-budget': (t) =>
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
  // A city map with pins next to a billboard.
  'choosing-hoarding-locations': (t) =>
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
  // A stage with confetti and a spotlight on a gift box.
  'planning-a-product-launch-event': (t) =>
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
  // A profile card with a clock and a speech bubble.
  'personal-brand-with-no-time': (t) =>
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
};

/** Header art of an article: its motif large on a soft field, 1200 by 600. */
function blogHero(slug, i) {
  const id = `bh${i}`;
  const body =
    R(0, 0, 1200, 600, 0, C.cream) +
    blob(620, 320, 330, C.tealTint, 91 + i * 7) +
    blob(1050, 120, 110, C.saffronTint, 92 + i * 7) +
    blob(140, 480, 100, C.saffronTint, 93 + i * 7) +
    dotField(id, 80, 60, 220, 150) +
    sparkle(1080, 420, 16, C.coral) +
    O(260, 120, 9, C.tealBright) +
    G(place(430, 110, 1.9), blogMotifs[slug](LIGHT));
  return svg(1200, 600, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

function blogCard(i) {
  const bgs = [C.saffronTint, C.tealTint, C.cream, C.tealTint, C.saffronTint, C.cream];
  const blobs = [C.white, C.white, C.tealTint, C.saffronTint, C.white, C.saffronTint];
  const id = `bc${i}`;
  const body =
    R(0, 0, 400, 260, 0, bgs[i]) +
    blob(200, 140, 118, blobs[i], 81 + i * 9, op(0.9)) +
    dotField(id, i % 2 ? 290 : 20, 20, 90, 70) +
    O(i % 2 ? 50 : 350, 220, 14, C.coral, op(0.25)) +
    G(place(110, 14, 0.9), Object.values(blogMotifs)[i](LIGHT));
  return svg(400, 260, body, dotDefs(id, C.teal, 12, 1.6, 0.3));
}

// ---------------------------------------------------------------------------
// Brand: logo and app icon.
// ---------------------------------------------------------------------------
function logo(wordColor) {
  const body =
    R(10, 19, 20, 17, 3, C.ink === wordColor ? C.ink : C.cream) +
    roof(3, 20, 20, 5, 37, 5.5) +
    `<text x="46" y="29.5" ${FONT} font-size="22" font-weight="800" letter-spacing="-0.5" fill="${wordColor}">Ekchhat</text>`;
  return svg(160, 40, body);
}

function appIcon() {
  const body = R(0, 0, 64, 64, 14, C.ink) + R(23, 34, 18, 16, 3, C.cream) + roof(12, 34, 32, 15, 52, 7);
  return svg(64, 64, body);
}

// ---------------------------------------------------------------------------
// Write everything.
// ---------------------------------------------------------------------------
const written = [];
function write(rel, content, base = ART) {
  const file = join(base, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([file.slice(ROOT.length + 1), Buffer.byteLength(content)]);
}

Object.keys(serviceMotifs).forEach((slug, i) => {
  write(`services/${slug}-card.svg`, serviceCard(slug, i));
  write(`services/${slug}.svg`, serviceSquare(slug, i));
});
Object.keys(sectorMotifs).forEach((slug, i) => {
  write(`sectors/${slug}.svg`, sectorArt(slug, i));
  write(`sectors/${slug}-blur.svg`, sectorBlur(slug, i));
});
write('hero.svg', hero());
write('underline.svg', underline());
write('services-intro.svg', servicesIntro());
write('about/who-we-are.svg', whoWeAre());
write('about/why-we.svg', whyWe());
write('about/mission.svg', mission());
write('world-map.svg', worldMap());
const clientList = clients();
const clientMarks = pickMarks(clientList.map((c) => c.name));
clientList.forEach((c, i) => write(`clients/${c.slug}.svg`, wordmark(c.name, i, clientMarks[i])));
write('blog/article.svg', blogArticle());
Object.keys(blogMotifs).forEach((slug, i) => {
  write(`blog/${slug}-card.svg`, blogCard(i));
  write(`blog/${slug}.svg`, blogHero(slug, i));
});
write('logo.svg', logo(C.ink));
write('logo-light.svg', logo(C.cream));
for (const name of ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star']) write(`floating/${name}.svg`, floating(name));
write('app/icon.svg', appIcon(), ROOT);

const width = Math.max(...written.map(([f]) => f.length));
for (const [file, bytes] of written) console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1)} KB`);
console.log(`${written.length} files written.`);
if (!existsSync(join(ART, 'world-map.svg'))) process.exitCode = 1;
