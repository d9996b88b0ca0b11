#!/usr/bin/env node
// Fails when public/art/motifs.json (the alt text of every picture, read by the content check)
// no longer matches the descriptions beside the drawings in lib/art/: run `npm run art`.
//
//   npx tsx scripts/check/check-art.mjs     (part of npm run test:static)
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { motifManifest } from '../../lib/art/index.mjs';

const committed = JSON.parse(readFileSync(new URL('../../public/art/motifs.json', import.meta.url), 'utf8'));
const drawn = motifManifest();
if (!isDeepStrictEqual(committed, drawn)) {
  const changed = Object.keys({ ...committed, ...drawn }).filter((id) => !isDeepStrictEqual(committed[id], drawn[id]));
  console.error(`check-art: public/art/motifs.json is out of date for ${changed.join(', ')}: run \`npm run art\` and commit public/art/.`);
  process.exit(1);
}
console.log(`check-art: ${Object.keys(drawn).length} pictures, descriptions up to date.`);
