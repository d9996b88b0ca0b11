// Fictional client wordmarks (200 x 80): a small mark picked by a word of the name, and the name.

import { C } from './palette.mjs';
import { R, O, P, S, G, rot, poly, svg } from './svg.mjs';

export const FONT = `font-family="'Plus Jakarta Sans', 'Segoe UI', Arial, sans-serif"`;
// Small geometric marks (drawn in a 40 x 40 box), each picked by a word in the name
// so a chai brand gets a cup and a clinic a cross; unmatched names take the next free mark.
export const MARKS = [
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

export function pickMarks(names) {
  const used = new Set();
  const picks = names.map((name) => {
    const hit = MARKS.find(([key, re]) => !used.has(key) && re.test(name));
    if (hit) used.add(hit[0]);
    return hit;
  });
  return picks.map((hit, i) => {
    if (hit) return hit[2];
    // Past the last free mark (more logos than marks), the marks come round again.
    const free = MARKS.find(([key]) => !used.has(key)) ?? MARKS[i % MARKS.length];
    used.add(free[0]);
    return free[2];
  });
}

export const xml = (str) => str.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Layout styles: name on one line, two lines, or set in capitals.
export function wordmark(rawName, i, drawMark) {
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
