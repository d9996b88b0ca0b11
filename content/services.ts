import type { ImageRef, TitledText } from './types';

/** One of the 13 services of SPEC 1, with everything each page shows of it. */
export interface Service {
  /** Route segment: the service page lives at /{slug}. */
  slug: string;
  /** Card, footer and service-page title. */
  title: string;
  /** Heading on the services overview page, where it differs from the title (SPEC 2.1: "Political Campaigns"). */
  overviewTitle?: string;
  /** Home card: one or two sentences revealed on hover and focus. */
  description: string;
  /** Home card background art, 257x360 (SPEC 9). */
  backgroundImg: ImageRef;
  /** Services overview block (SPEC 2.6 / 3). keypoint6 and keypoint7 are optional; blank ones are hidden. */
  block: {
    description: string;
    keypoint1: string;
    keypoint2: string;
    keypoint3: string;
    keypoint4: string;
    keypoint5: string;
    keypoint6?: string;
    keypoint7?: string;
    img: ImageRef;
  };
  /** Service page (SPEC 2.7): an introduction, exactly three benefit blocks and an image. */
  page: {
    intro: string;
    benefits: [TitledText, TitledText, TitledText];
    img: ImageRef;
  };
}

const cardArt = (slug: string, alt: string): ImageRef => ({
  src: `/art/services/${slug}-card.svg`,
  width: 257,
  height: 360,
  alt,
});

const squareArt = (slug: string, alt: string): ImageRef => ({
  src: `/art/services/${slug}.svg`,
  width: 480,
  height: 480,
  alt,
});

