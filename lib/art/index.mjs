// Every described picture of the site, by id: its drawing and the words that describe it (its
// alt text), side by side. Content refers to a picture by its id (docs/product-rules.md#art);
// scripts/build/generate-art.mjs writes the drawings to public/art/ and the descriptions to
// public/art/motifs.json, which the content loader reads.
import { blogArticle, blogMotifs } from './motifs/blog.mjs';
import { sectorMotifs } from './motifs/sectors.mjs';
import { serviceMotifs } from './motifs/services.mjs';
import { hero, mission, servicesIntro, whoWeAre, whyWe, worldMap } from './scenes.mjs';

/** Pictures drawn once, each for one place on the site. */
export const sceneMotifs = {
  hero: {
    description: "One roof sheltering web, mobile, marketing, analytics and outdoor media, with an idea bulb on one side and a launching rocket on the other",
    draw: hero,
  },
  'services-intro': {
    description: "A studio desk with a laptop, sticky notes, a growth chart and a paint palette",
    draw: servicesIntro,
  },
  'who-we-are': {
    description: "Illustration of a team working together around a table beneath a single roof",
    draw: whoWeAre,
  },
  'why-we': {
    description: "Illustration of a winding path rising uphill past milestone flags towards a summit",
    draw: whyWe,
  },
  mission: {
    description: "Illustration of a compass and a lightbulb on a roadmap leading to a flag",
    draw: mission,
  },
  'world-map': {
    description: "World map with highlighted markers over India, the UAE, the United Kingdom and North America showing where our clients are",
    draw: worldMap,
  },
  'blog-article': {
    description: "Illustration of a lightbulb connected by a dotted path through checklist ticks to a launching rocket",
    draw: blogArticle,
  },
};

/** Every described motif by kind, as content may refer to them. */
export const motifsByKind = {
  service: serviceMotifs,
  sector: sectorMotifs,
  article: { ...blogMotifs, 'blog-article': sceneMotifs['blog-article'] },
  scene: sceneMotifs,
};

/** id → { kind, description }: what public/art/motifs.json holds. */
export function motifManifest() {
  const manifest = {};
  for (const [kind, motifs] of Object.entries(motifsByKind)) {
    for (const [id, motif] of Object.entries(motifs)) manifest[id] ??= { kind, description: motif.description };
  }
  return manifest;
}
