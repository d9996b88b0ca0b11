// Page-level compositions: service cards and squares, sector art and its blurred backdrop.

import { C, LIGHT, DARK } from './palette.mjs';
import { R, O, G, op, place, svg, blob, dotDefs, dotField, sparkle } from './svg.mjs';
import { serviceMotifs } from './motifs/services.mjs';
import { sectorMotifs } from './motifs/sectors.mjs';

export const accents = [C.saffron, C.coral, C.tealBright];

export function serviceCard(motif, i) {
  const id = `d${i}`;
  const accent = accents[i % 3];
  const body =
    R(0, 0, 257, 360, 0, C.ink) +
    blob(128, 104, 92, C.teal, 11 + i * 7, op(0.42)) +
    O(i % 2 ? 34 : 223, 30, 16, 'none', ` stroke="${accent}" stroke-width="3"${op(0.55)}`) +
    dotField(id, i % 2 ? 170 : 12, 150, 76, 48) +
    // calm lower part: one very faint arc in the corner, nothing under the text
    O(257, 360, 110, C.cream, op(0.025)) +
    G(place(128 - 86, 104 - 86, 0.86), serviceMotifs[motif].draw(DARK));
  return svg(257, 360, body, dotDefs(id, C.cream, 12, 1.4, 0.22));
}

export function serviceSquare(motif, i) {
  const id = `d${i}`;
  const body =
    R(0, 0, 480, 480, 0, C.cream) +
    blob(240, 250, 190, C.tealTint, 3 + i * 5) +
    blob(i % 2 ? 96 : 384, 96, 70, C.saffronTint, 9 + i * 3) +
    dotField(id, i % 2 ? 330 : 28, 340, 124, 112) +
    O(i % 2 ? 400 : 74, 410, 10, C.coral, op(0.5)) +
    G(place(80, 84, 1.6), serviceMotifs[motif].draw(LIGHT));
  return svg(480, 480, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

export function sectorArt(motif, i) {
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
    G(place(150, 50, 1.5), sectorMotifs[motif].draw(LIGHT));
  return svg(600, 400, body, dotDefs(id, C.teal, 16, 2, 0.3));
}

// Light stand-ins for strong colours in the blurred backdrops (ink text goes on them).
export const SOFTER = { [C.ink]: C.tealTint, [C.teal]: C.tealTint, [C.tealBright]: C.tealTint, [C.saffron]: C.saffronTint };

export function sectorBlur(motif, i) {
  const tintA = i % 2 ? C.saffronTint : C.tealTint;
  const tintB = i % 2 ? C.tealTint : C.saffronTint;
  const spots = sectorMotifs[motif].spots
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