export const services: Service[] = [
  {
    slug: 'web-development',
    title: 'Web Development',
    description:
      'Fast, secure websites that explain what you do in seconds and turn visitors into enquiries, built to grow with your business.',
    backgroundImg: cardArt('web-development', 'Illustration of a browser window with layout blocks and a code bracket'),
    block: {
      description:
        'Your website is often the first meeting a customer has with your brand. We plan, design and build sites that load quickly, read clearly on every screen and make the next step obvious, whether that is a call, a booking or a purchase.',
      keypoint1: 'Corporate websites, landing pages and microsites',
      keypoint2: 'E-commerce stores with secure Indian payment gateways',
      keypoint3: 'Content management your own team can update',
      keypoint4: 'Search-ready structure, speed and Core Web Vitals tuning',
      keypoint5: 'Accessible design that works on every device',
      keypoint6: 'Hosting, security updates and ongoing support',
      img: squareArt('web-development', 'Illustration of a browser window with layout blocks and a code bracket'),
    },
    page: {
      intro:
        'We build websites that do a job: explain your offer in seconds, earn trust and turn visits into conversations. From a five-page company site to a full online store, every build starts with your goals and ends with a site your team can run with confidence.',
      benefits: [
        {
          title: 'Built around your customer',
          text: 'We map who visits, what they need to know and what we want them to do next before a single screen is designed. The result is a clear structure, honest copy and calls to action that feel natural rather than pushy.',
        },
        {
          title: 'Fast, secure and findable',
          text: 'Clean code, optimised images and modern hosting keep pages quick on a 4G phone as well as office broadband. Technical SEO, structured data and security hardening are part of every build, not optional extras.',
        },
        {
          title: 'Easy to run after launch',
          text: 'You get a content system your marketing team can use without calling a developer, plus training and written guides. When you are ready to grow, the same foundations take new pages, languages and integrations.',
        },
      ],
      img: squareArt('web-development', 'Illustration of a browser window with layout blocks and a code bracket'),
    },
  },
  {
    slug: 'app-development',
    title: 'Mobile Application Development',
    description:
      'Android and iOS apps that people keep on their home screen, from first prototype to store launch and every update after it.',
    backgroundImg: cardArt('app-development', 'Illustration of a smartphone with app tiles and a notification badge'),
    block: {
      description:
        'We design and develop mobile apps that feel quick, simple and dependable. Our team handles product thinking, interface design, development, testing and store publishing, so you have one partner from idea to a live app.',
      keypoint1: 'Native and cross-platform apps for Android and iOS',
      keypoint2: 'Clickable prototypes to test ideas before development',
      keypoint3: 'Secure back ends, admin panels and APIs',
      keypoint4: 'Payments, maps, chat and push notification integrations',
      keypoint5: 'Play Store and App Store publishing and maintenance',
      img: squareArt('app-development', 'Illustration of a smartphone with app tiles and a notification badge'),
    },
    page: {
      intro:
        'A good app earns its place on a crowded home screen by saving people time. We help you decide what the first version must do, design it around real user journeys and build it to a standard that survives thousands of users and hundreds of updates.',
      benefits: [
        {
          title: 'Validate before you build',
          text: 'Clickable prototypes let you put the app in front of real users within weeks. You learn what works before committing a full development budget, and the build that follows is leaner and better focused.',
        },
        {
          title: 'One codebase, two platforms',
          text: 'Where it suits the product we use cross-platform frameworks to ship on Android and iOS together, cutting cost and time to market. When performance or device features demand it, we build natively.',
        },
        {
          title: 'Support that continues after launch',
          text: 'Crash monitoring, analytics and a planned release cycle keep your app healthy as operating systems change. We treat launch as the beginning of the product, not the end of the project.',
        },
      ],
      img: squareArt('app-development', 'Illustration of a smartphone with app tiles and a notification badge'),
    },
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'Search, social, content and email working together so the right people find your brand, remember it and choose it.',
    backgroundImg: cardArt('digital-marketing', 'Illustration of a megaphone with social media speech bubbles and a rising chart'),
    block: {
      description:
        'We plan and run integrated digital marketing that builds awareness and demand at the same time. Every channel shares one story and one set of measurable goals, and you receive clear monthly reporting on what moved.',
      keypoint1: 'Digital strategy, audience research and media planning',
      keypoint2: 'Search engine optimisation and local SEO',
      keypoint3: 'Social media management and content calendars',
      keypoint4: 'Content marketing, blogs and video',
      keypoint5: 'Email and WhatsApp marketing campaigns',
      keypoint6: 'Online reputation and review management',
      img: squareArt('digital-marketing', 'Illustration of a megaphone with social media speech bubbles and a rising chart'),
    },
    page: {
      intro:
        'Customers now meet a brand on search, social media, marketplaces and WhatsApp long before they call. We make sure you show up in all the right places with a consistent voice, and that every rupee of effort can be traced to results.',
      benefits: [
        {
          title: 'One plan across every channel',
          text: 'SEO, social media, content and email are planned together rather than run in silos. Your audience hears one coherent story, and each channel supports the others instead of competing for budget.',
        },
        {
          title: 'Content with a purpose',
          text: 'Our writers, designers and video editors create posts, articles and reels tied to the questions your buyers actually ask. Content is planned a month ahead, approved by you and published on schedule.',
        },
        {
          title: 'Reporting you can act on',
          text: 'Monthly reports show reach, engagement, traffic, enquiries and cost per result in plain language. We explain what worked, what did not and what we will change next month.',
        },
      ],
      img: squareArt('digital-marketing', 'Illustration of a megaphone with social media speech bubbles and a rising chart'),
    },
  },
  {
    slug: 'performance-marketing',
    title: 'Performance Marketing',
    description:
      'Paid campaigns on Google, Meta and LinkedIn managed for measurable returns: every rupee tracked to a lead, sale or booking.',
    backgroundImg: cardArt('performance-marketing', 'Illustration of a target with an arrow at its centre beside a bar chart'),
    block: {
      description:
        'Performance marketing is advertising held to account. We set up accurate tracking, launch tightly targeted campaigns and optimise them every week against the numbers that matter to your business: cost per lead, cost per sale and return on ad spend.',
      keypoint1: 'Google Search, Display, Shopping and YouTube ads',
      keypoint2: 'Meta ads across Facebook, Instagram and WhatsApp',
      keypoint3: 'LinkedIn campaigns for B2B audiences',
      keypoint4: 'Conversion tracking with GA4 and server-side tagging',
      keypoint5: 'Creative testing, bid strategy and budget optimisation',
      img: squareArt('performance-marketing', 'Illustration of a target with an arrow at its centre beside a bar chart'),
    },
    page: {
      intro:
        'Ad platforms make it easy to spend money and hard to know what it bought. We bring discipline to paid media: clean tracking, clear targets and weekly optimisation, so you always know your cost per result and where the next rupee should go.',
      benefits: [
        {
          title: 'Measurement you can trust',
          text: 'Before we spend, we audit and fix your tracking so every form, call and purchase is recorded correctly. Decisions are made on real conversions, not on clicks or impressions.',
        },
        {
          title: 'Creative that is tested, not guessed',
          text: 'We run structured tests on headlines, visuals and offers, then scale what wins. Our in-house design team turns results into fresh creative quickly, so campaigns never go stale.',
        },
        {
          title: 'Budgets that follow results',
          text: 'Spend moves every week towards the campaigns, audiences and locations delivering the lowest cost per acquisition. You see the reasoning in a live dashboard and a short weekly note.',
        },
      ],
      img: squareArt('performance-marketing', 'Illustration of a target with an arrow at its centre beside a bar chart'),
    },
  },
  {
    slug: 'growth-hacking-solutions',
    title: 'Growth Hacking Solutions',
    description:
      'Rapid, data-led experiments across your funnel to find the cheapest ways to win, activate and keep customers.',
    backgroundImg: cardArt('growth-hacking-solutions', 'Illustration of a rocket climbing a stepped growth curve'),
    block: {
      description:
        'Growth hacking combines marketing, product and data into a steady rhythm of small experiments. We find where your funnel leaks, test ideas quickly and keep only what moves your core metrics, for startups and established brands alike.',
      keypoint1: 'Funnel audits and growth model design',
      keypoint2: 'Weekly experiment sprints with clear hypotheses',
      keypoint3: 'Referral, loyalty and viral loop programmes',
      keypoint4: 'Onboarding and activation improvements',
      keypoint5: 'A/B testing on landing pages, pricing and messaging',
      img: squareArt('growth-hacking-solutions', 'Illustration of a rocket climbing a stepped growth curve'),
    },
    page: {
      intro:
        'Sustainable growth rarely comes from one big campaign. It comes from dozens of small, well-measured improvements across acquisition, activation, retention and referral. We run that process with you, week after week, and hand over the playbook as we go.',
      benefits: [
        {
          title: 'Find the real bottleneck',
          text: 'We start by mapping your funnel end to end and measuring each step. Effort then goes where it has the biggest effect, whether that is sign-ups, first purchase or repeat usage.',
        },
        {
          title: 'Fast, low-cost experiments',
          text: 'Each sprint tests a handful of focused ideas with clear success criteria. Winners are scaled, losers are dropped quickly, and every result is recorded so learning compounds.',
        },
        {
          title: 'Growth your team can sustain',
          text: 'We document every experiment and coach your team on the method. Over time the growth engine becomes part of how your company works, not something that leaves with an agency.',
        },
      ],
      img: squareArt('growth-hacking-solutions', 'Illustration of a rocket climbing a stepped growth curve'),
    },
  },
  {
    slug: 'printing-solutions',
    title: 'Printing Solutions',
    description:
      'Business stationery, brochures, packaging and large-format prints designed in-house and produced with careful colour control.',
    backgroundImg: cardArt('printing-solutions', 'Illustration of a printer producing a stack of brochures and colour swatches'),
    block: {
      description:
        'Print is still where many customers hold your brand in their hands. We design and produce everything from visiting cards to product packaging, managing paper, finishes, proofs and delivery so the result matches your brand exactly.',
      keypoint1: 'Visiting cards, letterheads and corporate stationery',
      keypoint2: 'Brochures, catalogues, flyers and annual reports',
      keypoint3: 'Product labels and packaging design',
      keypoint4: 'Standees, banners and large-format prints',
      keypoint5: 'Colour-proofed production and on-time delivery',
      img: squareArt('printing-solutions', 'Illustration of a printer producing a stack of brochures and colour swatches'),
    },
    page: {
      intro:
        'A well-made brochure or box says a great deal about the company behind it. We look after design, prepress and production with trusted print partners, so you get consistent colour, the right paper and finishes, and delivery on the date you need.',
      benefits: [
        {
          title: 'Design and print in one place',
          text: 'Our designers prepare files to exact print specifications, removing the back-and-forth between agency and press. Fewer handovers mean fewer errors and faster turnaround.',
        },
        {
          title: 'Consistent brand colour',
          text: 'Colour-managed artwork and physical proofs make sure your brand colours look the same on a visiting card, a catalogue and a six-foot standee. We approve every job before it runs.',
        },
        {
          title: 'The right finish for the budget',
          text: 'We advise on paper stocks, lamination, foiling and quantities so you get the best impression for your money. Short digital runs and large offset orders are both handled.',
        },
      ],
      img: squareArt('printing-solutions', 'Illustration of a printer producing a stack of brochures and colour swatches'),
    },
  },
  {
    slug: 'event-management',
    title: 'Event Management',
    description:
      'Launches, conferences, dealer meets and webinars planned end to end, online and offline, with every detail on brand.',
    backgroundImg: cardArt('event-management', 'Illustration of a stage with spotlights, a microphone and bunting'),
    block: {
      description:
        'We plan and run events that people remember for the right reasons. From concept and venue to stage design, speakers, promotion and post-event follow-up, one team manages the whole experience, whether your audience is in a hall or on a screen.',
      keypoint1: 'Product launches and brand activations',
      keypoint2: 'Conferences, seminars and corporate events',
      keypoint3: 'Dealer meets, exhibitions and trade-fair stalls',
      keypoint4: 'Webinars, virtual and hybrid events',
      keypoint5: 'Venue, vendor, logistics and guest management',
      keypoint6: 'Event promotion, photography and post-event content',
      img: squareArt('event-management', 'Illustration of a stage with spotlights, a microphone and bunting'),
    },
    page: {
      intro:
        'An event is a brand you can walk into. We combine creative concepts with tight planning and on-ground execution, covering offline, online and hybrid formats, so your guests have a smooth experience and you get measurable results afterwards.',
      benefits: [
        {
          title: 'One team from idea to wrap-up',
          text: 'Concept, budget, venue, production, promotion and guest management sit with a single event lead. You have one point of contact and no gaps between vendors.',
        },
        {
          title: 'Online, offline or hybrid',
          text: 'We run in-person events, live-streamed sessions and virtual conferences with the same care. Hybrid formats let you reach audiences across cities without multiplying costs.',
        },
        {
          title: 'Results beyond the day',
          text: 'Registrations, attendance and leads are tracked from the first invitation. After the event you receive photographs, highlight videos and a follow-up plan to turn interest into business.',
        },
      ],
      img: squareArt('event-management', 'Illustration of a stage with spotlights, a microphone and bunting'),
    },
  },
  {
    slug: 'outdoor-media',
    title: 'Outdoor Media',
    description:
      'Hoardings, transit, mall and airport branding in the right locations, planned around where your audience lives and travels.',
    backgroundImg: cardArt('outdoor-media', 'Illustration of a roadside billboard on poles with a city skyline behind'),
    block: {
      description:
        'Outdoor advertising puts your brand in front of people every day on their commute. We select sites using traffic and audience insight, design creative that reads in three seconds, and handle booking, permissions, printing, mounting and monitoring.',
      keypoint1: 'Hoardings, unipoles and gantries',
      keypoint2: 'Bus shelter, metro and transit advertising',
      keypoint3: 'Mall, airport and cinema branding',
      keypoint4: 'Location planning based on audience and traffic data',
      keypoint5: 'Printing, mounting and geo-tagged proof of display',
      img: squareArt('outdoor-media', 'Illustration of a roadside billboard on poles with a city skyline behind'),
    },
    page: {
      intro:
        'Done well, outdoor media builds familiarity that digital channels alone cannot. We plan city-wide and hyperlocal campaigns, negotiate the best rates for prime locations and make sure every site goes up on time and stays in good condition.',
      benefits: [
        {
          title: 'Locations chosen with data',
          text: 'We shortlist sites by footfall, traffic flow and proximity to your stores, projects or campuses. Every rupee is spent where your audience actually passes.',
        },
        {
          title: 'Creative made for a glance',
          text: 'Outdoor creative has seconds to work. Our designers keep to one idea, bold type and strong contrast, so your message lands from a moving car or a crowded platform.',
        },
        {
          title: 'Hassle-free execution',
          text: 'Booking, municipal permissions, printing, mounting and maintenance are all handled by us. You receive date-stamped, geo-tagged photographs of every site as proof of display.',
        },
      ],
      img: squareArt('outdoor-media', 'Illustration of a roadside billboard on poles with a city skyline behind'),
    },
  },
  {
    slug: 'software-development',
    title: 'Software Development',
    description:
      'Custom software, portals and integrations that automate the work your team repeats every day and give you clearer data.',
    backgroundImg: cardArt('software-development', 'Illustration of stacked code windows connected by gears and a database cylinder'),
    block: {
      description:
        'Off-the-shelf tools rarely fit the way a growing business actually works. We build custom software, from internal dashboards to full SaaS products, with careful architecture, automated testing and a delivery rhythm you can follow week by week.',
      keypoint1: 'Custom business applications and web portals',
      keypoint2: 'CRM, ERP and workflow automation',
      keypoint3: 'SaaS product development for startups',
      keypoint4: 'API development and third-party integrations',
      keypoint5: 'Cloud architecture, DevOps and deployment',
      keypoint6: 'Maintenance, upgrades and technical support',
      img: squareArt('software-development', 'Illustration of stacked code windows connected by gears and a database cylinder'),
    },
    page: {
      intro:
        'The right software removes spreadsheets, manual follow-ups and guesswork from daily operations. We work in short, visible sprints, so you see working software early, steer priorities as you learn and launch with a system your team genuinely wants to use.',
      benefits: [
        {
          title: 'Fits your process, not the other way round',
          text: 'We study how your team works today before proposing a solution. The software reflects your approvals, roles and reports, so adoption is quick and training is short.',
        },
        {
          title: 'Transparent, agile delivery',
          text: 'Two-week sprints, regular demos and a shared backlog mean you always know what is done and what comes next. Scope can change as priorities change, without surprises on cost.',
        },
        {
          title: 'Built to scale and to last',
          text: 'Clean architecture, automated tests and cloud infrastructure keep the system stable as users and data grow. You own the code and documentation outright.',
        },
      ],
      img: squareArt('software-development', 'Illustration of stacked code windows connected by gears and a database cylinder'),
    },
  },
  {
    slug: 'lead-generation',
    title: 'Lead Generation',
    description:
      'A steady flow of qualified enquiries from landing pages, ads and outreach, scored and delivered straight to your sales team.',
    backgroundImg: cardArt('lead-generation', 'Illustration of a funnel collecting contact cards above a magnet'),
    block: {
      description:
        'Leads only matter if your sales team can close them. We build complete lead generation systems, from offer and landing page to targeting, qualification and hand-off, and we measure success by qualified conversations, not form fills.',
      keypoint1: 'High-converting landing pages and lead magnets',
      keypoint2: 'Paid search and social lead campaigns',
      keypoint3: 'LinkedIn and email outreach for B2B',
      keypoint4: 'Lead scoring and qualification workflows',
      keypoint5: 'CRM integration and instant WhatsApp alerts',
      keypoint6: 'Nurture sequences that follow up automatically',
      img: squareArt('lead-generation', 'Illustration of a funnel collecting contact cards above a magnet'),
    },
    page: {
      intro:
        'Whether you sell flats, courses, software or services, growth depends on a predictable pipeline. We design the offer, the pages and the campaigns that attract the right prospects, then make sure every lead reaches your team quickly and with context.',
      benefits: [
        {
          title: 'Quality over volume',
          text: 'Targeting, qualifying questions and lead scoring filter out time-wasters before they reach your team. Your sales people spend their day on prospects who are ready to talk.',
        },
        {
          title: 'Speed to lead',
          text: 'New enquiries flow instantly into your CRM, with WhatsApp or email alerts to the right person. Faster first contact means noticeably higher conversion.',
        },
        {
          title: 'Clear cost per qualified lead',
          text: 'We report on cost per lead, cost per qualified lead and, where your CRM allows, cost per sale. Budgets shift to the sources that bring in real business.',
        },
      ],
      img: squareArt('lead-generation', 'Illustration of a funnel collecting contact cards above a magnet'),
    },
  },
  {
    slug: 'hospitality-management',
    title: 'Hospitality Management',
    description:
      'Branding, bookings and guest experience for hotels, resorts, restaurants and cafés, so every stay and meal earns a return visit.',
    backgroundImg: cardArt('hospitality-management', 'Illustration of a hotel bell on a counter beside a room key and a coffee cup'),
    block: {
      description:
        'Hospitality businesses win on experience and reputation. We help hotels, resorts, restaurants and cafés build a distinctive brand, fill rooms and tables through direct and online channels, and manage the reviews and guest touchpoints that drive repeat business.',
      keypoint1: 'Brand identity, menus and interior brand touchpoints',
      keypoint2: 'Direct booking websites and table reservation systems',
      keypoint3: 'Listings on travel and food delivery platforms',
      keypoint4: 'Review and reputation management',
      keypoint5: 'Launch campaigns, seasonal offers and loyalty programmes',
      img: squareArt('hospitality-management', 'Illustration of a hotel bell on a counter beside a room key and a coffee cup'),
    },
    page: {
      intro:
        'From a boutique homestay to a multi-outlet café chain, hospitality brands live or die by how guests feel and what they say afterwards. We bring branding, digital marketing and guest experience thinking together under one roof, so you can focus on service.',
      benefits: [
        {
          title: 'More direct bookings',
          text: 'A fast booking website, Google Business Profile optimisation and targeted campaigns bring guests straight to you. Fewer commissions to aggregators means healthier margins.',
        },
        {
          title: 'A brand guests remember',
          text: 'Name, logo, menus, signage, uniforms and social media are designed as one experience. Guests recognise your property or outlet instantly and share it willingly.',
        },
        {
          title: 'Reputation under control',
          text: 'We monitor reviews across platforms, draft timely replies and feed recurring issues back to your team. Higher ratings lead directly to more bookings and footfall.',
        },
      ],
      img: squareArt('hospitality-management', 'Illustration of a hotel bell on a counter beside a room key and a coffee cup'),
    },
  },
  {
    slug: 'individual-portfolio-management',
    title: 'Individual Portfolio Management',
    description:
      'Personal brands for founders, doctors, creators and professionals: a portfolio site, sharp profiles and a steady voice online.',
    backgroundImg: cardArt('individual-portfolio-management', 'Illustration of a profile card with a portrait silhouette, a star and a briefcase'),
    block: {
      description:
        'Clients, employers and investors look you up before they meet you. We build and manage the professional portfolio and online presence of individuals, so what they find is current, credible and unmistakably yours.',
      keypoint1: 'Personal brand strategy and positioning',
      keypoint2: 'Portfolio websites and digital profiles',
      keypoint3: 'LinkedIn profile optimisation and content',
      keypoint4: 'Professional photography and media kits',
      keypoint5: 'Speaking, awards and press opportunity support',
      img: squareArt('individual-portfolio-management', 'Illustration of a profile card with a portrait silhouette, a star and a briefcase'),
    },
    page: {
      intro:
        'For founders, doctors, architects, consultants, artists and public figures, reputation is the business. We shape and manage your personal brand across a portfolio website and social profiles, with regular content that reflects your expertise in your own voice.',
      benefits: [
        {
          title: 'A clear professional story',
          text: 'We help you define what you stand for, who you serve and what makes you different. That story then runs consistently through your website, profiles and talks.',
        },
        {
          title: 'A portfolio that works for you',
          text: 'Your work, credentials and testimonials are presented on a fast, elegant site that you own. Enquiries for consultations, commissions or speaking slots come straight to you.',
        },
        {
          title: 'Visibility without the time drain',
          text: 'Our writers interview you briefly each month and turn your ideas into posts and articles for your approval. You stay visible and relevant without giving up your working hours.',
        },
      ],
      img: squareArt('individual-portfolio-management', 'Illustration of a profile card with a portrait silhouette, a star and a briefcase'),
    },
  },
  {
    slug: 'political-campaign',
    title: 'Political Campaign',
    overviewTitle: 'Political Campaigns',
    description:
      'Campaign strategy, voter outreach and on-ground visibility for candidates and parties, run responsibly within election rules.',
    backgroundImg: cardArt('political-campaign', 'Illustration of a podium with a microphone, a ballot box and flag bunting'),
    block: {
      description:
        'Modern campaigns are won by listening as much as by speaking. We help candidates and parties understand constituency priorities, shape a clear message and reach voters across digital, print and outdoor channels, in line with Election Commission guidelines.',
      keypoint1: 'Constituency research and voter sentiment analysis',
      keypoint2: 'Campaign messaging, manifesto and speech support',
      keypoint3: 'Social media management and war-room monitoring',
      keypoint4: 'Posters, banners, hoardings and campaign print',
      keypoint5: 'Rallies, public meetings and door-to-door coordination',
      keypoint6: 'Model Code of Conduct compliance and spend records',
      img: squareArt('political-campaign', 'Illustration of a podium with a microphone, a ballot box and flag bunting'),
    },
    page: {
      intro:
        'From municipal wards to assembly constituencies, we give candidates the research, creative and coordination of a professional campaign team. Our work is grounded in local issues, delivered at speed and kept within the Model Code of Conduct.',
      benefits: [
        {
          title: 'Grounded in local issues',
          text: 'Surveys, ground reports and social listening show what voters in each ward care about. Messaging and promises are shaped around those priorities, not generic slogans.',
        },
        {
          title: 'Every channel, one message',
          text: 'Social media, WhatsApp, print, hoardings and public meetings carry a consistent message and visual identity. A daily war-room rhythm keeps the campaign responsive to events.',
        },
        {
          title: 'Responsible and compliant',
          text: 'Content is checked against Election Commission guidelines and platform policies before release. We maintain clear records of creative and spend to simplify expense reporting.',
        },
      ],
      img: squareArt('political-campaign', 'Illustration of a podium with a microphone, a ballot box and flag bunting'),
    },
  },
];
export { cardArt, squareArt };
