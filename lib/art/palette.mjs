// The palette of every drawing (styles/tokens.ts) and the two themes motifs are drawn in.
import { colors } from '../../styles/tokens.ts';

export const C = { ...colors, white: colors.paper };

// Every motif reads its colours from a theme, so the same drawing works on the
// light square art and on the dark (ink) service cards.
export const LIGHT = {
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
export const DARK = {
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
