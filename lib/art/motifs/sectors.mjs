// Sector motifs (200 x 200 box), the words that describe them, and the colour spots of their
// blurred backdrops (docs/product-rules.md#art).

import { C } from '../palette.mjs';
import { R, O, E, P, S, G, op, rot, shadowRect, shadowPath, sparkle } from '../svg.mjs';

export const sectorMotifs = {
  education: {
    description: "Illustration of an open book with a graduation cap and a pencil",
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
    description: "Illustration of a microchip connected to a cloud and circuit lines",
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
    description: "Illustration of a residential tower and a house with a location pin",
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
    description: "Illustration of a steaming cup, a plate with cutlery and a leaf garnish",
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
    description: "Illustration of a shirt on a hanger beside a fabric swatch and a price tag",
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
    description: "Illustration of a capsule, a medicine bottle and a medical cross",
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
