import { z } from 'zod';
import { copy, describe, image, label, line, listOf, motif, order, searchDescription, seoOverride, slug } from '../fields';
import { defineCollection, type Localized } from '../registry';

/** docs/product-rules.md#counts-and-constants: a sector page's bullets are a list; fewer than three reads as a sentence. */
export const sectorLimits = { bullets: { min: 3, max: 8 } } as const;

const schema = z
  .object({
    slug,
    order,
    title: label.meta({ title: 'Title', description: 'The sector’s name on cards, lists, the footer and its page, and its search title.', searchTitle: true }),
    motif: motif('sector'),
    /** Sectors page: a long description of what we bring to this sector. */
    overview: z
      .object({
        description: copy.meta({ title: 'Sectors page text', description: 'What we bring to this sector, on the page listing every sector.' }),
      })
      .meta({ title: 'Sectors page', description: 'Its card on the page listing every sector.' }),
    page: z
      .object({
        paragraph: copy.meta({ title: 'Introduction', description: 'The opening paragraph of the sector’s own page.' }),
        bullets: listOf(line.meta({ title: 'Point' }), sectorLimits.bullets, 'bullet points').meta({ title: 'Points', description: 'The list under the introduction.', itemLabel: 'Point' }),
      })
      .meta({ title: 'Sector page', description: 'The sector’s own page.' }),
    // The sectors page text is too long for a search result, so a sector has its own description.
    seo: z
      .object({ title: seoOverride.unwrap().shape.title, description: searchDescription })
      .meta({ title: 'Search results', description: 'The description in search results; the title is used unless another is given.' }),
  })
  .transform((s) => ({
    ...s,
    seo: { title: s.seo.title ?? s.title, description: s.seo.description },
    path: `/${s.slug}`,
    images: {
      main: image(`/art/sectors/${s.slug}.svg`, 600, 400, describe(s.motif)),
      /** Soft backdrop behind the sectors page card: decorative. */
      blurred: image(`/art/sectors/${s.slug}-blur.svg`, 600, 400, ''),
    },
  }));

export const sectors = defineCollection({
  name: 'sectors',
  folder: 'sectors',
  format: 'json',
  schema,
  label: 'Sectors',
  singular: 'Sector',
  identifier: 'title',
  /** "Industries We Serve" fills the home grid's row of three on a desktop. */
  count: { min: 3, max: 20, what: 'sectors' },
  pages: { kind: 'sector' },
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type Sector = z.output<typeof schema> & Localized;
