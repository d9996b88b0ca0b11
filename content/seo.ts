import type { PageKind } from './routes';

/** Title and description of each fixed page, written for search results (50-160 characters). */
export interface PageSeo {
  title: string;
  description: string;
}

export const homeSeo: PageSeo = {
  title: 'Ekchhat Studio | Branding & Digital Agency in Pune',
  description:
    'Ekchhat Studio takes startups and established brands from idea to implementation: web, apps, marketing, print, events and media under one roof in Pune.',
};

export const pageSeo: Record<Exclude<PageKind, 'home' | 'service' | 'sector'>, PageSeo> = {
  company: {
    title: 'Who We Are & Why We',
    description:
      'Meet Ekchhat Studio: a Pune team of strategists, designers and engineers who take brands from first idea to launch, with every service under one roof.',
  },
  services: {
    title: 'Services',
    description:
      'Thirteen services under one roof: web and app development, digital and performance marketing, print, events, outdoor media, software and more.',
  },
  domains: {
    title: 'Industries We Serve',
    description:
      'How Ekchhat Studio helps education, technology, real estate, food and beverage, clothing and pharmaceutical brands grow with design, tech and marketing.',
  },
  about: {
    title: 'About Us',
    description:
      'Our mission, the six values we work by and the clients we serve across India and abroad. Get in touch with the Ekchhat Studio team in Pune.',
  },
  enquiry: {
    title: 'Get a Quote',
    description:
      'Tell us about your project and get a tailored quote from Ekchhat Studio. Pick the services you need, download our brochure or chat on WhatsApp.',
  },
  blog: {
    title: 'Blog',
    description:
      'Field notes from Ekchhat Studio: how we take startups and growing brands from idea to launch, with checklists you can use on your next project.',
  },
  brochure: {
    title: 'Brochure',
    description:
      'Download the Ekchhat Studio brochure: our services, the industries we serve, our numbers and how to reach us, in one PDF you can share with your team.',
  },
};
