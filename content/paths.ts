/**
 * The spellings SPEC names, on their own so that client components can link to a page without
 * pulling the whole route registry (and with it every service and sector) into the browser.
 */
/** Navigation uses these capitalised forms, the footer the lower-case ones (routes.ts). */
export const links = {
  home: '/',
  whoWeAre: '/WhoWeAre',
  whyWe: '/WhyWe',
  services: '/Services',
  domains: '/Domains',
  aboutUs: '/AboutUs',
  getQuote: '/GetQuote',
  contactUs: '/ContactUs',
  blog: '/BlogPage',
  brochure: '/viewpdf',
} as const;

/** Where the generated brochure PDF is served (DECISIONS "Brochure"). */
export const brochureFile = '/Ekchhat-Studio-Brochure.pdf';

