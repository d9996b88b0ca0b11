import type { ImageRef } from './types';

export interface BlogSection {
  heading?: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  list?: string[];
}

export interface BlogArticle {
  title: string;
  standfirst: string;
  author: string;
  authorRole: string;
  /** ISO date, shown formatted. */
  date: string;
  readMinutes: number;
  image: ImageRef;
  sections: BlogSection[];
}

/**
 * A "more to read" card (SPEC 2.12: six, each with a "Read More" link). SPEC leaves the link
 * target open; each card reads on at the service page that covers its topic.
 */
export interface BlogCard {
  title: string;
  excerpt: string;
  /** Slug of the service page the card's "Read More" opens. */
  serviceSlug: string;
  image: ImageRef;
}

export const blogArticle: BlogArticle = {
  title: 'Idea to launch: the brand-building checklist we use with every startup',
  standfirst:
    'Most young brands do not fail for lack of ideas. They stall because the basics were skipped in the rush to launch. Here is the checklist our team works through with every founder, from the first conversation to the week after go-live.',
  author: 'Ananya Kulkarni',
  authorRole: 'Head of Brand Strategy, Ekchhat Studio',
  date: '2026-10-14',
  readMinutes: 5,
  image: {
    src: '/art/blog/article.svg',
    width: 1200,
    height: 600,
    alt: 'Illustration of a lightbulb connected by a dotted path through checklist ticks to a launching rocket',
  },
  sections: [
    {
      paragraphs: [
        'Every week a founder walks into our Pune studio with the same mix of excitement and worry. The product is nearly ready, investors or a first big customer are waiting, and there is a long list of things that need a name, a logo, a website and a launch date. The temptation is to start with the most visible item, usually the logo, and work outwards.',
        'Over the years we have learnt that the order matters more than the speed. A brand built on a clear foundation launches faster, costs less to market and rarely needs an expensive rebrand eighteen months later. So before any pixels are pushed, we take every startup through the same checklist. It is not glamorous, but it works, whether the business is an edtech platform, a café chain or a pharma distributor.',
      ],
    },
    {
      heading: '1. Define the problem, the customer and the promise',
      paragraphs: [
        'A brand is a promise made to a specific person. If we cannot describe that person and the problem we solve for them in two sentences, we are not ready to design anything.',
        'Getting there is often uncomfortable. Many founders discover that they have been describing their product, not their customer, or that they are trying to please three very different audiences at once. Narrowing the focus feels risky, but a brand that speaks clearly to one group almost always travels further than one that speaks vaguely to everyone. So in the first workshop we ask a few blunt questions and write the answers down.',
      ],
      list: [
        'Who is the first customer we are building for, and what do they do today instead?',
        'What frustrates them about the current options?',
        'What do we promise to do better, and how will they know we kept that promise?',
        'Why should they believe us now, before we have hundreds of reviews?',
      ],
    },
    {
      heading: '2. Position before you design',
      paragraphs: [
        'Positioning is the decision about where your brand sits in the customer’s mind compared with every alternative. We map competitors on the two or three dimensions customers actually care about, such as price, speed, expertise or convenience, and look for a space that is both valuable and believable.',
        'Out of this comes a one-line positioning statement and three or four key messages. They are not slogans. They are the internal compass that every headline, sales deck and social post will follow. When a founder later asks whether a campaign idea is on brand, we hold it up against these lines first.',
      ],
    },
    {
      heading: '3. A name, an identity and a working brand toolkit',
      paragraphs: [
        'Only now do we start on the name and visual identity. A good startup name is easy to say over the phone, easy to spell after hearing it once and available as a domain and social handle. In India we also test how it sounds in Hindi, Marathi and the other languages your customers speak, because a name that works in English can mean something unfortunate elsewhere.',
        'The identity system goes beyond a logo. We design a colour palette, typefaces, an icon style and a handful of layout rules, then test them on the places the brand will actually live: a phone screen, a delivery bag, a hoarding seen from a moving car and a visiting card. If it only looks good on a presentation slide, it is not finished.',
        'Startups do not need a hundred-page brand book on day one. They need a small, reliable toolkit that the whole team can use without calling a designer for every post.',
        'Consistency is what makes a young brand look established. When the founder’s LinkedIn post, the sales deck and the invoice all share the same colours, type and tone, customers assume there is a bigger, steadier company behind them. Our standard starter kit includes the following pieces.',
      ],
      list: [
        'A one-page brand guide with logo usage, colours, fonts and tone of voice',
        'Social media templates for announcements, quotes and product posts',
        'A pitch and sales deck template in the brand style',
        'Business stationery and an e-mail signature',
        'A short library of product photographs or illustrations',
      ],
    },
    {
      heading: '4. Launch a website that earns trust and captures demand',
      paragraphs: [
        'For most startups, the website is the hardest-working salesperson on the team. It must explain the offer in the first screen, answer the questions a cautious buyer will ask and make the next step obvious. We keep launch sites lean: a clear home page, one page per core offer, an about page with real faces, and a contact or booking path that works on a slow mobile connection.',
        'Just as important is what happens behind the scenes. Analytics, conversion tracking and a connection to a simple CRM are set up before launch, not after. That way the very first visitors and enquiries become data you can learn from, and your first paid campaigns start with accurate measurement instead of guesswork.',
      ],
    },
    {
      heading: '5. Plan the launch, then plan the ninety days after it',
      paragraphs: [
        'A launch is a moment; growth is a habit. We plan the launch itself with a mix of channels suited to the audience, perhaps a founder story on LinkedIn, a local event, targeted search ads and a press note for the trade media. Then we write a ninety-day plan with weekly content, monthly experiments and a short list of numbers the founders will review every Friday.',
        'The numbers vary by business, but they are always few and always tied to revenue: enquiries, conversion rate, cost per customer and repeat purchase. Everything else is useful context. When those four or five numbers move in the right direction, the brand is doing its job.',
      ],
    },
    {
      heading: 'The checklist at a glance',
      paragraphs: [
        'Printed out, our checklist fits on a single page, and most founders pin it above their desk. The discipline is in completing each step before rushing to the next. Skipping positioning to get to the logo, or launching ads before tracking works, always costs more later than it saves today.',
        'If you are standing at the start of this journey, we would be glad to walk through it with you. Bring the idea; we will bring the rest of the team, all under one roof.',
      ],
    },
  ],
};

