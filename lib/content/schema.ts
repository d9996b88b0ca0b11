import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The content model: one zod schema per file or collection under content/. The types the code
 * uses are inferred from here, and the refinements are the build's content checks
 * (docs/product-rules.md#content). Nothing here imports React.
 */

/** Copy that must never reach the public site (docs/product-rules.md#content). */
const placeholderCopy = /lorem\s+ipsum|placeholder|\bTODO\b|\bTBD\b/i;

/** A line of visible copy: not blank, no placeholder text. */
export const copy = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((s) => !placeholderCopy.test(s), 'contains placeholder text (lorem ipsum, placeholder, TODO)');

/** Visible copy with {name} slots that the page fills in, e.g. "Explore {title}". */
const template = (...slots: string[]) =>
  copy.refine(
    (s) => [...s.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(m[1] ?? '')),
    `may only use the slots ${slots.map((s) => `{${s}}`).join(', ')}`,
  );

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const order = z.number().int().positive();
/**
 * The pictures of lib/art/, by id, with the words that describe them (their alt text), as
 * scripts/generate-art.mjs writes them beside the drawings (docs/product-rules.md#art).
 */
type MotifKind = 'service' | 'sector' | 'article' | 'scene';
let manifest: Record<string, { kind: MotifKind; description: string }> | undefined;
export const motifManifest = () =>
  (manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'art', 'motifs.json'), 'utf8')) as NonNullable<typeof manifest>);
/** The alt text of a picture: its description, written once beside its drawing. */
export const describe = (id: string): string => motifManifest()[id]?.description ?? '';
/** A content field naming the picture an entry shows, one of the drawings of its kind. */
const motif = (kind: MotifKind) =>
  z
    .string()
    .refine((id) => motifManifest()[id]?.kind === kind, `must name one of the ${kind} pictures of lib/art/ (listed in public/art/motifs.json)`)
    .describe(`The picture: one of the ${kind} drawings of lib/art/`);
const titledText = z.object({ title: copy, text: copy });

/** A page's full title: every page but home shows the site name after its own title. */
export const withSiteName = (title: string, siteName: string): string => `${title} | ${siteName}`;

/** A search result: the page title (the site name is appended) and its description. */
export const seoLimits = { title: 60, descriptionMin: 50, descriptionMax: 160 } as const;
const seo = z.object({
  title: copy,
  description: copy
    .min(seoLimits.descriptionMin, `must be at least ${seoLimits.descriptionMin} characters`)
    .max(seoLimits.descriptionMax, `must be at most ${seoLimits.descriptionMax} characters`),
});

/** An image in public/, with its intrinsic size so the page never shifts while it loads. */
export const imageRef = z.object({
  src: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "" marks a purely decorative image. */
  alt: z.string(),
});
export type ImageRef = z.infer<typeof imageRef>;

const image = (src: string, width: number, height: number, altText: string): ImageRef => ({ src, width, height, alt: altText });

/** docs/product-rules.md#counts-and-constants: the numbers the site is designed around. */
export const fixedCounts = {
  services: 13,
  sectors: 6,
  /** At least this many: more testimonials simply join the slider. */
  testimonials: 9,
  clients: 10,
  interests: 12,
  moreToRead: 6,
  statistics: 4,
  values: 6,
  serviceBenefits: 3,
  sectorBullets: 5,
  serviceKeyPointsMin: 5,
  serviceKeyPointsMax: 6,
  menuItems: 6,
} as const;

// ---------------------------------------------------------------------------------------------
// Collections: one file per entry; the slug is the file name.

