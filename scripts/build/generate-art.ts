#!/usr/bin/env node
// Draws every picture of the site (lib/art/) into public/art/, and writes public/art/motifs.json,
// the description (alt text) of every picture, which the content loader reads. Which picture a
// service, sector or article shows is its content file's `motif` (docs/product-rules.md#art).
// Every build and dev server runs it first (prepare-site, which prebuild and predev run), so a new entry needs no command;
// `npm run art` redraws after a change to a drawing.
//
//   npx tsx scripts/build/generate-art.ts     (npm run art; CONTENT_DIR reads another content folder)
//
// Deterministic: the same files on every run. The drawings are not committed (.gitignore); the
// descriptions (public/art/motifs.json) are, with the drawing they describe.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appIcon, logo } from '../../lib/art/brand.mjs';
import { pickMarks, wordmark } from '../../lib/art/clients.mjs';
import { sectorArt, sectorBlur, serviceCard, serviceSquare } from '../../lib/art/compositions.mjs';
import { motifManifest, motifsByKind, sceneMotifs } from '../../lib/art/index.mjs';
import { blogCard, blogHero, blogMotifs } from '../../lib/art/motifs/blog.mjs';
import { C } from '../../lib/art/palette.mjs';
import { floating, underline } from '../../lib/art/scenes.mjs';
import { readContent } from '../../lib/content/load';

const ROOT = join(__dirname, '..', '..');
const ART = join(ROOT, 'public', 'art');
const CONTENT = process.env.CONTENT_DIR ?? join(ROOT, 'content');

const written: [file: string, bytes: number][] = [];
let changed = 0;
function write(rel: string, content: string, base = ART): void {
  const file = join(base, rel);
  mkdirSync(dirname(file), { recursive: true });
  // Unchanged files keep their time stamp, so a dev server does not reload for nothing.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
    writeFileSync(file, content);
    changed += 1;
  }
  written.push([file.slice(ROOT.length + 1), Buffer.byteLength(content)]);
}

// The descriptions first: the content check reads them.
write('motifs.json', `${JSON.stringify(motifManifest(), null, 2)}\n`);

// Raw content: the pictures are drawn before the content check, which needs them to exist.
// A file that cannot be read as data gets no drawing; the content check names it.
const collections = readContent(CONTENT).collections;

/** An entry of a collection as read, unchecked: its fields as written, and the slug of its file name. */
type RawEntry = Record<string, unknown> & { slug: string };
// One drawing per entry, whatever its editions: each entry's first file (English where there is one) picks it.
const entriesOf = (collection: string): RawEntry[] => {
  const seen = new Set<string>();
  return (collections[collection] ?? [])
    .filter((e) => !seen.has(e.slug) && seen.add(e.slug))
    .map((e) => e.data)
    .filter((d): d is RawEntry => !!d && typeof d === 'object' && !Array.isArray(d));
};

// An entry naming no known drawing gets none; the content check then names its file and `motif`.
const known = (kind: keyof typeof motifsByKind, entry: RawEntry): entry is RawEntry & { motif: string } =>
  typeof entry.motif === 'string' && Object.hasOwn(motifsByKind[kind], entry.motif);
entriesOf('services').forEach((s, i) => {
  if (!known('service', s)) return;
  write(`services/${s.slug}-card.svg`, serviceCard(s.motif, i));
  write(`services/${s.slug}.svg`, serviceSquare(s.motif, i));
});
entriesOf('sectors').forEach((s, i) => {
  if (!known('sector', s)) return;
  write(`sectors/${s.slug}.svg`, sectorArt(s.motif, i));
  write(`sectors/${s.slug}-blur.svg`, sectorBlur(s.motif, i));
});
// The scene motif (blog-article) is drawn once as blog/article.svg below; every other motif per
// article, in the colours of its drawing (its place among the drawings), so adding, dating or
// removing an article never recolours another.
const blogDrawings = Object.keys(blogMotifs);
entriesOf('articles')
  .filter((a) => a.motif !== 'blog-article')
  .forEach((a) => {
    if (!known('article', a)) return;
    const colours = blogDrawings.indexOf(a.motif);
    write(`blog/${a.slug}-card.svg`, blogCard(a.motif, colours));
    write(`blog/${a.slug}.svg`, blogHero(a.motif, colours));
  });
// Case study covers: the article drawings, drawn per story the same way (docs/product-rules.md#work).
entriesOf('work')
  .filter((w) => w.motif !== 'blog-article')
  .forEach((w) => {
    if (!known('article', w)) return;
    const colours = blogDrawings.indexOf(w.motif);
    write(`work/${w.slug}-card.svg`, blogCard(w.motif, colours));
    write(`work/${w.slug}.svg`, blogHero(w.motif, colours));
  });
const clients = entriesOf('clients').filter((c): c is RawEntry & { name: string } => typeof c.name === 'string' && c.name.trim() !== '');
const marks = pickMarks(clients.map((c) => c.name));
clients.forEach((c, i) => write(`clients/${c.slug}.svg`, wordmark(c.name, i, marks[i])));

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

// Pictures of entries that are gone would still ship: remove them, when drawing for the site's own content/.
const perEntry = ['services', 'sectors', 'blog', 'clients', 'work'];
let removed = 0;
if (!process.env.CONTENT_DIR) {
  const keep = new Set(written.map(([f]) => f));
  for (const folder of perEntry) {
    for (const name of existsSync(join(ART, folder)) ? readdirSync(join(ART, folder)) : []) {
      const rel = join('public', 'art', folder, name);
      if (name.endsWith('.svg') && !keep.has(rel)) {
        rmSync(join(ART, folder, name));
        removed += 1;
      }
    }
  }
}

if (process.argv.includes('--list')) {
  const width = Math.max(...written.map(([f]) => f.length));
  for (const [file, bytes] of written) console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1)} KB`);
}
console.log(`generate-art: ${written.length} pictures drawn, ${changed} changed, ${removed} removed (public/art/).`);
if (!existsSync(join(ART, 'world-map.svg'))) process.exitCode = 1;
