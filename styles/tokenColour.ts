import { readFileSync } from 'node:fs';
import path from 'node:path';

// Build-time only (reads a file): lets metadata and share images use the palette of _tokens.scss.
const tokens = readFileSync(path.join(process.cwd(), 'styles', '_tokens.scss'), 'utf8');

/** A colour of styles/_tokens.scss, so the palette lives in one place. */
export function tokenColour(name: string): string {
  const match = tokens.match(new RegExp(`^\\$${name}:\\s*(#[0-9a-fA-F]{3,8});`, 'm'));
  if (!match?.[1]) throw new Error(`styles/_tokens.scss has no colour $${name}`);
  return match[1];
}