export const serviceSchema = z
  .object({
    slug,
    order,
    title: copy,
    /** Heading on the services overview page where it differs from the title ("Political Campaigns"). */
    overviewTitle: copy.optional(),
    /** Home card text, revealed on hover and focus. */
    description: copy,
    motif: motif('service'),
    overview: z.object({
      description: copy,
      keyPoints: z
        .array(copy)
        .min(fixedCounts.serviceKeyPointsMin, `needs at least ${fixedCounts.serviceKeyPointsMin} key points`)
        .max(fixedCounts.serviceKeyPointsMax, `shows at most ${fixedCounts.serviceKeyPointsMax} key points`),
    }),
    page: z.object({
      intro: copy,
      benefits: z.array(titledText).length(fixedCounts.serviceBenefits, `needs exactly ${fixedCounts.serviceBenefits} benefits`),
    }),
    seo,
  })
  .transform((s) => ({
    ...s,
    path: `/${s.slug}`,
    images: {
      /** Home card art, 257 by 360. */
      card: image(`/art/services/${s.slug}-card.svg`, 257, 360, describe(s.motif)),
      /** Services overview and service page art. */
      square: image(`/art/services/${s.slug}.svg`, 480, 480, describe(s.motif)),
    },
  }));
export type Service = z.output<typeof serviceSchema>;

export const sectorSchema = z
  .object({
    slug,
    order,
    title: copy,
    motif: motif('sector'),
    /** Sectors page: a long description of what we bring to this sector. */
    overview: z.object({ description: copy }),
    page: z.object({
      paragraph: copy,
      bullets: z.array(copy).length(fixedCounts.sectorBullets, `needs exactly ${fixedCounts.sectorBullets} bullet points`),
    }),
    seo,
  })
  .transform((s) => ({
    ...s,
    path: `/${s.slug}`,
    images: {
      main: image(`/art/sectors/${s.slug}.svg`, 600, 400, describe(s.motif)),
      /** Soft backdrop behind the sectors page card: decorative. */
      blurred: image(`/art/sectors/${s.slug}-blur.svg`, 600, 400, ''),
    },
  }));
export type Sector = z.output<typeof sectorSchema>;

