import { z } from 'zod';
import { sections } from '../../links';
import { acceptedMimeTypes } from '../../media/uploads';
import { altText, photoField, uploadSrc } from '../../media/photo';
import { between, describe, image, label, line, listOf, markdownCopy, motif, order, relation, searchDescription, seoOverride, slug, title } from '../fields';
import { defineCollection, type Localized } from '../registry';

/** The limits of a case study's parts (docs/product-rules.md#work). */
export const caseStudyLimits = {
  /** A figures block of one reads as a claim, more than four is no longer scanned at a glance. */
  results: { min: 2, max: 4 },
  /** A result's value is read at a glance: "18 states", "3.2×". */
  resultValue: 16,
  /** Services a story shows as "services used": at least the one the work was for. */
  services: { min: 1, max: 6 },
  gallery: { min: 0, max: 12 },
  /** Years a case study may name: the studio's own years, never the future. */
  firstYear: 2000,
} as const;

const schema = z
  .object({
    slug,
    order,
    title: title.meta({ title: 'Title', description: 'The story’s headline on its page and card, and its search title unless one is given below.', searchTitle: true }),
    client: label.meta({ title: 'Client', description: 'The client’s name as it should read on the page.' }),
    clientLogo: relation('clients', 'Client logo', 'The client’s logo from Client logos, shown beside the name; empty shows the name only.').optional(),
    sector: relation('sectors', 'Sector', 'The sector the client works in: the story is listed on that sector’s page.'),
    services: z
      .array(relation('services', 'Service', 'A service used in this project.'))
      .min(caseStudyLimits.services.min, between(caseStudyLimits.services, 'services'))
      .max(caseStudyLimits.services.max, between(caseStudyLimits.services, 'services'))
      .meta({ title: 'Services used', description: 'The services the project used: the story is listed on each of their pages.', relation: 'services', shared: true }),
    year: z
      .number()
      .int()
      .min(caseStudyLimits.firstYear)
      .max(2100)
      .meta({ title: 'Year', description: 'The year the work was delivered.', shared: true }),
    summary: searchDescription.meta({ title: 'Summary', description: 'One or two lines on the card and under the title; also the search description.' }),
    challenge: markdownCopy('The challenge', 'Where the client stood and what they needed.'),
    approach: markdownCopy('Our approach', 'What the studio did, and why.'),
    outcome: markdownCopy('The outcome', 'What changed for the client, as the studio reports it.'),
    results: listOf(
      z.object({
        value: label.max(caseStudyLimits.resultValue, `must be at most ${caseStudyLimits.resultValue} characters`).meta({ title: 'Figure', description: 'The number as it should read, e.g. “18 states” or “3.2×”.' }),
        label: label.meta({ title: 'What it measures', description: 'A few words under the figure, e.g. “where the masala range now sells”.' }),
      }),
      caseStudyLimits.results,
      'result figures',
    ).meta({ title: 'Result figures', description: 'The figures a reader scans first; the first one is also on the story’s card.', itemLabel: 'Figure' }),
    testimonial: relation('testimonials', 'Testimonial', 'The client’s quote from Testimonials, shown on the page; its slider card links here.').optional(),
    motif: motif('article'),
    photo: photoField('work'),
    gallery: z
      .array(
        z.object({
          src: uploadSrc.meta({ widget: 'image', accept: acceptedMimeTypes(false), title: 'Photo' }).describe('Upload a photo (PNG, JPEG, WebP or AVIF, at least 800 × 533 pixels)'),
          alt: altText.describe('Alt text: what the photo shows, in a short sentence, for people who cannot see it'),
          caption: line.optional().meta({ title: 'Caption', description: 'Shown under the photo; empty shows none.' }),
        }),
      )
      .max(caseStudyLimits.gallery.max, `takes at most ${caseStudyLimits.gallery.max} photos`)
      .default([])
      .meta({ title: 'Gallery', description: 'Photos of the work, each with its alt text and an optional caption.', itemLabel: 'Photo' }),
    draft: z.boolean().default(false).meta({ title: 'Draft', description: 'A draft is checked but never published.', shared: true }),
    seo: seoOverride,
  })
  .transform((w) => ({
    ...w,
    seo: { title: w.seo?.title ?? w.title, description: w.seo?.description ?? w.summary },
    path: `${sections.work}/${w.slug}`,
    // Drawn per case study in the colours of its drawing, like an article's (scripts/build/generate-art.mjs);
    // the scene drawing (blog-article) is one wide picture for both.
    images:
      w.motif === 'blog-article'
        ? { hero: image('/art/blog/article.svg', 1200, 600, describe(w.motif)), card: image('/art/blog/article.svg', 1200, 600, describe(w.motif)) }
        : { hero: image(`/art/work/${w.slug}.svg`, 1200, 600, describe(w.motif)), card: image(`/art/work/${w.slug}-card.svg`, 400, 260, describe(w.motif)) },
    gallery: w.gallery.map((g) => ({ ...image(g.src, 1200, 800, g.alt), caption: g.caption })),
  }));

/** The kinds of entry /work can be narrowed to, each a path segment: /work/service/<slug>, /work/sector/<slug>. */
export const workFilterKinds = ['service', 'sector'] as const;

/** What a build publishes (docs/product-rules.md#work): no drafts, in the editors' order. */
export const publishedWork = <W extends { draft: boolean; order: number; slug: string }>(work: readonly W[]): W[] =>
  work.filter((w) => !w.draft).sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));

export const work = defineCollection({
  name: 'work',
  folder: 'work',
  format: 'json',
  schema,
  label: 'Case studies',
  singular: 'Case study',
  identifier: 'title',
  /** /work and the home page's "Selected work" strip show at least one story. */
  count: { min: 1, max: 60, what: 'case studies' },
  anyLanguage: true,
  pages: { kind: 'caseStudy' },
  publish: publishedWork,
  pictures: (w, picture) => ({
    ...w,
    images: picture.all(['photo'], w.photo, w.images, 'work'),
    gallery: w.gallery.map((g, i) => ({ ...picture.one(['gallery', i], { src: g.src, alt: g.alt }, g, 'gallery'), caption: g.caption })),
  }),
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type CaseStudy = z.output<typeof schema> & Localized;
