import type { ImageRef } from './types';

/** One of the 6 sectors of SPEC 1 ("Industries We Serve"). */
export interface Sector {
  /** Route segment: the sector page lives at /{slug}. */
  slug: string;
  title: string;
  /** Home card image (SPEC 2.4), also shown on the sector page. */
  imgSrc: ImageRef;
  /** Industries page (SPEC 2.9): a long description of the services we bring to this sector. */
  industry: {
    description: string;
    image: ImageRef;
    /** Soft, blurred version of the image used as the card's backdrop. */
    blurredImage: ImageRef;
  };
  /** Sector page (SPEC 2.8): a paragraph and exactly five bullet points. */
  page: {
    paragraph: string;
    bullets: [string, string, string, string, string];
  };
}

const sectorArt = (slug: string, alt: string): ImageRef => ({
  src: `/art/sectors/${slug}.svg`,
  width: 600,
  height: 400,
  alt,
});

const blurredSectorArt = (slug: string): ImageRef => ({
  src: `/art/sectors/${slug}-blur.svg`,
  width: 600,
  height: 400,
  alt: '',
});

export const sectors: Sector[] = [
  {
    slug: 'education',
    title: 'Education',
    imgSrc: sectorArt('education', 'Illustration of an open book with a graduation cap and a pencil'),
    industry: {
      description:
        'Schools, colleges, coaching institutes and edtech platforms compete for attention in a crowded admissions season. We build brand identities that parents and students trust, fast websites with clear course pages and online application forms, and admission campaigns on Google, Meta and YouTube that are tracked to enrolments, not just clicks. Our team also produces prospectuses, campus signage and event branding for open days and convocations, and builds learning apps and student portals. The result is a steady flow of qualified enquiries and a reputation that outlasts a single intake.',
      image: sectorArt('education', 'Illustration of an open book with a graduation cap and a pencil'),
      blurredImage: blurredSectorArt('education'),
    },
    page: {
      paragraph:
        'Families make education decisions carefully, comparing institutions for months before they enrol. We help schools, colleges, coaching centres and edtech companies earn that trust with a clear brand story, a website that answers every question about courses, fees and outcomes, and admission campaigns timed to the academic calendar. Every enquiry is tracked from first click to confirmed enrolment, so you know which channels fill your seats.',
      bullets: [
        'Admission campaigns tracked to enrolments',
        'Websites with course pages and online applications',
        'Learning apps and student portals',
        'Prospectuses, campus signage and event branding',
        'Alumni and parent community engagement',
      ],
    },
  },
  {
    slug: 'technology',
    title: 'Technology',
    imgSrc: sectorArt('technology', 'Illustration of a microchip connected to a cloud and circuit lines'),
    industry: {
      description:
        'Technology companies need to explain complex products simply and stand out in markets that move every quarter. We work with SaaS startups, IT services firms and hardware makers on positioning, naming and brand identity, then build product websites, documentation hubs and demo experiences that convert technical buyers. Our performance and LinkedIn campaigns generate qualified B2B pipeline, while growth experiments improve sign-up, activation and retention. When you need extra engineering capacity, our software and app teams build MVPs, integrations and internal tools alongside yours.',
      image: sectorArt('technology', 'Illustration of a microchip connected to a cloud and circuit lines'),
      blurredImage: blurredSectorArt('technology'),
    },
    page: {
      paragraph:
        'Great technology does not sell itself; it needs a clear story told to the right buyer at the right moment. We help SaaS startups, IT services companies and product firms sharpen their positioning, launch with confidence and build a pipeline of qualified demos. Because design, engineering and marketing sit under one roof, your website, product and campaigns move forward together instead of waiting on each other.',
      bullets: [
        'Positioning, naming and brand identity',
        'Product websites and documentation hubs',
        'B2B lead generation on LinkedIn and Google',
        'MVP, SaaS and integration development',
        'Growth experiments for sign-up and retention',
      ],
    },
  },
  {
    slug: 'real-estate',
    title: 'Real Estate',
    imgSrc: sectorArt('real-estate', 'Illustration of a residential tower and a house with a location pin'),
    industry: {
      description:
        'Real estate buyers research for months before booking a site visit, and every project launch is a race for attention. We create project names, logos and brochures that reflect the lifestyle on offer, build project microsites with floor plans, walkthroughs and RERA details, and run lead campaigns that deliver serious buyers to your sales team in real time. Hoardings near the site, channel partner meets and launch events complete the picture, while CRM integration and lead scoring help your team convert site visits into bookings.',
      image: sectorArt('real-estate', 'Illustration of a residential tower and a house with a location pin'),
      blurredImage: blurredSectorArt('real-estate'),
    },
    page: {
      paragraph:
        'A home is the largest purchase most families ever make, so every touchpoint must build confidence. We support developers and channel partners from project naming and brand identity to launch events, outdoor media and lead generation. Campaigns are measured by site visits and bookings rather than clicks, and leads reach your sales team instantly with the details they need to follow up well.',
      bullets: [
        'Project branding, brochures and sales kits',
        'Project microsites with RERA details and floor plans',
        'Lead campaigns measured by site visits',
        'Hoardings and outdoor media near the project',
        'Launch events and channel partner meets',
      ],
    },
  },
  {
    slug: 'food-beverages',
    title: 'Food & Beverages',
    imgSrc: sectorArt('food-beverages', 'Illustration of a steaming cup, a plate with cutlery and a leaf garnish'),
    industry: {
      description:
        'Food and beverage brands are chosen in seconds, on a shelf, a delivery app or a busy high street. We design brand identities, packaging and labels that look appetising and meet labelling requirements, and we build menus, signage and interiors that make cafés and restaurants instantly recognisable. Social media content, food photography and influencer collaborations create appetite, while delivery platform optimisation, local search and loyalty programmes turn first orders into regulars. For packaged food brands, we also plan retail activations and e-commerce launches.',
      image: sectorArt('food-beverages', 'Illustration of a steaming cup, a plate with cutlery and a leaf garnish'),
      blurredImage: blurredSectorArt('food-beverages'),
    },
    page: {
      paragraph:
        'In food and beverages, the brand is tasted before the product. We help restaurants, cafés, cloud kitchens and packaged food companies stand out with distinctive identities, appetising packaging and social content that makes people hungry. Then we turn that attention into dine-in visits and orders through delivery platform optimisation, local search, outlet launches and loyalty programmes that bring customers back week after week.',
      bullets: [
        'Brand identity, packaging and labels',
        'Menu design, signage and outlet branding',
        'Food photography and social media content',
        'Delivery platform and local search optimisation',
        'Outlet launches and loyalty programmes',
      ],
    },
  },
  {
    slug: 'clothing',
    title: 'Clothing',
    imgSrc: sectorArt('clothing', 'Illustration of a shirt on a hanger beside a fabric swatch and a price tag'),
    industry: {
      description:
        'Fashion and apparel labels live on visual identity and community. We help clothing brands define a look and a voice that their customers want to be part of, from logo and label design to lookbooks, tags and retail packaging. Our developers build online stores with size guides, fast checkout and marketplace integrations, while our marketers run seasonal campaigns, influencer collaborations and catalogue ads that sell collections quickly. For brands with stores, we add window displays, in-store branding and pop-up events that bring the online and offline experience together.',
      image: sectorArt('clothing', 'Illustration of a shirt on a hanger beside a fabric swatch and a price tag'),
      blurredImage: blurredSectorArt('clothing'),
    },
    page: {
      paragraph:
        'Whether you are launching a first capsule collection or running a network of stores, your customers buy into a look and a feeling. We build that identity consistently across labels, lookbooks, online stores and social media, then drive sales with seasonal campaigns, influencer partnerships and performance ads. Every collection launch is planned end to end, from the first shoot to the last pop-up event.',
      bullets: [
        'Label, tag and packaging design',
        'E-commerce stores with marketplace integration',
        'Lookbooks and campaign photography',
        'Influencer and seasonal sale campaigns',
        'Pop-up events and in-store branding',
      ],
    },
  },
  {
    slug: 'pharmaceutical',
    title: 'Pharmaceutical',
    imgSrc: sectorArt('pharmaceutical', 'Illustration of a capsule, a medicine bottle and a medical cross'),
    industry: {
      description:
        'Pharmaceutical and healthcare companies communicate with doctors, chemists, distributors and patients, each with different needs and strict rules. We create brand identities, product packaging and visual aids that are clear and compliant, and build corporate websites and product portals with carefully reviewed content. Our team supports field forces with detailing aids, sales apps and training material, and runs doctor engagement programmes, CME events and medical conference stalls. For distributors and healthcare providers, we add lead generation, patient awareness campaigns and reputation management, always within applicable codes and guidelines.',
      image: sectorArt('pharmaceutical', 'Illustration of a capsule, a medicine bottle and a medical cross'),
      blurredImage: blurredSectorArt('pharmaceutical'),
    },
    page: {
      paragraph:
        'In pharma and healthcare, accuracy and trust come before creativity, but good creativity still makes the difference. We help manufacturers, distributors, hospitals and clinics across India communicate clearly with doctors, chemists and patients. From packaging and visual aids to sales apps and medical events, every piece is carefully reviewed for accuracy and produced within the codes that govern healthcare marketing in India.',
      bullets: [
        'Compliant packaging and product literature',
        'Visual aids and detailing material for field teams',
        'Sales force apps and distributor portals',
        'CME programmes and medical conference stalls',
        'Patient awareness and clinic marketing',
      ],
    },
  },
];
export { sectorArt, blurredSectorArt };
