#!/usr/bin/env node
// Fails when public/art/motifs.json (the alt text of every picture, read by the content check)
// no longer matches the descriptions beside the drawings in lib/art/: run `npm run art`.
//
//   npx tsx scripts/check/check-art.ts     (part of npm run test:static)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { motifManifest } from '../../lib/art/index.mjs';

/** What public/art/motifs.json holds: each picture's id, kind and description. */
type MotifManifest = Record<string, { kind: string; description: string }>;

const committed = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'public', 'art', 'motifs.json'), 'utf8')) as MotifManifest;
const drawn = motifManifest() as MotifManifest;
if (!isDeepStrictEqual(committed, drawn)) {
  const changed = Object.keys({ ...committed, ...drawn }).filter((id) => !isDeepStrictEqual(committed[id], drawn[id]));
  console.error(`check-art: public/art/motifs.json is out of date for ${changed.join(', ')}: run \`npm run art\` and commit public/art/.`);
  process.exit(1);
}
console.log(`check-art: ${Object.keys(drawn).length} pictures, descriptions up to date.`);
