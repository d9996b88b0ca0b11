import { z } from 'zod';
import { copy, describe, image, label, line, listOf, sitePath, title } from '../fields';
import { defineSettings } from '../registry';

/** The statistics band is a row of numbers: two to a row on a phone (docs/product-rules.md#counts-and-constants). */
/** The home page's other lists and figures (docs/product-rules.md#counts-and-constants): key points sit in a row of cards. */
export const homeLimits = { keyPoints: { min: 1, max: 6 }, statisticValue: 12 } as const;

export const statisticsLimits = { min: 2, max: 8 } as const;

const link = z.object({
  label: label.meta({ title: 'Button text' }),
  href: sitePath.meta({ title: 'Opens', description: 'A path on this site, starting with /, e.g. /GetQuote.', patternMessage: 'must be a path on this site, starting with /', shared: true }),
});
/** The floating icons that drift around the home overview: decorative, so no alt text. */
export const floatingIconNames = ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star'] as const;

const schema = z
  .object({
  overview: z.object({ eyebrow: label, heading: title, lead: copy, keyPoints: listOf(z.object({ title: label, text: line }), homeLimits.keyPoints, 'key points') }).describe('The overview block under the hero: a small line, a heading, a paragraph and its key points'),
  heroCtas: z
    .object({
      primary: link.meta({ title: 'First button', description: 'The first button under the home page’s heading: its words and the page it opens.' }),
      secondary: link.meta({ title: 'Second button', description: 'The second button under the home page’s heading: its words and the page it opens.' }),
    })
    .meta({ title: 'Hero buttons', description: 'The two buttons under the heading at the top of the home page.' }),
  statsHeading: title,
  statistics: listOf(z.object({ value: label.max(homeLimits.statisticValue, `must be at most ${homeLimits.statisticValue} characters: a figure read at a glance`), label }), statisticsLimits, 'statistics'),
  servicesSwipeHint: label,
  })
  .transform((h) => ({
    ...h,
    images: {
      hero: image('/art/hero.svg', 560, 480, describe('hero')),
      underline: image('/art/underline.svg', 300, 24, ''),
      /** 381 by 381 (docs/product-rules.md#counts-and-constants). */
      servicesIntro: image('/art/services-intro.svg', 381, 381, describe('services-intro')),
      floatingIcons: floatingIconNames.map((name) => image(`/art/floating/${name}.svg`, 64, 64, '')),
    },
  }));

export const home = defineSettings({ name: 'home', file: 'home.json', label: 'Home page', schema });
export type Home = z.output<typeof schema>;