export const testimonialSchema = z.object({
  slug,
  order,
  /** The quote (EmailJS-era field name kept from the original data: description, company). */
  description: copy,
  company: copy,
  person: copy,
  role: copy,
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const clientSchema = z
  .object({ slug, order, name: copy })
  .transform((c) => ({ ...c, logo: image(`/art/clients/${c.slug}.svg`, 200, 80, `${c.name} logo`) }));
export type Client = z.output<typeof clientSchema>;

export const articleSchema = z
  .object({
    slug,
    title: copy,
    /** Card text and search description. */
    excerpt: seo.shape.description,
    /** A shorter title for search results, where the title is too long with the site name after it. */
    seoTitle: copy.optional(),
    /** The lead paragraph under the title, where the article has one. */
    standfirst: copy.optional(),
    author: copy,
    authorRole: copy,
    date: z.iso.date(),
    readMinutes: z.number().int().positive().optional(),
    motif: motif('article'),
    /** The one article shown in full on the blog page. */
    featured: z.boolean().default(false),
    /** Position among the "more to read" cards. */
    order: order.optional(),
    /** Service page the article relates to. */
    relatedService: slug.optional(),
    body: copy,
  })
  .transform((a) => ({
    ...a,
    path: `/blog/${a.slug}`,
    readMinutes: a.readMinutes ?? Math.max(1, Math.round(a.body.split(/\s+/).length / 220)),
    images: {
      hero: image(a.featured ? '/art/blog/article.svg' : `/art/blog/${a.slug}.svg`, 1200, 600, describe(a.motif)),
      card: image(a.featured ? '/art/blog/article.svg' : `/art/blog/${a.slug}-card.svg`, 400, 260, describe(a.motif)),
    },
  }));
export type Article = z.output<typeof articleSchema>;

// ---------------------------------------------------------------------------------------------
// Single files.

const socialNetwork = z.enum(['facebook', 'instagram', 'whatsapp', 'x', 'linkedin']);
export const siteSchema = z
  .object({
    name: copy,
    shortName: copy,
    tagline: copy,
    phoneDisplay: copy,
    /** E.164 without the plus, as wa.me and tel: links want it. */
    phoneDigits: z.string().regex(/^\d{8,15}$/, 'must be 8 to 15 digits, country code first, no plus'),
    email: z.email(),
    address: z.object({ street: copy, locality: copy, region: copy, postalCode: copy, country: copy }),
    /** In display order; the first (Facebook) is hidden (docs/product-rules.md#footer). */
    socials: z.array(
      z
        .object({ network: socialNetwork, label: copy, hidden: z.boolean(), href: z.url().optional() })
        .refine((s) => s.network === 'whatsapp' || s.href, { message: 'needs an href', path: ['href'] }),
    ),
    brochureFile: z.string().regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name without folders'),
  })
  .transform((s) => {
    const whatsappUrl = `https://wa.me/${s.phoneDigits}`;
    return {
      ...s,
      whatsappUrl,
      /** Served path of the generated brochure (docs/product-rules.md#brochure). */
      brochurePath: `/${s.brochureFile}`,
      socials: s.socials.map((x) => ({ ...x, href: x.network === 'whatsapp' ? whatsappUrl : (x.href ?? '') })),
      addressLine: `${s.address.street}, ${s.address.locality}, ${s.address.region} ${s.address.postalCode}, ${s.address.country}`,
    };
  });
export type Site = z.output<typeof siteSchema> & { url: string };
export type SocialLink = Site['socials'][number];

export const textsSchema = z.object({
  home: z.object({
    tagline: copy,
    roofLine: copy,
    launchLine: copy,
    servicesIntroHeading: copy,
    servicesIntroSubline: copy,
    servicesHeading: copy,
    sectorsHeading: copy,
    sectorsTagline: copy,
    clientsHeading: copy,
    testimonialsHeading: copy,
    knowMore: copy,
    playPause: z.object({ pause: copy, play: copy }).describe('The words shown on the pause/play button of the logo strip and the testimonials'),
    clientLogos: z.object({
      pause: copy.describe('What a screen reader calls the button that stops the logo strip'),
      play: copy.describe('What a screen reader calls the button that starts the logo strip again'),
    }),
    testimonialSlider: z.object({
      pause: copy.describe('What a screen reader calls the button that stops the testimonials'),
      play: copy.describe('What a screen reader calls the button that starts the testimonials again'),
      carousel: copy.describe('What a screen reader calls the slider as a whole, e.g. "carousel"'),
      slide: copy.describe('What a screen reader calls one testimonial, e.g. "slide"'),
      slideName: template('number', 'count').describe('The name of one testimonial, e.g. "{number} of {count}"'),
      dots: copy.describe('What a screen reader calls the row of dots'),
      dotName: template('number', 'count').describe('The name of one dot, e.g. "Show testimonial {number} of {count}"'),
    }),
  }),
  header: z.object({ whoWeAre: copy, services: copy, getQuote: copy, openMenu: copy, closeMenu: copy }),
  /** The overlay menu's items, in the order of the menu's targets (docs/product-rules.md#header-and-menu). */
  menu: z.array(copy).length(fixedCounts.menuItems, `needs exactly ${fixedCounts.menuItems} items`),
  footer: z.object({ connectUs: copy, sectors: copy, services: copy, contact: copy, follow: copy }),
  enquiry: z.object({ banner: copy, brochureButton: copy, whatsapp: copy }),
  brochure: z.object({ button: copy }),
  about: z.object({ connectButton: copy }),
  blog: z.object({ moreToRead: copy, readMore: copy }),
  notFound: z.object({ heading: copy, line: copy, back: copy }),
});
export type Texts = z.output<typeof textsSchema>;

const pageSeoKeys = ['company', 'services', 'sectors', 'about', 'enquiry', 'blog', 'brochure'] as const;
export const seoSchema = z.object({
  /** The home page title is used as it is; every other title gets " | {site name}". */
  home: seo,
  pages: z.object(Object.fromEntries(pageSeoKeys.map((k) => [k, seo])) as Record<(typeof pageSeoKeys)[number], typeof seo>),
});
export type SeoCopy = z.output<typeof seoSchema>;
export type PageSeo = z.output<typeof seo>;

const link = z.object({ label: copy, href: z.string().startsWith('/') });
/** The floating icons that drift around the home overview: decorative, so no alt text. */
export const floatingIconNames = ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star'] as const;

export const homeSchema = z
  .object({
  overview: z.object({ eyebrow: copy, heading: copy, lead: copy, keyPoints: z.array(titledText).min(1) }),
  heroCtas: z.object({ primary: link, secondary: link }),
  statsHeading: copy,
  statistics: z
    .array(z.object({ value: copy, label: copy }))
    .length(fixedCounts.statistics, `needs exactly ${fixedCounts.statistics} statistics`),
  servicesSwipeHint: copy,
  })
  .transform((h) => ({
    ...h,
    images: {
      hero: image('/art/hero.svg', 560, 480, describe('hero')),
      underline: image('/art/underline.svg', 300, 24, ''),
      /** 381 by 381 (docs/product-rules.md#counts-and-constants). */
      servicesIntro: image('/art/services-intro.svg', 381, 381, describe('services-intro')),
      floatingIcons: floatingIconNames.map((name) => image(`/art/floating/${name}.svg`, 64, 64, '')),
    },
  }));
export type Home = z.output<typeof homeSchema>;

const companyBlock = z
  .object({ id: slug, heading: copy, paragraphs: z.array(copy).min(1) })
  // The block's id names its anchor, its picture and that picture's description.
  .transform((b) => ({ ...b, image: image(`/art/about/${b.id}.svg`, 520, 400, describe(b.id)) }));
export const valueIcons = ['usp', 'innovation', 'customer', 'collaboration', 'results', 'integrity'] as const;
export const companySchema = z.object({
  whoWeAre: companyBlock,
  whyWe: companyBlock,
  about: z.object({
    mission: z
      .object({ heading: copy, paragraphs: z.array(copy).min(1) })
      .transform((m) => ({ ...m, image: image('/art/about/mission.svg', 520, 400, describe('mission')) })),
    valuesHeading: copy,
    valuesIntro: copy,
    values: z
      .array(titledText.extend({ icon: z.enum(valueIcons) }))
      .length(fixedCounts.values, `needs exactly ${fixedCounts.values} values`),
    worldMap: z
      .object({ heading: copy, text: copy })
      .transform((w) => ({ ...w, image: image('/art/world-map.svg', 1000, 500, describe('world-map')) })),
    getInTouch: z.object({ heading: copy, text: copy }),
  }),
});
export type Company = z.output<typeof companySchema>;

const banner = z.object({ eyebrow: copy, title: copy, lead: copy });
export type BannerCopy = z.output<typeof banner>;
export const pagesSchema = z.object({
  quoteCta: z.object({ heading: copy, text: copy, button: copy }),
  company: z.object({ banner }),
  services: z.object({ banner, keyPoints: copy }),
  service: z.object({ eyebrow: copy, benefitsHeading: copy, relatedHeading: copy, ctaHeading: template('title', 'lowercaseTitle') }),
  sectors: z.object({ banner, cardLink: template('title', 'lowercaseTitle') }),
  sector: z.object({ eyebrow: copy, bulletsHeading: template('title', 'lowercaseTitle'), relatedHeading: copy }),
  about: z.object({ banner }),
  enquiry: z.object({
    lead: copy,
    formHeading: copy,
    contactHeading: copy,
    contactText: copy,
    phoneLabel: copy,
    emailLabel: copy,
    addressLabel: copy,
  }),
  brochure: z.object({
    banner,
    insideHeading: copy,
    inside: z.array(template('serviceCount', 'sectorCount')).min(1),
    note: copy,
  }),
  blog: z.object({ eyebrow: copy, byline: copy, minutesRead: template('minutes'), share: copy }),
});
export type Pages = z.output<typeof pagesSchema>;
export type CtaCopy = Pages['quoteCta'];

const formField = z.object({ label: copy, placeholder: copy.optional(), hint: copy.optional() });
const fieldsOf = <K extends string>(...names: K[]) => z.object(Object.fromEntries(names.map((n) => [n, formField])) as Record<K, typeof formField>);
/** The failure causes of lib/emailjs.ts, each with what the visitor is told (docs/product-rules.md#failure-wording). */
export const failureCauses = ['network', 'rate-limited', 'blocked', 'rejected', 'not-configured', 'failed'] as const;

/** Every word of the three forms; field names are EmailJS's and fixed (docs/product-rules.md#payloads). */
export const formsSchema = z.object({
  sending: copy,
  /** The alert after any successful send (docs/product-rules.md#forms). */
  successAlert: copy,
  optional: copy,
  /** A required field holding only spaces, as the browser says it (docs/product-rules.md#forms). */
  blank: template('label').describe('Said when a required field holds only spaces, e.g. "Please fill in {label}."'),
  failure: z.object({
    heading: copy,
    kept: copy,
    alsoEmail: copy,
    onlyEmail: copy,
    or: copy,
    whatsapp: copy,
    /** The subject of the pre-filled e-mail, and the note ending a message cut to fit a link. */
    mailSubject: copy,
    shortened: copy,
    causes: z.object(
      Object.fromEntries(failureCauses.map((c) => [c, z.object({ reason: copy, next: copy.optional() })])) as Record<
        (typeof failureCauses)[number],
        z.ZodObject<{ reason: typeof copy; next: z.ZodOptional<typeof copy> }>
      >,
    ),
  }),
  /** The notice offering to send a message kept after a failed send, or to discard it. */
  outbox: z.object({ heading: copy, text: copy, send: copy, discard: copy, dismiss: copy }),
  contact: z.object({ submit: copy, fields: fieldsOf('email_from', 'message_from') }),
  enquiry: z.object({
    name: copy,
    submit: copy,
    interestsLegend: copy,
    fields: fieldsOf('name', 'number', 'email', 'companyname', 'websiteurl'),
  }),
  about: z.object({ name: copy, fields: fieldsOf('name', 'email', 'phone', 'position', 'subject') }),
});
export type FormsCopy = z.output<typeof formsSchema>;
export type FailureCopy = FormsCopy['failure'];

export const interestsSchema = z.object({
  /** The enquiry form's checkboxes; each label is sent as it is in the "interests" field. */
  interests: z.array(copy).length(fixedCounts.interests, `needs exactly ${fixedCounts.interests} interests`),
});

// ---------------------------------------------------------------------------------------------
// The whole site: cross-file checks (counts, unique slugs, files present, unique SEO copy).

/** Where public files live; a refinement checks that every image an entry points at exists. */
export const publicDir = () => path.join(process.cwd(), 'public');

const contentFiles = z.object({
    site: siteSchema,
    texts: textsSchema,
    seo: seoSchema,
    home: homeSchema,
    company: companySchema,
    pages: pagesSchema,
    interests: interestsSchema,
    forms: formsSchema,
    services: z.array(serviceSchema),
    sectors: z.array(sectorSchema),
    testimonials: z.array(testimonialSchema),
    clients: z.array(clientSchema),
    articles: z.array(articleSchema),
});

/** Cross-file checks run once every file is valid on its own. */
export const contentSchema = contentFiles.pipe(
  z.custom<z.output<typeof contentFiles>>().superRefine((c, ctx) => {
    const say = (p: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: p, message });
    const exactly = (key: string, found: number, expected: number, what: string) => {
      if (found !== expected)
        say([key], `The site is designed for exactly ${expected} ${what}, but there are ${found}. Add or remove a file to make it ${expected}.`);
    };
    exactly('services', c.services.length, fixedCounts.services, 'services');
    exactly('sectors', c.sectors.length, fixedCounts.sectors, 'sectors');
    exactly('clients', c.clients.length, fixedCounts.clients, 'client logos');
    if (c.testimonials.length < fixedCounts.testimonials)
      say(['testimonials'], `The home page slider needs at least ${fixedCounts.testimonials} testimonials, but there are ${c.testimonials.length}.`);
    const cards = c.articles.filter((a) => !a.featured);
    exactly('articles', cards.length, fixedCounts.moreToRead, '"more to read" articles (not featured)');
    const featured = c.articles.filter((a) => a.featured);
    if (featured.length !== 1) say(['articles'], `Exactly one article must be featured on the blog page, found ${featured.length}.`);

    // Slugs become URLs; orders decide the sequence on the page.
    const services = new Set(c.services.map((s) => s.slug));
    for (const key of ['services', 'sectors', 'testimonials', 'clients', 'articles'] as const) {
      const seen = new Map<number, number>();
      c[key].forEach((entry, i) => {
        const o = 'order' in entry ? entry.order : undefined;
        if (o === undefined) return;
        if (seen.has(o)) say([key, i, 'order'], `order ${o} is also used by another entry; give each entry its own position`);
        seen.set(o, i);
      });
    }
    c.sectors.forEach((s, i) => {
      if (services.has(s.slug)) say(['sectors', i, 'slug'], `"${s.slug}" is also a service; page addresses must be unique`);
    });
    c.articles.forEach((a, i) => {
      if (a.relatedService && !services.has(a.relatedService))
        say(['articles', i, 'relatedService'], `no service "${a.relatedService}" in content/services/`);
    });

    // Every image an entry shows must be in public/.
    const check = (p: (string | number)[], img: ImageRef) => {
      if (!existsSync(path.join(publicDir(), img.src))) say(p, `no such file public${img.src}`);
    };
    c.services.forEach((s, i) => Object.values(s.images).forEach((img) => check(['services', i, 'motif'], img)));
    c.sectors.forEach((s, i) => Object.values(s.images).forEach((img) => check(['sectors', i, 'motif'], img)));
    c.clients.forEach((s, i) => check(['clients', i, 'name'], s.logo));
    c.articles.forEach((a, i) => Object.values(a.images).forEach((img) => check(['articles', i, 'motif'], img)));

    // Search results: titles and descriptions must not repeat across pages.
    const seoEntries: [(string | number)[], { title: string; description: string }][] = [
      [['seo', 'home'], c.seo.home],
      ...Object.entries(c.seo.pages).map(([k, v]): [(string | number)[], typeof v] => [['seo', 'pages', k], v]),
      ...c.services.map((s, i): [(string | number)[], typeof s.seo] => [['services', i, 'seo'], s.seo]),
      ...c.sectors.map((s, i): [(string | number)[], typeof s.seo] => [['sectors', i, 'seo'], s.seo]),
      ...c.articles
        .filter((a) => !a.featured)
        .map((a): [(string | number)[], { title: string; description: string }] => [
          ['articles', c.articles.indexOf(a)],
          { title: a.seoTitle ?? a.title, description: a.excerpt },
        ]),
    ];
    for (const [p, entry] of seoEntries.slice(1)) {
      const full = withSiteName(entry.title, c.site.name);
      if (full.length > seoLimits.title)
        say([...p, 'title'], `makes the title "${full}" ${full.length} characters; keep it within ${seoLimits.title}`);
    }
    if (c.seo.home.title.length > seoLimits.title)
      say(['seo', 'home', 'title'], `is ${c.seo.home.title.length} characters; keep it within ${seoLimits.title}`);
    for (const field of ['title', 'description'] as const) {
      const seen = new Set<string>();
      for (const [p, entry] of seoEntries) {
        const value = entry[field].toLowerCase();
        if (seen.has(value)) say([...p, field], `"${entry[field]}" is already used by another page; search results need a unique ${field}`);
        seen.add(value);
      }
    }
  }),
);

export type Content = Omit<z.output<typeof contentSchema>, 'site'> & { site: Site };
export type ContentInput = z.input<typeof contentSchema>;
