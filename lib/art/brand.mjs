// The logo and the app icon.

import { FONT } from './clients.mjs';
import { C } from './palette.mjs';
import { R, svg, roof } from './svg.mjs';

export function logo(wordColor) {
  const body =
    R(10, 19, 20, 17, 3, C.ink === wordColor ? C.ink : C.cream) +
    roof(3, 20, 20, 5, 37, 5.5) +
    `<text x="46" y="29.5" ${FONT} font-size="22" font-weight="800" letter-spacing="-0.5" fill="${wordColor}">Ekchhat</text>`;
  return svg(160, 40, body);
}

export function appIcon() {
  const body = R(0, 0, 64, 64, 14, C.ink) + R(23, 34, 18, 16, 3, C.cream) + roof(12, 34, 32, 15, 52, 7);
  return svg(64, 64, body);
}
