import type { ImageRef, TitledText } from './types';

/** A block of company text with its image (SPEC 2.5: "Who We Are / What is Ekchhat Studio", "Why We"). */
export interface CompanyTextBlock {
  /** Anchor id on the company page, so /WhyWe#why-we style links can land on it. */
  id: string;
  heading: string;
  paragraphs: string[];
  image: ImageRef;
}

/** A commitment value on the About page (SPEC 2.5). */
export interface CommitmentValue extends TitledText {
  /** Short icon motif key for the value's illustration. */
  icon: 'usp' | 'innovation' | 'customer' | 'collaboration' | 'results' | 'integrity';
}

export interface AboutContent {
  mission: { heading: string; paragraphs: string[]; image: ImageRef };
  valuesHeading: string;
  valuesIntro: string;
  /** SPEC 2.5, in order: USP, innovation, customer-centricity, collaboration, results-driven, integrity. */
  values: CommitmentValue[];
  worldMap: { heading: string; text: string; image: ImageRef };
  getInTouch: { heading: string; text: string };
}

export const whoWeAre: CompanyTextBlock = {
  id: 'who-we-are',
  heading: 'Who We Are / What is Ekchhat Studio',
  paragraphs: [
    'Ekchhat Studio is a branding and digital services agency based in Pune. Our name comes from the Hindi "ek chhat", meaning "one roof", and it describes exactly how we work: strategy, design, technology, marketing and on-ground execution, all delivered by one connected team.',
    'We work with startups taking their first idea to market and with established companies ready for their next stage of growth. Brand identities, websites and apps, performance campaigns, print, events and outdoor media are planned together, so every touchpoint tells the same story and no detail falls between agencies.',
    'Our promise is simple: Idea to Implementation. We stay with you from the first whiteboard session to the launch and beyond, measuring what works and improving it month after month.',
  ],
  image: {
    src: '/art/about/who-we-are.svg',
    width: 520,
    height: 400,
    alt: 'Illustration of a team working together around a table beneath a single roof',
  },
};

export const whyWe: CompanyTextBlock = {
  id: 'why-we',
  heading: 'Why We',
  paragraphs: [
    'Most businesses juggle a designer, a developer, an ad agency, a printer and an event vendor, and spend their own time keeping everyone aligned. With Ekchhat Studio you brief one team, approve one plan and hold one partner accountable for the result.',
    'Because our strategists, designers, engineers and marketers sit together, ideas move from concept to launch faster and arrive consistent across every channel. Each engagement starts with clear goals and ends with honest reporting on the numbers that matter to you: enquiries, sales, bookings and growth.',
    'Clients stay with us because we treat their budget as carefully as our own, speak plainly and keep our promises on time. That is why nine out of ten clients continue working with us after their first project.',
  ],
  image: {
    src: '/art/about/why-we.svg',
    width: 520,
    height: 400,
    alt: 'Illustration of a winding path rising uphill past milestone flags towards a summit',
  },
};

export const about: AboutContent = {
  mission: {
    heading: 'Our mission',
    paragraphs: [
      'Our mission is to make professional branding, technology and marketing accessible to every ambitious business, from a two-person startup in a co-working space to an established company entering new markets. We turn ideas into brands people trust and digital products people enjoy using.',
      'We measure our success by yours: more customers, stronger reputations and growth that lasts well beyond a single campaign.',
    ],
    image: {
      src: '/art/about/mission.svg',
      width: 520,
      height: 400,
      alt: 'Illustration of a compass and a lightbulb on a roadmap leading to a flag',
    },
  },
  valuesHeading: 'Our commitment',
  valuesIntro:
    'Six values guide every brief we accept, every design we present and every rupee of your budget we spend.',
  values: [
    {
      icon: 'usp',
      title: 'USP',
      text: 'Strategy, design, technology, marketing and execution under one roof. You get one accountable partner instead of five vendors to coordinate.',
    },
    {
      icon: 'innovation',
      title: 'Innovation',
      text: 'We test new platforms, tools and formats so you do not have to. Fresh ideas are backed by data and adopted only when they serve your goals.',
    },
    {
      icon: 'customer',
      title: 'Customer-centricity',
      text: 'Your customers are at the centre of every decision we make. We research their needs first and design every experience around them.',
    },
    {
      icon: 'collaboration',
      title: 'Collaboration',
      text: 'We work as an extension of your team, with shared plans, open calendars and regular reviews. Your knowledge of the business and our craft make better work together.',
    },
    {
      icon: 'results',
      title: 'Results-driven',
      text: 'Every project begins with measurable goals and ends with a clear report against them. We optimise for enquiries, sales and growth, not vanity metrics.',
    },
    {
      icon: 'integrity',
      title: 'Integrity',
      text: 'Honest advice, transparent pricing and realistic timelines, even when it means saying no. We earn trust by keeping our word.',
    },
  ],
  worldMap: {
    heading: 'Clients across India and beyond',
    text: 'From our studio in Pune we serve brands in Mumbai, Bengaluru, Delhi NCR, Hyderabad and smaller cities across India, as well as clients in the UAE, the United Kingdom and North America. Distance is never a barrier: we collaborate through shared workspaces, regular video reviews and visits whenever a project needs us on the ground.',
    image: {
      src: '/art/world-map.svg',
      width: 1000,
      height: 500,
      alt: 'World map with highlighted markers over India, the UAE, the United Kingdom and North America showing where our clients are',
    },
  },
  getInTouch: {
    heading: 'Get in touch',
    text: 'Tell us a little about your business and what you want to achieve. A member of our team will get back to you within one working day to set up a free discovery call.',
  },
};
