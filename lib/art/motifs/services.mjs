// Service motifs: each service's picture and the words that describe it (its alt text), side by side.
// Every motif draws into a 200 x 200 box in the colours of theme t (docs/product-rules.md#art).

import { C } from '../palette.mjs';
import { R, O, E, P, S, G, op, rot, shadowRect, shadowPath, sparkle, star, gear, heart, lines, rocket } from '../svg.mjs';

export const serviceMotifs = {
  'web-development': {
    description: "Illustration of a browser window with layout blocks and a code bracket",
    draw: (t) =>
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
  },

  'app-development': {
    description: "Illustration of a smartphone with app tiles and a notification badge",
    draw: (t) =>
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
  },

  'digital-marketing': {
    description: "Illustration of a megaphone with social media speech bubbles and a rising chart",
    draw: (t) =>
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
  },

  'performance-marketing': {
    description: "Illustration of a target with an arrow at its centre beside a bar chart",
    draw: (t) =>
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
  },

  'growth-hacking-solutions': {
    description: "Illustration of a rocket climbing a stepped growth curve",
    draw: (t) =>
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
  },

  'printing-solutions': {
    description: "Illustration of a printer producing a stack of brochures and colour swatches",
    draw: (t) =>
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
  },

  'event-management': {
    description: "Illustration of a stage with spotlights, a microphone and bunting",
    draw: (t) =>
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
  },

  'outdoor-media': {
    description: "Illustration of a roadside billboard on poles with a city skyline behind",
    draw: (t) =>
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
  },

  'software-development': {
    description: "Illustration of stacked code windows connected by gears and a database cylinder",
    draw: (t) => {
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
  },

  'lead-generation': {
    description: "Illustration of a funnel collecting contact cards above a magnet",
    draw: (t) =>
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
  },

  'hospitality-management': {
    description: "Illustration of a hotel bell on a counter beside a room key and a coffee cup",
    draw: (t) =>
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
  },

  'individual-portfolio-management': {
    description: "Illustration of a profile card with a portrait silhouette, a star and a briefcase",
    draw: (t) =>
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
  },

  'political-campaign': {
    description: "Illustration of a podium with a microphone, a ballot box and flag bunting",
    draw: (t) =>
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
  },
};
