// A tiny SVG vocabulary shared by every drawing: shapes, groups, blobs, dots and small marks.

import { C } from './palette.mjs';

export const n = (v) => String(Math.round(v * 10) / 10);
export const R = (x, y, w, h, r, fill, ex = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${ex}/>`;
export const O = (cx, cy, r, fill, ex = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${ex}/>`;
export const E = (cx, cy, rx, ry, fill, ex = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${ex}/>`;
export const P = (d, fill, ex = '') => `<path d="${d}" fill="${fill}"${ex}/>`;
export const S = (d, color, w, ex = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}"${ex}/>`;
export const G = (transform, body, ex = '') => `<g transform="${transform}"${ex}>${body}</g>`;
export const op = (o) => ` opacity="${o}"`;
export const rot = (a, x, y) => `rotate(${a} ${n(x)} ${n(y)})`;
export const place = (x, y, s) => `translate(${n(x)} ${n(y)}) scale(${s})`;
export const poly = (pts) => 'M' + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + 'Z';
export const circlePath = (cx, cy, r) =>
  `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}Z`;

// Round caps and joins are set once on the root and inherited by every stroke.
export const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  `</svg>\n`;

// Soft drop "shadow": the same shape offset down-right in a translucent ink.
export const shadowRect = (t, x, y, w, h, r) => (t.shadowOp ? R(x + 4, y + 5, w, h, r, t.shadow, op(t.shadowOp)) : '');
export const shadowPath = (t, d) => (t.shadowOp ? P(d, t.shadow, ` transform="translate(4 5)"${op(t.shadowOp)}`) : '');

// Deterministic pseudo-random numbers, so every run writes identical files.
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// A smooth organic blob (closed Catmull-Rom curve through jittered radial points).
export function blobPath(cx, cy, r, seed, points = 7, wobble = 0.18) {
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
export const blob = (cx, cy, r, fill, seed, ex = '') => P(blobPath(cx, cy, r, seed), fill, ex);

// A subtle dot grid: a pattern tile plus the rectangle it fills.
export const dotDefs = (id, color, gap = 14, r = 1.6, o = 0.35) =>
  `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">${O(gap / 2, gap / 2, r, color, op(o))}</pattern>`;
export const dotField = (id, x, y, w, h) => R(x, y, w, h, 0, `url(#${id})`);

// Small decorative shapes.
export const sparkle = (cx, cy, r, fill, ex = '') =>
  P(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.18)} ${n(cy - r * 0.18)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.18)} ${n(cy + r * 0.18)} ${n(cx)} ${n(cy + r)}Q${n(cx - r * 0.18)} ${n(cy + r * 0.18)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.18)} ${n(cy - r * 0.18)} ${n(cx)} ${n(cy - r)}Z`,
    fill,
    ex,
  );
export function starPath(cx, cy, r, inner = 0.45) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts);
}
export const star = (cx, cy, r, fill, ex = '') => P(starPath(cx, cy, r), fill, ex);

export function gearPath(cx, cy, r, teeth, hole) {
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
export const gear = (cx, cy, r, teeth, fill, hole = r * 0.38) =>
  P(gearPath(cx, cy, r, teeth, hole), fill, ' fill-rule="evenodd"');

export const heart = (cx, cy, s, fill) =>
  P(
    `M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.4)}C${n(cx + s * 0.9)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z`,
    fill,
  );

// Text lines on paper or screens: rounded bars.
export const lines = (x, y, widths, gap, h, fill, ex = '') =>
  widths.map((w, i) => R(x, y + i * gap, w, h, h / 2, fill, ex)).join('');

// The studio's mark: a saffron roof chevron.
export const roof = (x1, y1, apexX, apexY, x2, w, color = C.saffron) =>
  S(`M${n(x1)} ${n(y1)}L${n(apexX)} ${n(apexY)}L${n(x2)} ${n(y1)}`, color, w);

// A rocket pointing up, centred on its body, about 100 units tall at scale 1.
export function rocket(t, cx, cy, s = 1, angle = 0, flame = true) {
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
