import { z } from 'zod';
import { copy, describe, image, listOf, slug, title, titledText } from '../fields';
import { defineSettings } from '../registry';

/** The About values grid is three across on a desktop (docs/product-rules.md#counts-and-constants). */
/** A text block's paragraphs sit beside its picture: more than six runs far past it. */
export const companyLimits = { paragraphs: { min: 1, max: 6 } } as const;

export const valuesLimits = { min: 3, max: 12 } as const;

const companyBlock = z
  .object({
    id: slug.meta({ title: 'Picture and anchor', description: 'Names the block’s picture and its #anchor; leave as it is.', patternMessage: 'must be lower-case words joined by hyphens', shared: true }),
    heading: title,
    paragraphs: listOf(copy.meta({ title: 'Paragraph' }), companyLimits.paragraphs, 'paragraphs').meta({ itemLabel: 'Paragraph' }),
  })
  // The block's id names its anchor, its picture and that picture's description.
  .transform((b) => ({ ...b, image: image(`/art/about/${b.id}.svg`, 520, 400, describe(b.id)) }));
export const valueIcons = ['usp', 'innovation', 'customer', 'collaboration', 'results', 'integrity'] as const;
const schema = z.object({
  whoWeAre: companyBlock.describe('The Who we are page’s text beside its picture: heading and paragraphs'),
  whyWe: companyBlock.describe('The Why we page’s text beside its picture: heading and paragraphs'),
  about: z.object({
    mission: z
      .object({ heading: title, paragraphs: listOf(copy.meta({ title: 'Paragraph' }), companyLimits.paragraphs, 'paragraphs').meta({ itemLabel: 'Paragraph' }) })
      .describe('The mission block of the About page: heading and paragraphs beside its picture')
      .transform((m) => ({ ...m, image: image('/art/about/mission.svg', 520, 400, describe('mission')) })),
    valuesHeading: title,
    valuesIntro: copy,
    values: listOf(titledText.extend({ icon: z.enum(valueIcons).meta({ shared: true }) }), valuesLimits, 'values'),
    worldMap: z
      .object({ heading: title, text: copy })
      .describe('The block with the map of where the studio works: heading and text')
      .transform((w) => ({ ...w, image: image('/art/world-map.svg', 1000, 500, describe('world-map')) })),
    getInTouch: z.object({ heading: title, text: copy }).describe('The invitation above the About page’s contact form'),
  }).describe('The blocks of the About page: mission, the map of where the studio works, and the contact invitation'),
});

export const company = defineSettings({ name: 'company', file: 'company.json', label: 'Company and About', schema });
export type Company = z.output<typeof schema>;
