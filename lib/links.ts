/**
 * The spellings the site's links use (docs/product-rules.md#routes): navigation uses these
 * capitalised forms, the footer the lower-case canonical ones. A plain module, so client
 * components can link to a page without the route registry (which reads content files).
 */
export const links = {
  home: '/',
  whoWeAre: '/WhoWeAre',
  whyWe: '/WhyWe',
  services: '/Services',
  sectors: '/Domains',
  about: '/AboutUs',
  getQuote: '/GetQuote',
  contactUs: '/ContactUs',
  blog: '/BlogPage',
  brochure: '/viewpdf',
  work: '/work',
} as const;

/**
 * Address prefixes under which entries have their own pages: articles at /blog/<slug>, tags at
 * /blog/tag/<tag>; case studies at /work/<slug>, and /work narrowed to one service or sector at
 * /work/service/<slug> and /work/sector/<slug>.
 */
export const sections = { blog: '/blog', work: '/work' } as const;
