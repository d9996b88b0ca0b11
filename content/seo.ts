import type { PageKind } from './routes';

/** Title and description of a page, written for search results (description 50-160 characters). */
export interface PageSeo {
  /** Shown as "{title} | Ekchhat Studio"; the home title is used as it is. */
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

/** One entry per service slug (content/services.ts); the build fails when one is missing. */
export const serviceSeo: Record<string, PageSeo> = {
  'web-development': {
    title: 'Web Development Services in Pune',
    description:
      'Fast, secure websites and online stores designed and built in Pune, planned around your goals and easy for your own team to run after launch.',
  },
  'app-development': {
    title: 'Android & iOS App Development',
    description:
      'Android and iOS apps designed around real user journeys, from the first prototype to the store launch and every update after it.',
  },
  'digital-marketing': {
    title: 'Digital Marketing Agency in Pune',
    description:
      'Search, social, content and email marketing planned as one, so the right customers find your brand, remember it and choose it over the rest.',
  },
  'performance-marketing': {
    title: 'Performance Marketing on Google & Meta',
    description:
      'Paid campaigns on Google, Meta and LinkedIn with clean tracking and weekly optimisation, so every rupee is traced to a lead, sale or booking.',
  },
  'growth-hacking-solutions': {
    title: 'Growth Hacking & Funnel Experiments',
    description:
      'Fast, low-cost experiments across acquisition, activation, retention and referral that find what grows your business, with a playbook you keep.',
  },
  'printing-solutions': {
    title: 'Printing: Brochures, Packaging & Signage',
    description:
      'Stationery, brochures, packaging and large-format prints designed in-house and produced with careful colour control, delivered on the date you need.',
  },
  'event-management': {
    title: 'Event Management, Online & Offline',
    description:
      'Product launches, conferences, dealer meets and webinars planned and run end to end, offline, online or hybrid, with every detail on brand.',
  },
  'outdoor-media': {
    title: 'Outdoor Media & Hoarding Advertising',
    description:
      'Hoardings, transit, mall and airport branding planned around where your audience lives and travels, with prime sites booked at the best rates.',
  },
  'software-development': {
    title: 'Custom Software Development',
    description:
      'Custom software, portals and integrations built in short, visible sprints to automate the work your team repeats every day and give clearer data.',
  },
  'lead-generation': {
    title: 'Lead Generation Services',
    description:
      'Landing pages, ads and outreach that bring a steady flow of qualified enquiries, scored and delivered straight to your sales team with context.',
  },
  'hospitality-management': {
    title: 'Hospitality Branding & Marketing',
    description:
      'Branding, bookings and guest experience for hotels, resorts, restaurants and cafés, so every stay and every meal earns a return visit.',
  },
  'individual-portfolio-management': {
    title: 'Personal Branding & Portfolio Management',
    description:
      'Personal brands for founders, doctors, creators and professionals: a portfolio website, sharp social profiles and regular content in your voice.',
  },
  'political-campaign': {
    title: 'Political Campaign Management',
    description:
      'Campaign strategy, voter outreach, creative and on-ground visibility for candidates and parties, grounded in local issues and within election rules.',
  },
};

/** One entry per sector slug (content/sectors.ts); the build fails when one is missing. */
export const sectorSeo: Record<string, PageSeo> = {
  education: {
    title: 'Marketing for Schools, Colleges & Edtech',
    description:
      'Brand identity, websites with online applications and admission campaigns tracked to enrolments, for schools, colleges, coaching centres and edtech.',
  },
  technology: {
    title: 'Marketing for SaaS & Technology Firms',
    description:
      'Positioning, product websites, B2B lead generation and MVP development for SaaS startups, IT services companies and product firms, under one roof.',
  },
  'real-estate': {
    title: 'Real Estate Marketing & Project Branding',
    description:
      'Project branding, RERA-ready microsites, outdoor media and lead campaigns measured by site visits and bookings, for developers and channel partners.',
  },
  'food-beverages': {
    title: 'Food & Beverage Branding and Marketing',
    description:
      'Identities, packaging, menus and social content for restaurants, cafés, cloud kitchens and food brands, plus delivery, local search and loyalty.',
  },
  clothing: {
    title: 'Fashion & Clothing Brand Marketing',
    description:
      'Labels, lookbooks, online stores, influencer and seasonal campaigns for clothing labels and fashion retailers, from the first shoot to the pop-up.',
  },
  pharmaceutical: {
    title: 'Pharma & Healthcare Marketing',
    description:
      'Compliant packaging, visual aids, sales force apps and CME events for pharma manufacturers, distributors, hospitals and clinics across India.',
  },
};
