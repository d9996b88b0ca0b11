#!/usr/bin/env node
// Draws every picture of the site (lib/art/) into public/art/, and writes public/art/motifs.json,
// the description (alt text) of every picture, which the content loader reads. Which picture a
// service, sector or article shows is its content file's `motif` (docs/product-rules.md#art).
//
//   npx tsx scripts/generate-art.mjs     (npm run art)
//
// Deterministic: the same files on every run.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appIcon, logo } from '../lib/art/brand.mjs';
import { pickMarks, wordmark } from '../lib/art/clients.mjs';
import { sectorArt, sectorBlur, serviceCard, serviceSquare } from '../lib/art/compositions.mjs';
import { motifManifest, sceneMotifs } from '../lib/art/index.mjs';
import { blogCard, blogHero } from '../lib/art/motifs/blog.mjs';
import { C } from '../lib/art/palette.mjs';
import { floating, underline } from '../lib/art/scenes.mjs';
import { readContent } from '../lib/content/load.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ART = join(ROOT, 'public', 'art');

const written = [];
function write(rel, content, base = ART) {
  const file = join(base, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([file.slice(ROOT.length + 1), Buffer.byteLength(content)]);
}

// The descriptions first: the content check reads them.
write('motifs.json', `${JSON.stringify(motifManifest(), null, 2)}\n`);

// Raw content: the pictures are drawn before the content check, which needs them to exist.
const { data } = readContent(join(ROOT, 'content'));
data.services.forEach((s, i) => {
  write(`services/${s.slug}-card.svg`, serviceCard(s.motif, i));
  write(`services/${s.slug}.svg`, serviceSquare(s.motif, i));
});
data.sectors.forEach((s, i) => {
  write(`sectors/${s.slug}.svg`, sectorArt(s.motif, i));
  write(`sectors/${s.slug}-blur.svg`, sectorBlur(s.motif, i));
});
// The scene motif (blog-article) is drawn once as blog/article.svg below; every other motif per article.
data.articles
  .filter((a) => a.motif !== 'blog-article')
  .forEach((a, i) => {
    write(`blog/${a.slug}-card.svg`, blogCard(a.motif, i));
    write(`blog/${a.slug}.svg`, blogHero(a.motif, i));
  });
const clientNames = data.clients.map((c) => c.name);
const marks = pickMarks(clientNames);
data.clients.forEach((c, i) => write(`clients/${c.slug}.svg`, wordmark(c.name, i, marks[i])));

write('hero.svg', sceneMotifs.hero.draw());
write('services-intro.svg', sceneMotifs['services-intro'].draw());
write('about/who-we-are.svg', sceneMotifs['who-we-are'].draw());
write('about/why-we.svg', sceneMotifs['why-we'].draw());
write('about/mission.svg', sceneMotifs.mission.draw());
write('world-map.svg', sceneMotifs['world-map'].draw());
write('blog/article.svg', sceneMotifs['blog-article'].draw());
write('underline.svg', underline());
write('logo.svg', logo(C.ink));
write('logo-light.svg', logo(C.cream));
for (const name of ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star']) write(`floating/${name}.svg`, floating(name));
write('app/icon.svg', appIcon(), ROOT);

const width = Math.max(...written.map(([f]) => f.length));
for (const [file, bytes] of written) console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1)} KB`);
console.log(`${written.length} files written.`);
if (!existsSync(join(ART, 'world-map.svg'))) process.exitCode = 1;
