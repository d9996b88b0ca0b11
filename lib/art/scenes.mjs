// Scenes drawn once: the hero and its icons, the services illustration, the About pictures and the world map.

import { C, LIGHT } from './palette.mjs';
import { n, R, O, E, P, S, G, op, rot, place, svg, blob, dotDefs, dotField, sparkle, star, lines, roof, rocket } from './svg.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { geoNaturalEarth1, geoPath } from 'd3-geo';

const require = createRequire(import.meta.url);

// Small square icons (64 x 64 box) for the hero cluster and the floating set.
export const icons = {
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

export function floating(name) {
  const tint = { bulb: C.saffronTint, rocket: C.tealTint, chart: C.tealTint, megaphone: C.saffronTint, code: C.tealTint, star: C.saffronTint }[name];
  const inner = name === 'star' ? icons.star() : G('translate(8 8) scale(0.75)', icons[name]());
  return svg(64, 64, O(32, 32, 31, tint) + inner);
}

export function hero() {
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

export function underline() {
  // A dry-brush saffron stroke: a tapered main band plus two thinner passes.
  const body =
    P('M4 14C40 7 92 4 150 4.5S252 6 296 8C298 11 297 14 294 15C248 14 200 13 150 13.5S56 17 9 21C3 21 1 16 4 14Z', C.saffron) +
    S('M14 18C70 13 150 11 220 12.5S280 15 292 15', C.saffron, 2.5, op(0.7)) +
    S('M30 9C90 4.5 170 3.5 260 6', C.saffron, 1.6, op(0.55));
  return svg(300, 24, body);
}

export function servicesIntro() {
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
export const person = (cx, top, shirt, head = C.ink) =>
  P(`M${cx - 30} ${top + 96}V${top + 66}Q${cx - 30} ${top + 40} ${cx} ${top + 40}Q${cx + 30} ${top + 40} ${cx + 30} ${top + 66}V${top + 96}Z`, shirt) +
  O(cx, top + 18, 17, head) +
  P(`M${cx - 17} ${top + 18}A17 17 0 0 1 ${cx + 17} ${top + 18}Q${cx} ${top + 6} ${cx - 17} ${top + 18}Z`, C.ink, op(0.25));

export function whoWeAre() {
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

export function flag(x, y, color) {
  return R(x - 2, y - 44, 4, 46, 2, C.ink) + P(`M${x + 2} ${y - 44}h28l-7 9 7 9h-28Z`, color) + E(x, y + 2, 10, 4, C.ink, op(0.2));
}

export function whyWe() {
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

export function mission() {
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

export function worldMap() {
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
