/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/product-rules.md#look-and-feel: colours come from styles/tokens.ts, which reaches Sass as
// variables ($ink, rgba($saffron, 0.45)); a colour typed into a stylesheet drifts from the palette.
const rawColour = [
  /#[0-9a-f]{3,8}\b/i, // hex
  /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*(?!\$)/i, // colour functions not fed a token
  /:\s*(?:white|black)\b/i, // named colours
];

const root = path.join(__dirname, '..');
const sheets = ['components', 'app'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.scss'))
    .map((file) => path.join(dir, file)),
);

describe('stylesheets', () => {
  it('are found', () => {
    expect(sheets.length).toBeGreaterThan(20);
  });

  it('name every colour through the design tokens', () => {
    const raw = sheets.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ at: `${file}:${i + 1}`, code: line.replace(/\/\/.*$/, '').trim() }))
        .filter(({ code }) => rawColour.some((pattern) => pattern.test(code)))
        .map(({ at, code }) => `${at}: ${code}`),
    );
    expect(raw).toEqual([]);
  });
});