/** SPEC 9: six cards. Images: /art/blog/card-1.svg .. card-6.svg, 400x260. */
export const moreToRead: BlogCard[] = [
  {
    title: 'Five signs your website is costing you enquiries',
    excerpt:
      'Slow pages, vague headlines and hidden contact buttons quietly turn buyers away. Here is how to spot each problem and fix it quickly.',
    serviceSlug: 'web-development',
    image: { src: '/art/blog/card-1.svg', width: 400, height: 260, alt: 'Illustration of a browser window with a warning sign and a downward arrow' },
  },
  {
    title: 'Reading your ad dashboard: the four numbers that matter',
    excerpt:
      'Clicks and impressions look impressive but rarely pay the bills. We explain the metrics that show whether your paid campaigns are working.',
    serviceSlug: 'performance-marketing',
    image: { src: '/art/blog/card-2.svg', width: 400, height: 260, alt: 'Illustration of a dashboard with four highlighted gauges and a bar chart' },
  },
  {
    title: 'Running growth experiments on a startup budget',
    excerpt:
      'You do not need a big team to test like a unicorn. A simple weekly routine for finding what grows your business.',
    serviceSlug: 'growth-hacking-solutions',
    image: { src: '/art/blog/card-3.svg', width: 400, height: 260, alt: 'Illustration of test tubes beside a rising line graph' },
  },
  {
    title: 'Choosing hoarding locations that actually get seen',
    excerpt:
      'Footfall, sightlines and dwell time decide whether an outdoor campaign works. Our planners share how they shortlist sites.',
    serviceSlug: 'outdoor-media',
    image: { src: '/art/blog/card-4.svg', width: 400, height: 260, alt: 'Illustration of a city map with pins next to a billboard' },
  },
  {
    title: 'Planning a product launch event people remember',
    excerpt:
      'From the guest list to the follow-up e-mail, the small decisions that turn a launch event into pipeline.',
    serviceSlug: 'event-management',
    image: { src: '/art/blog/card-5.svg', width: 400, height: 260, alt: 'Illustration of a stage with confetti and a spotlight on a gift box' },
  },
  {
    title: 'Building a personal brand when you have no time',
    excerpt:
      'Founders, doctors and consultants can stay visible online in under an hour a month. This is the routine we use with our clients.',
    serviceSlug: 'individual-portfolio-management',
    image: { src: '/art/blog/card-6.svg', width: 400, height: 260, alt: 'Illustration of a profile card with a clock and a speech bubble' },
  },
];
