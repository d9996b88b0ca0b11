import { z } from 'zod';
import { label, line, seo, template, title } from '../fields';
import { defineSettings } from '../registry';

const banner = z.object({ eyebrow: label, title, lead: line }).describe('The banner at the top of the page: a small line, the heading and a sentence under it');
export type BannerCopy = z.output<typeof banner>;

/** A fixed page: its spellings by the names links use (the first is the page's own), and its words. */
const fixedPage = <const Spellings extends Record<string, `/${string}`>, Words extends z.ZodRawShape>(spellings: Spellings, words: Words) => ({
  spellings,
  words: z
    .object({ ...words, seo: seo.meta({ title: 'Search results', description: 'The page’s title and description in search results and share previews.' }) })
    .describe(`The words of the page at ${Object.values(spellings).join(' (also ')}${Object.values(spellings).length > 1 ? ')' : ''}`),
});

/**
 * The site's fixed pages (docs/product-rules.md#routes): the spellings SPEC gives each page, by the
 * names navigation and the menu use, and the words content/pages.json holds for it (its search
 * label included; the home page's title is used as it is, every other gets the studio's name after
 * it). The route registry (lib/routes.ts) makes their pages from here. A new kind of fixed page
 * is three files: its declaration here, its view (app/_views/) and its words in content/pages.json;
 * the compiler then asks for its entry in the two tables of app/_pages/ (pageKinds.ts, what it
 * publishes; pageViews.tsx, which view draws it).
 */
export const fixedPages = {
  home: fixedPage({ home: '/' }, {}),
  company: fixedPage({ whoWeAre: '/WhoWeAre', whyWe: '/WhyWe' }, { banner }),
  services: fixedPage({ services: '/Services' }, { banner, keyPoints: label }),
  sectors: fixedPage({ sectors: '/Domains' }, { banner, cardLink: template('title', 'lowercaseTitle') }),
  about: fixedPage({ about: '/AboutUs' }, { banner }),
  enquiry: fixedPage(
    { getQuote: '/GetQuote', contactUs: '/ContactUs' },
    { lead: line, formHeading: title, contactHeading: title, contactText: line, phoneLabel: label, emailLabel: label, addressLabel: label },
  ),
  blog: fixedPage({ blog: '/BlogPage' }, { eyebrow: label, byline: label, minutesRead: template('minutes'), share: label }),
  brochure: fixedPage(
    { brochure: '/viewpdf' },
    {
      banner,
      insideHeading: label,
      inside: z.array(template('serviceCount', 'sectorCount').meta({ title: 'Line' })).min(1).max(8, 'takes at most 8 lines: they fill one column of the brochure page').meta({ itemLabel: 'Line', description: '{serviceCount} and {sectorCount} are replaced by the numbers.' }),
      note: line,
    },
  ),
  /** docs/product-rules.md#work: the words of /work, its narrowed lists, each story and the strips that lead to them. */
  work: fixedPage(
    { work: '/work' },
    {
      banner,
      filtersLabel: label.describe('What a screen reader calls the links that narrow the list, e.g. "Show work"'),
      all: label.describe('The link back to every story, e.g. "All work"'),
      byService: label.describe('The label before the links to the services, e.g. "By service"'),
      bySector: label.describe('The label before the links to the sectors, e.g. "By sector"'),
      serviceTitle: template('name', 'count').describe('Heading and search title of /work narrowed to a service, e.g. "{name} case studies"'),
      serviceDescription: template('name', 'count').describe('Search description of /work narrowed to a service (50 to 160 characters once filled)'),
      sectorTitle: template('name', 'count').describe('Heading and search title of /work narrowed to a sector, e.g. "Our work in {name}"'),
      sectorDescription: template('name', 'count').describe('Search description of /work narrowed to a sector (50 to 160 characters once filled)'),
      eyebrow: label.describe('The small line above a case study’s title, e.g. "Case study"'),
      resultsHeading: label.describe('What a screen reader calls the block of result figures'),
      challengeHeading: label,
      approachHeading: label,
      outcomeHeading: label,
      galleryHeading: label,
      servicesHeading: label.describe('The heading over the services a story used'),
      moreHeading: label.describe('The heading over other stories at the end of a case study'),
      cardLink: label.describe('The link on every story card, e.g. "Read the case study"'),
      relatedHeading: template('title', 'lowercaseTitle').describe('The heading over the stories on a service or sector page, e.g. "Our work in {title}"'),
      homeHeading: label.describe('The heading of the home page’s strip of stories, e.g. "Selected work"'),
      homeLink: label.describe('The link from the home page strip to /work'),
      quoteLink: label.describe('The link from a testimonial to its story'),
    },
  ),
  /** docs/product-rules.md#search: the search page; its words and the dialog's are texts.search. */
  search: fixedPage({ search: '/search' }, {}),
};
export type FixedPageKind = keyof typeof fixedPages;

const pageWords = Object.fromEntries(Object.entries(fixedPages).map(([kind, page]) => [kind, page.words])) as {
  [K in FixedPageKind]: (typeof fixedPages)[K]['words'];
};

const schema = z.object({
  ...pageWords,
  /** The band that ends most inner pages, inviting an enquiry. */
  quoteCta: z.object({ heading: title, text: line, button: label }).describe('The band near the foot of inner pages that invites a quote: heading, line and button'),
  /** The words every service page shares. */
  service: z.object({ eyebrow: label, benefitsHeading: label, relatedHeading: label, ctaHeading: template('title', 'lowercaseTitle') }).describe('The fixed words of every service’s page; the service’s own words are in Services'),
  /** The words every sector page shares. */
  sector: z.object({ eyebrow: label, bulletsHeading: template('title', 'lowercaseTitle'), relatedHeading: label }).describe('The fixed words of every sector’s page; the sector’s own words are in Sectors'),
});

export const pages = defineSettings({ name: 'pages', file: 'pages.json', label: 'Pages', schema });
export type Pages = z.output<typeof schema>;
export type CtaCopy = Pages['quoteCta'];
