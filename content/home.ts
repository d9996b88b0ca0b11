import { links } from './routes';
import { texts } from './texts';
import type { ImageRef, TitledText } from './types';

/** Home page copy that SPEC leaves to us: the overview and key points under the hero (SPEC 2.4). */
export interface HomeOverview {
  eyebrow: string;
  heading: string;
  lead: string;
  keyPoints: TitledText[];
}

export const homeOverview: HomeOverview = {
  eyebrow: 'Why one roof',
  heading: 'One team from the first sketch to the launch party.',
  lead:
    'Startups and established brands come to us with an idea, a deadline and rarely enough hands. Strategy, design, technology and marketing sit at one table here, so nothing is lost between agencies and your launch keeps its momentum.',
  keyPoints: [
    {
      title: 'One brief, one team',
      text: 'A single project lead plans, builds and promotes, so you explain your business once.',
    },
    {
      title: 'Built to be measured',
      text: 'Every site, campaign and event ships with clear numbers, so you see what each rupee returns.',
    },
    {
      title: 'Launch and keep growing',
      text: 'We stay on after launch to tune performance, content and campaigns month after month.',
    },
  ],
};

/** Calls to action under the hero. */
export interface HomeCta {
  label: string;
  href: string;
}

export const heroCtas: { primary: HomeCta; secondary: HomeCta } = {
  primary: { label: texts.header.getQuote, href: links.getQuote },
  secondary: { label: 'Explore our services', href: links.services },
};

/** Screen-reader heading of the statistics block (the numbers speak for themselves on screen). */
export const statsHeading = 'Ekchhat Studio in numbers';

export const homeArt: { hero: ImageRef; underline: ImageRef; servicesIntro: ImageRef } = {
  hero: {
    src: '/art/hero.svg',
    width: 560,
    height: 480,
    alt: 'One roof sheltering web, mobile, marketing, analytics and outdoor media, with an idea bulb on one side and a launching rocket on the other',
  },
  underline: { src: '/art/underline.svg', width: 300, height: 24, alt: '' },
  // SPEC 9: the services illustration is 381 by 381 pixels.
  servicesIntro: {
    src: '/art/services-intro.svg',
    width: 381,
    height: 381,
    alt: 'A studio desk with a laptop, sticky notes, a growth chart and a paint palette',
  },
};

/** Decorative icons that drift around the overview on wide screens (SPEC 4). */
export const floatingIcons: ImageRef[] = ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star'].map((name) => ({
  src: `/art/floating/${name}.svg`,
  width: 64,
  height: 64,
  alt: '',
}));

/** Phones show the service cards as a sideways row; this line says there is more to swipe. */
export const servicesSwipeHint = 'Swipe sideways for all our services';
