import { z } from 'zod';
import { photoField } from '../../media/photo';
import { copy, describe, image, label, line, listOf, motif, order, searchDescription, seoOverride, slug, titledText } from '../fields';
import { defineCollection, type Localized } from '../registry';

/** docs/product-rules.md#counts-and-constants: the lists inside a service. */
export const serviceLimits = {
  /** A service page's benefits are a row of cards: one is not a row. */
  benefits: { min: 2, max: 6 },
  /** The services page lists key points in two columns: fewer than three leaves one column empty. */
  keyPoints: { min: 3, max: 8 },
} as const;

const schema = z
  .object({
    slug,
    order,
    title: label.meta({ title: 'Title', description: 'The service’s name on cards, lists, the footer and its page, and its search title.', searchTitle: true }),
    /** Heading on the services overview page where it differs from the title ("Political Campaigns"). */
    overviewTitle: label.optional().meta({ title: 'Services page heading', description: 'Only where the services page should name it differently; empty uses the title.' }),
    /** Home card text, revealed on hover and focus. */
    description: searchDescription.meta({ title: 'Card text', description: 'The short text on the home page card; also the search description unless one is given below.' }),
    motif: motif('service'),
    photo: photoField('service'),
    overview: z
      .object({
        description: copy.meta({ title: 'Services page text', description: 'The paragraph beside the picture on the services page.' }),
        keyPoints: listOf(line.meta({ title: 'Key point' }), serviceLimits.keyPoints, 'key points').meta({ title: 'Key points', description: 'The list beside the paragraph on the services page.', itemLabel: 'Key point' }),
      })
      .meta({ title: 'Services page', description: 'Its block on the page listing every service.' }),
    page: z
      .object({
        intro: copy.meta({ title: 'Introduction', description: 'The opening paragraph of the service’s own page.' }),
        benefits: listOf(titledText, serviceLimits.benefits, 'benefits').meta({ title: 'Benefits', description: 'The cards under the introduction.', itemLabel: 'Benefit' }),
      })
      .meta({ title: 'Service page', description: 'The service’s own page.' }),
    seo: seoOverride,
  })
  .transform((s) => ({
    ...s,
    seo: { title: s.seo?.title ?? s.title, description: s.seo?.description ?? s.description },
    path: `/${s.slug}`,
    images: {
      /** Home card art, 257 by 360. */
      card: image(`/art/services/${s.slug}-card.svg`, 257, 360, describe(s.motif)),
      /** Services overview and service page art. */
      square: image(`/art/services/${s.slug}.svg`, 480, 480, describe(s.motif)),
    },
  }));

export const services = defineCollection({
  name: 'services',
  folder: 'services',
  format: 'json',
  schema,
  label: 'Services',
  singular: 'Service',
  identifier: 'title',
  /**
   * "All solutions under one roof": the home grid, services list and brochure read as a range from
   * three. At most what the services page carries within 60 KB of gzip HTML in every edition, each
   * service in its own words (npm run bench:scale: 40 weighed 63.7 KB in Marathi).
   */
  count: { min: 3, max: 30, what: 'services' },
  pages: { kind: 'service' },
  pictures: (s, picture) => ({ ...s, images: picture.all(['photo'], s.photo, s.images, 'service') }),
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type Service = z.output<typeof schema> & Localized;
