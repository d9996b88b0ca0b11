import { z } from 'zod';
import { links } from '../../links';
import { copy, template } from '../fields';
import { defineSettings } from '../registry';

/** The pages a menu link can open: the site's fixed pages, by the spelling the link uses (lib/links.ts). */
const menuPages = Object.keys(links) as [keyof typeof links, ...(keyof typeof links)[]];
const menuPageNames = Object.fromEntries(
  Object.entries(links).map(([key, href]) => [key, `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} (${href})`]),
) as Record<keyof typeof links, string>;
export type MenuPage = keyof typeof links;

const schema = z.object({
  home: z.object({
    tagline: copy,
    roofLine: copy,
    launchLine: copy,
    servicesIntroHeading: copy,
    servicesIntroSubline: copy,
    servicesHeading: copy,
    sectorsHeading: copy,
    sectorsTagline: copy,
    clientsHeading: copy,
    testimonialsHeading: copy,
    knowMore: copy,
    playPause: z.object({ pause: copy, play: copy }).describe('The words shown on the pause/play button of the logo strip and the testimonials'),
    clientLogos: z.object({
      pause: copy.describe('What a screen reader calls the button that stops the logo strip'),
      play: copy.describe('What a screen reader calls the button that starts the logo strip again'),
    }),
    testimonialSlider: z.object({
      pause: copy.describe('What a screen reader calls the button that stops the testimonials'),
      play: copy.describe('What a screen reader calls the button that starts the testimonials again'),
      carousel: copy.describe('What a screen reader calls the slider as a whole, e.g. "carousel"'),
      slide: copy.describe('What a screen reader calls one testimonial, e.g. "slide"'),
      slideName: template('number', 'count').describe('The name of one testimonial, e.g. "{number} of {count}"'),
      dots: copy.describe('What a screen reader calls the row of dots'),
      dotName: template('number', 'count').describe('The name of one dot, e.g. "Show testimonial {number} of {count}"'),
      // With more testimonials than dots fit (docs/product-rules.md#counts-and-constants).
      previous: copy.describe('What a screen reader calls the button that shows the testimonial before, when there are too many for dots'),
      next: copy.describe('What a screen reader calls the button that shows the next testimonial, when there are too many for dots'),
      position: template('number', 'count').describe('Where the slider is, shown between previous and next, e.g. "{number} / {count}"'),
    }),
  }),
  header: z.object({ whoWeAre: copy, services: copy, getQuote: copy, openMenu: copy, closeMenu: copy }),
  /** The overlay menu's items, each with the page it opens (docs/product-rules.md#header-and-menu). */
  menu: z
    .array(
      z.object({
        label: copy.meta({ title: 'Label', description: 'The words shown in the menu.' }),
        page: z.enum(menuPages).meta({ title: 'Page', description: 'The page it opens.', optionLabels: menuPageNames }),
      }),
    )
    .min(1, 'needs at least one link')
    .max(menuPages.length, `takes at most ${menuPages.length} links, one for each page`)
    .refine((items) => new Set(items.map((i) => links[i.page].toLowerCase())).size === items.length, 'links one page twice; give each menu link its own page')
    .meta({ title: 'Menu', description: 'The full-screen menu’s links, in order.', itemLabel: 'Menu link' }),
  footer: z.object({
    connectUs: copy,
    sectors: copy,
    services: copy,
    contact: copy,
    follow: copy,
    /** Ends a footer list that shows only its first entries (docs/product-rules.md#footer). */
    seeAll: template('count').describe('The link to every service or industry, after the first ones, e.g. "See all {count}"'),
  }),
  enquiry: z.object({ banner: copy, brochureButton: copy, whatsapp: copy }),
  brochure: z.object({ button: copy }),
  about: z.object({ connectButton: copy }),
  blog: z.object({
    moreToRead: copy,
    readMore: copy,
    /** docs/product-rules.md#blog: the words of the blog's list pages, tag pages and their search results. */
    ownPage: copy.describe('The link from the article shown in full on the blog page to its own page'),
    tags: copy.describe('The label before an article\'s tags'),
    articles: copy.describe('The heading over a tag page\'s article cards'),
    pages: copy.describe('What a screen reader calls the links to the other pages of articles'),
    newer: copy.describe('The link to the page of newer articles'),
    older: copy.describe('The link to the page of older articles'),
    pageOf: template('page', 'pages').describe('Where the visitor is, e.g. "Page {page} of {pages}"'),
    tagEyebrow: copy.describe('The small line above a tag page\'s heading'),
    tagLead: template('tag').describe('The line under a tag page\'s heading'),
    pagedTitle: template('title', 'page').describe('Search title of page 2 onwards, e.g. "{title}, page {page}"'),
    pagedDescription: template('description', 'page', 'pages').describe('Search description of page 2 onwards'),
    tagTitle: template('tag').describe('Search title of a tag page, e.g. "{tag} articles"'),
    tagDescription: template('tag').describe('Search description of a tag page (50 to 160 characters once filled)'),
  }),
  notFound: z.object({ heading: copy, line: copy, back: copy }),
});

export const texts = defineSettings({ name: 'texts', file: 'texts.json', label: 'Fixed labels', schema });
export type Texts = z.output<typeof schema>;
