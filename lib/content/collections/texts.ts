import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { links } from '../../links';
import { label, line, template, title } from '../fields';
import { defineSettings } from '../registry';

/** The pages a menu link can open: the site's fixed pages, by the spelling the link uses (lib/links.ts). */
const menuPages = Object.keys(links) as [keyof typeof links, ...(keyof typeof links)[]];
const menuPageNames = Object.fromEntries(
  Object.entries(links).map(([key, href]) => [key, `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} (${href})`]),
) as Record<keyof typeof links, string>;
export type MenuPage = keyof typeof links;

/** Links that each name the page they open, so reordering or relabelling never sends one elsewhere. */
const pageLinks = (what: string) =>
  z
    .array(
      z.object({
        label: label.meta({ title: 'Label', description: 'The words shown on the link.' }),
        page: z.enum(menuPages).meta({ title: 'Page', description: 'The page it opens.', optionLabels: menuPageNames, shared: true }),
      }),
    )
    .min(1, `needs at least one ${what}`)
    .max(menuPages.length, `takes at most ${menuPages.length} links, one for each page`)
    .refine((items) => new Set(items.map((i) => links[i.page].toLowerCase())).size === items.length, `links one page twice; give each ${what} its own page`);

const schema = z.object({
  home: z.object({
    tagline: title,
    roofLine: label,
    launchLine: label,
    servicesIntroHeading: title,
    servicesIntroSubline: line,
    servicesHeading: label,
    sectorsHeading: label,
    sectorsTagline: line,
    clientsHeading: label,
    testimonialsHeading: label,
    knowMore: label,
    sectorKnowMore: template('title').describe('What a screen reader reads for a sector card\'s "Know More" link, e.g. "Know More about {title} and the other industries we serve"'),
    serviceKnowMore: template('title').describe('What a screen reader reads for a service\'s "Know More" link on the services page, e.g. "Know More about {title}"'),
    playPause: z.object({ pause: label, play: label }).describe('The words shown on the pause/play button of the logo strip and the testimonials'),
    clientLogos: z.object({
      pause: label.describe('What a screen reader calls the button that stops the logo strip'),
      play: label.describe('What a screen reader calls the button that starts the logo strip again'),
    }).describe('The words of the strip of client logos: its heading and what a screen reader hears'),
    testimonialSlider: z.object({
      pause: label.describe('What a screen reader calls the button that stops the testimonials'),
      play: label.describe('What a screen reader calls the button that starts the testimonials again'),
      carousel: label.describe('What a screen reader calls the slider as a whole, e.g. "carousel"'),
      slide: label.describe('What a screen reader calls one testimonial, e.g. "slide"'),
      slideName: template('number', 'count').describe('The name of one testimonial, e.g. "{number} of {count}"'),
      dots: label.describe('What a screen reader calls the row of dots'),
      dotName: template('number', 'count').describe('The name of one dot, e.g. "Show testimonial {number} of {count}"'),
      // With more testimonials than dots fit (docs/product-rules.md#counts-and-constants).
      previous: label.describe('What a screen reader calls the button that shows the testimonial before, when there are too many for dots'),
      next: label.describe('What a screen reader calls the button that shows the next testimonial, when there are too many for dots'),
      position: template('number', 'count').describe('Where the slider is, shown between previous and next, e.g. "{number} / {count}"'),
    }).describe('The words of the testimonial slider’s buttons and what a screen reader hears as it moves'),
  }).describe('The fixed words of the home page: its section headings, links and the controls of the moving parts'),
  header: z.object({
    whoWeAre: label,
    services: label,
    getQuote: label,
    openMenu: label,
    closeMenu: label,
    // What screen readers call the parts of every page's top (docs/product-rules.md#header-and-menu).
    skipLink: label.describe('The first link of every page, shown when tabbed to: it jumps past the header, e.g. "Skip to main content"'),
    navigation: label.describe('What a screen reader calls the header\'s links, e.g. "Primary"'),
    menuName: label.describe('What a screen reader calls the open menu, e.g. "Site menu"'),
    menuLinks: label.describe('What a screen reader calls the menu\'s list of pages, e.g. "Menu"'),
    menuSocials: label.describe('What a screen reader calls the menu\'s social links, e.g. "Social links"'),
  }).describe('The words of the header and the menu on every page: the menu button, the skip link, the quote button'),
  /** The overlay menu's items, each with the page it opens (docs/product-rules.md#header-and-menu). */
  menu: pageLinks('menu link').meta({ title: 'Menu', description: 'The full-screen menu’s links, in order.', itemLabel: 'Menu link' }),
  /** The language switch, and the label of an entry a list offers in another language (docs/product-rules.md#languages). */
  languages: z.object({
    switchName: label.describe('What a screen reader calls the links to the same page in each language, e.g. "Language"'),
    offeredIn: z
      .object({
        en: label.meta({ title: 'English', description: 'The label on an entry written in English, e.g. "In English"' }),
        hi: label.meta({ title: 'Hindi', description: 'The label on an entry written in Hindi, e.g. "In Hindi"' }),
        mr: label.meta({ title: 'Marathi', description: 'The label on an entry written in Marathi, e.g. "In Marathi"' }),
      } satisfies Record<Locale, unknown>)
      .describe('The label, in this page’s language, on an entry shown in the language it is written in'),
  }).describe('The language switch in the header and menu, and the label on an entry offered in another language'),
  footer: z.object({
    connectUs: label,
    sectors: label,
    services: label,
    contact: label,
    follow: label,
    /** Ends a footer list that shows only its first entries (docs/product-rules.md#footer). */
    seeAll: template('count').describe('The link to every service or industry, after the first ones, e.g. "See all {count}"'),
    about: template('tagline', 'locality').describe('The line under the logo, e.g. "{tagline}. All solutions under one roof, from a studio in {locality}."'),
    rights: template('year', 'name').describe('The last line of every page, e.g. "© {year} {name}. All rights reserved."'),
    /** Pages every footer links, beside the copyright (docs/product-rules.md#footer). */
    linksName: label.describe('What a screen reader calls the footer\'s links to the pages below, e.g. "More from the studio"'),
    links: pageLinks('footer link').meta({ title: 'Footer links', description: 'The pages linked at the foot of every page, in order.', itemLabel: 'Footer link' }),
  }).describe('The headings and links of the footer on every page'),
  enquiry: z.object({ banner: label, brochureButton: label, whatsapp: label }).describe('The enquiry band near the foot of the pages: its line and its buttons'),
  brochure: z.object({
    button: label,
    downloading: template('file').describe('What a screen reader hears as the brochure page downloads the file, e.g. "Downloading {file}."'),
  }).describe('The brochure’s download button and what a screen reader hears as it downloads'),
  about: z.object({ connectButton: label }).describe('The button that leads from the About page to its contact form'),
  blog: z.object({
    moreToRead: label,
    readMore: label,
    /** docs/product-rules.md#home: the home page's strip of the newest articles. */
    homeHeading: label.describe('The heading of the home page’s strip of the newest articles, e.g. "Latest articles"'),
    homeLink: label.describe('The link from the home page strip to the blog, e.g. "Read the blog"'),
    feedTitle: template('name').describe('What a feed reader calls the blog\'s feed when a page offers it, e.g. "{name} blog"'),
    /** docs/product-rules.md#blog: the words of the blog's list pages, tag pages and their search results. */
    ownPage: label.describe('The link from the article shown in full on the blog page to its own page'),
    tags: label.describe('The label before an article\'s tags'),
    articles: label.describe('The heading over a tag page\'s article cards'),
    pages: label.describe('What a screen reader calls the links to the other pages of articles'),
    newer: label.describe('The link to the page of newer articles'),
    older: label.describe('The link to the page of older articles'),
    pageOf: template('page', 'pages').describe('Where the visitor is, e.g. "Page {page} of {pages}"'),
    tagEyebrow: label.describe('The small line above a tag page\'s heading'),
    tagLead: template('tag').describe('The line under a tag page\'s heading'),
    pagedTitle: template('title', 'page').describe('Search title of page 2 onwards, e.g. "{title}, page {page}"'),
    pagedDescription: template('description', 'page', 'pages').describe('Search description of page 2 onwards'),
    tagTitle: template('tag').describe('Search title of a tag page, e.g. "{tag} articles"'),
    tagDescription: template('tag').describe('Search description of a tag page (50 to 160 characters once filled)'),
  }).describe('The fixed words of the blog: its list, its articles, tags and pages'),
  notFound: z.object({ heading: title, line, back: label, title: label.describe('The title of the page in the browser tab, e.g. "Page not found"') }).describe('The page shown for an address that leads nowhere (the 404 page)'),
  /** The first step of every page's breadcrumb trail, which search engines show (docs/product-rules.md#seo). */
  homeCrumb: label.describe('The home page’s name in the breadcrumb trail search results show, e.g. "Home"'),
  /** A client's drawn logo, read out by screen readers (docs/product-rules.md#art). */
  logoAlt: template('name').describe('What a screen reader calls a client’s logo, e.g. "{name} logo"'),
  /** The search button, its dialog and the search page (docs/product-rules.md#search). */
  search: z.object({
    button: label.describe('The search button in the header and the menu, e.g. "Search"'),
    dialogName: label.describe('What a screen reader calls the search dialog, e.g. "Search the site"'),
    inputLabel: label.describe('The label of the search field, e.g. "Search for"'),
    placeholder: label.describe('The hint inside the empty search field'),
    close: label.describe('The button that closes the search dialog'),
    loading: label.describe('Shown while the search loads, the first time it is opened'),
    failed: line.describe('Shown when the search cannot load'),
    results: template('count').describe('How many pages were found, e.g. "{count} results"'),
    oneResult: label.describe('When one page was found, e.g. "1 result"'),
    none: template('query').describe('When nothing was found, e.g. "Nothing found for “{query}”"'),
    noneHelp: line.describe('The suggestion after "nothing found"'),
    servicesLink: label.describe('The link to the services page offered when nothing was found'),
    enquiryLink: label.describe('The link to the enquiry form offered when nothing was found'),
    filtersLabel: label.describe('What a screen reader calls the buttons that narrow the results by kind'),
    all: label.describe('The filter that shows every result'),
    kinds: z.object({ service: label, sector: label, caseStudy: label, article: label, page: label }).describe('What each kind of result is called'),
    heading: title.describe('The heading of the search page'),
    lead: line.describe('The line under the search page\'s heading'),
    noScript: line.describe('What the search page says when JavaScript is off'),
    sitemapLink: label.describe('The link to the sitemap offered when JavaScript is off'),
    menuLink: label.describe('The link to the services page offered when JavaScript is off'),
  }).describe('The words of the search: its button, its dialog, its results and the search page'),
});

export const texts = defineSettings({ name: 'texts', file: 'texts.json', label: 'Fixed labels', schema });
export type Texts = z.output<typeof schema>;
