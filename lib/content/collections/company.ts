import { z } from 'zod';
import { copy, describe, image, listOf, slug, titledText } from '../fields';
import { defineSettings } from '../registry';

/** The About values grid is three across on a desktop (docs/product-rules.md#counts-and-constants). */
export const valuesLimits = { min: 3, max: 12 } as const;

const companyBlock = z
  .object({
    id: slug.meta({ title: 'Picture and anchor', description: 'Names the block’s picture and its #anchor; leave as it is.', patternMessage: 'must be lower-case words joined by hyphens' }),
    heading: copy,
    paragraphs: z.array(copy.meta({ title: 'Paragraph' })).min(1).meta({ itemLabel: 'Paragraph' }),
  })
  // The block's id names its anchor, its picture and that picture's description.
  .transform((b) => ({ ...b, image: image(`/art/about/${b.id}.svg`, 520, 400, describe(b.id)) }));
export const valueIcons = ['usp', 'innovation', 'customer', 'collaboration', 'results', 'integrity'] as const;
const schema = z.object({
  whoWeAre: companyBlock,
  whyWe: companyBlock,
  about: z.object({
    mission: z
      .object({ heading: copy, paragraphs: z.array(copy.meta({ title: 'Paragraph' })).min(1).meta({ itemLabel: 'Paragraph' }) })
      .transform((m) => ({ ...m, image: image('/art/about/mission.svg', 520, 400, describe('mission')) })),
    valuesHeading: copy,
    valuesIntro: copy,
    values: listOf(titledText.extend({ icon: z.enum(valueIcons) }), valuesLimits, 'values'),
    worldMap: z
      .object({ heading: copy, text: copy })
      .transform((w) => ({ ...w, image: image('/art/world-map.svg', 1000, 500, describe('world-map')) })),
    getInTouch: z.object({ heading: copy, text: copy }),
  }),
});

export const company = defineSettings({ name: 'company', file: 'company.json', label: 'Company and About', schema });
export type Company = z.output<typeof schema>;
