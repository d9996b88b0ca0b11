import { sectors } from './sectors';
import { services } from './services';
import { texts } from './texts';

/**
 * Copy of the inner pages that SPEC leaves open: banner eyebrows and leads, section headings,
 * call-to-action bands and small labels. SPEC's own texts stay in texts.ts and are referenced here.
 */

/** The band at the top of an inner page: a small eyebrow, the page's one h1 and a lead. */
export interface BannerCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

/** A closing band that sends the visitor to the enquiry page. */
export interface CtaCopy {
  heading: string;
  text: string;
  button: string;
}

const quoteCta: CtaCopy = {
  heading: 'Have an idea? Let’s take it all the way to launch.',
  text: 'Tell us where you want to go. We reply within one working day with a plan and a clear quote.',
  button: texts.header.getQuote,
};

export const pageCopy = {
  company: {
    banner: {
      eyebrow: 'Who we are',
      title: 'One team, one roof, from the first idea to the launch',
      lead: 'Strategy, design, technology, marketing and on-ground execution, planned together by one team in Pune.',
    } satisfies BannerCopy,
    cta: quoteCta,
  },
  services: {
    banner: {
      eyebrow: texts.header.services,
      title: texts.home.servicesIntroHeading,
      lead: `${texts.home.servicesIntroSubline} Thirteen services, one accountable team.`,
    } satisfies BannerCopy,
    keyPoints: 'What is included',
    cta: quoteCta,
  },
  service: {
    eyebrow: texts.header.services,
    benefitsHeading: 'What you get',
    relatedHeading: 'Explore other services',
    cta: (title: string): CtaCopy => ({
      heading: `Ready to talk about ${title.toLowerCase()}?`,
      text: quoteCta.text,
      button: texts.header.getQuote,
    }),
  },
  domains: {
    banner: {
      eyebrow: texts.footer.domains,
      title: texts.home.industriesHeading,
      lead: texts.home.industriesTagline,
    } satisfies BannerCopy,
    cardLink: (title: string) => `Explore ${title}`,
    cta: quoteCta,
  },
  sector: {
    eyebrow: texts.home.industriesHeading,
    bulletsHeading: (title: string) => `How we help ${title.toLowerCase()} brands grow`,
    relatedHeading: 'Other industries we serve',
    cta: quoteCta,
  },
  about: {
    banner: {
      eyebrow: 'About us',
      title: 'Built for ambitious brands, from startups to market leaders',
      lead: 'What drives us, the values we work by and where our clients are. And a direct line to the team.',
    } satisfies BannerCopy,
  },
  enquiry: {
    lead: 'Tell us about your business and the services you need. We reply within one working day with ideas and a clear quote.',
    formHeading: 'Tell us about your project',
    contactHeading: 'Prefer to talk?',
    contactText: 'Call, write or drop by the studio. We are open Monday to Saturday, 10 am to 7 pm.',
    phoneLabel: 'Call us',
    emailLabel: 'E-mail',
    addressLabel: 'Visit the studio',
  },
  brochure: {
    banner: {
      eyebrow: 'Brochure',
      title: 'Everything we do, in one brochure',
      lead: 'A short PDF to share with your team: our services, the industries we serve, our numbers and how to reach us.',
    } satisfies BannerCopy,
    insideHeading: 'Inside the brochure',
    inside: [
      `All ${services.length} services, from web development to political campaigns`,
      `The ${sectors.length} industries we serve and how we help each grow`,
      'Our numbers: projects delivered, clients and retention',
      'Contact details, WhatsApp and the studio address',
    ],
    note: 'The download starts as the page opens. If it did not, use the button.',
  },
  blog: {
    eyebrow: 'Field notes',
    byline: 'By',
    minutesRead: (n: number) => `${n} min read`,
    share: texts.footer.follow,
  },
} as const;
