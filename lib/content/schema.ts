import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { links, sections } from '../links';
import { articleLimits, contentToday, indexCards, pagedSeo, paginate, publishedArticles, tagSeo, tagSlug, tagsOf } from '../blog';
import { publishedWork, workFilterKinds, workFilters, workFilterSeo } from '../work';
import { photoField, photoUses, pictureFor, picturesFor, type PhotoSources } from '../media/photo';
import { acceptedMimeTypes, inspectUploadSrc, uploadsUrl } from '../media/uploads';

/**
 * The content model: one zod schema per file or collection under content/. The types the code
 * uses are inferred from here, and the refinements are the build's content checks
 * (docs/product-rules.md#content). Nothing here imports React.
 */

/** Copy that must never reach the public site (docs/product-rules.md#content). */
const placeholderCopy = /lorem\s+ipsum|placeholder|\bTODO\b|\bTBD\b/i;

/**
 * Characters no copy needs, which break the feed's XML and the brochure, or show text in another
 * order than it is stored: control characters (tab and line breaks aside), bidirectional
 * overrides and isolates, and halves of an unpaired surrogate (docs/product-rules.md#content).
 */
const invisibleControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A line of visible copy: not blank, no placeholder text, no invisible controls. */
export const copy = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((s) => !placeholderCopy.test(s), 'contains placeholder text (lorem ipsum, placeholder, TODO)')
  .refine((s) => !invisibleControls.test(s), 'contains an invisible control character (delete it and type the text again)');

/** A page on another site: https only, never a script or data address (docs/product-rules.md#content). */
const outsideUrl = z.string().refine((href) => {
  if (!/^https:\/\/[^\s\\]+$/i.test(href)) return false;
  try {
    return z.regexes.domain.test(new URL(href).hostname);
  } catch {
    return false;
  }
}, 'must be an https:// address of a website');

/** A page of this site, from its root ("/GetQuote"); never "//host" or "/\host", which browsers send elsewhere. */
const sitePath = z
  .string()
  .regex(/^\/(?![/\\])[\w\-.~!$&'()*+,;=:@/%?#]*$/, 'must be a path of this site, starting with one "/" (e.g. /GetQuote)');

/** Visible copy with {name} slots that the page fills in, e.g. "Explore {title}". */
const template = (...slots: string[]) =>
  copy.refine(
    (s) => [...s.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(m[1] ?? '')),
    `may only use the slots ${slots.map((s) => `{${s}}`).join(', ')}`,
  );

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const order = z.number().int().positive().max(9999).meta({ title: 'Position', description: 'Where the entry appears in lists: 1 comes first.' });
/**
 * The pictures of lib/art/, by id, with the words that describe them (their alt text), as
 * scripts/build/generate-art.mjs writes them beside the drawings (docs/product-rules.md#art).
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
    // The editor offers the drawings of this kind as a select (lib/cms/config.ts).
    .meta({ title: 'Picture', description: 'The drawing shown with this entry; its description becomes the alt text.', motif: kind });
const titledText = z.object({ title: copy.meta({ title: 'Heading' }), text: copy.meta({ title: 'Text' }) });

/** A page's full title: every page but home shows the site name after its own title. */
export const withSiteName = (title: string, siteName: string): string => `${title} | ${siteName}`;

/** A search result: the page title (the site name is appended) and its description. */
export const seoLimits = { title: 60, descriptionMin: 50, descriptionMax: 160 } as const;
const searchTitle = copy.meta({ title: 'Search title', description: 'The title in search results and share previews.', searchTitle: true });
const searchDescription = copy
  .min(seoLimits.descriptionMin, `must be at least ${seoLimits.descriptionMin} characters`)
  .max(seoLimits.descriptionMax, `must be at most ${seoLimits.descriptionMax} characters`)
  .meta({ title: 'Search description', description: 'The text under the title in search results and share previews.' });
const seo = z.object({ title: searchTitle, description: searchDescription }).meta({ title: 'Search results' });
/**
 * An entry's search copy where it differs from its title and description; each part left out
 * is taken from the entry (one fact, one place: docs/product-rules.md#seo).
 */
const seoOverride = z
  .object({
    title: searchTitle.optional().meta({ description: 'Only where the search title should differ from the title; empty uses the title.' }),
    description: searchDescription.optional().meta({ description: 'Only where it should differ; empty uses the description.' }),
  })
  .optional()
  .meta({ title: 'Search results', description: 'Optional: the title and description are used when left empty.' });

/** An image in public/, with its intrinsic size so the page never shifts while it loads. */
export const imageRef = z.object({
  src: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "" marks a purely decorative image. */
  alt: z.string(),
});
/** A photo an editor uploaded carries its responsive sources (docs/product-rules.md#photos). */
export type ImageRef = z.infer<typeof imageRef> & { photo?: PhotoSources };

const image = (src: string, width: number, height: number, altText: string): ImageRef => ({ src, width, height, alt: altText });

/**
 * docs/product-rules.md#counts-and-constants: how many entries each list takes, from the fewest
 * its design needs (the reason beside each) to the most its layouts are proven at.
 */
export const countRanges = {
  /** "All solutions under one roof": the home grid, services list and brochure read as a range from three. */
  services: { min: 3, max: 40 },
  /** "Industries We Serve" fills the home grid's row of three on a desktop. */
  sectors: { min: 3, max: 20 },
  /** The logo strip loops only once its logos are wider than a desktop screen; six 200 px logos with gaps are. */
  clients: { min: 6, max: 40 },
  /** A slider of one quote has nothing to move to. */
  testimonials: { min: 2, max: 60 },
  /** The blog page shows one article in full; lib/blog.ts says why (one source). */
  articles: articleLimits,
  /** /work and the home page's "Selected work" strip show at least one story; /work pages twelve cards at most per row set. */
  work: { min: 1, max: 60 },
  /** A choice of interests needs two to choose from. */
  interests: { min: 2, max: 24 },
  /** The statistics band is a row of numbers: two to a row on a phone. */
  statistics: { min: 2, max: 8 },
  /** The About values grid is three across on a desktop. */
  values: { min: 3, max: 12 },
  /** A service page's benefits are a row of cards: one is not a row. */
  serviceBenefits: { min: 2, max: 6 },
  /** A sector page's bullets are a list: fewer than three reads as a sentence. */
  sectorBullets: { min: 3, max: 8 },
  /** The services page lists key points in two columns: fewer than three leaves one column empty. */
  serviceKeyPoints: { min: 3, max: 8 },
} as const satisfies Record<string, { min: number; max: number }>;
export type CountRange = (typeof countRanges)[keyof typeof countRanges];

/** "needs 3 to 8 bullet points (it has 9)": one message for too few and too many. */
const between = (r: { min: number; max: number }, what: string) => `needs ${r.min} to ${r.max} ${what}`;
/** A list field that takes between range.min and range.max items. */
const listOf = <T extends z.ZodType>(item: T, r: { min: number; max: number }, what: string) =>
  z.array(item).min(r.min, between(r, what)).max(r.max, between(r, what));

// ---------------------------------------------------------------------------------------------
// Collections: one file per entry; the slug is the file name.

export const serviceSchema = z
  .object({
    slug,
    order,
    title: copy.meta({ title: 'Title', description: 'The service’s name on cards, lists, the footer and its page, and its search title.', searchTitle: true }),
    /** Heading on the services overview page where it differs from the title ("Political Campaigns"). */
    overviewTitle: copy.optional().meta({ title: 'Services page heading', description: 'Only where the services page should name it differently; empty uses the title.' }),
    /** Home card text, revealed on hover and focus. */
    description: searchDescription.meta({ title: 'Card text', description: 'The short text on the home page card; also the search description unless one is given below.' }),
    motif: motif('service'),
    photo: photoField('service'),
    overview: z
      .object({
        description: copy.meta({ title: 'Services page text', description: 'The paragraph beside the picture on the services page.' }),
        keyPoints: listOf(copy.meta({ title: 'Key point' }), countRanges.serviceKeyPoints, 'key points').meta({ title: 'Key points', description: 'The list beside the paragraph on the services page.', itemLabel: 'Key point' }),
      })
      .meta({ title: 'Services page', description: 'Its block on the page listing every service.' }),
    page: z
      .object({
        intro: copy.meta({ title: 'Introduction', description: 'The opening paragraph of the service’s own page.' }),
        benefits: listOf(titledText, countRanges.serviceBenefits, 'benefits').meta({ title: 'Benefits', description: 'The cards under the introduction.', itemLabel: 'Benefit' }),
      })
      .meta({ title: 'Service page', description: 'The service’s own page.' }),
    seo: seoOverride,
  })
  .transform((s) => ({
    ...s,
    seo: { title: s.seo?.title ?? s.title, description: s.seo?.description ?? s.description },
    path: `/${s.slug}`,
    images: picturesFor(s.photo, {
      /** Home card art, 257 by 360. */
      card: image(`/art/services/${s.slug}-card.svg`, 257, 360, describe(s.motif)),
      /** Services overview and service page art. */
      square: image(`/art/services/${s.slug}.svg`, 480, 480, describe(s.motif)),
    }, 'service'),
  }));
export type Service = z.output<typeof serviceSchema>;

export const sectorSchema = z
  .object({
    slug,
    order,
    title: copy.meta({ title: 'Title', description: 'The sector’s name on cards, lists, the footer and its page, and its search title.', searchTitle: true }),
    motif: motif('sector'),
    /** Sectors page: a long description of what we bring to this sector. */
    overview: z
      .object({
        description: copy.meta({ title: 'Sectors page text', description: 'What we bring to this sector, on the page listing every sector.' }),
      })
      .meta({ title: 'Sectors page', description: 'Its card on the page listing every sector.' }),
    page: z
      .object({
        paragraph: copy.meta({ title: 'Introduction', description: 'The opening paragraph of the sector’s own page.' }),
        bullets: listOf(copy.meta({ title: 'Point' }), countRanges.sectorBullets, 'bullet points').meta({ title: 'Points', description: 'The list under the introduction.', itemLabel: 'Point' }),
      })
      .meta({ title: 'Sector page', description: 'The sector’s own page.' }),
    // The sectors page text is too long for a search result, so a sector has its own description.
    seo: z
      .object({ title: seoOverride.unwrap().shape.title, description: searchDescription })
      .meta({ title: 'Search results', description: 'The description in search results; the title is used unless another is given.' }),
  })
  .transform((s) => ({
    ...s,
    seo: { title: s.seo.title ?? s.title, description: s.seo.description },
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
  description: copy.meta({ title: 'Quote', description: 'What the client said, without quotation marks.' }),
  company: copy.meta({ title: 'Company', description: 'The client’s company, shown under the quote.' }),
  person: copy.meta({ title: 'Person', description: 'Who said it.' }),
  role: copy.meta({ title: 'Role', description: 'Their job title at the company.' }),
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const clientSchema = z
  .object({ slug, order, name: copy.meta({ title: 'Company name', description: 'The client’s name: drawn as its logo and read out as “<name> logo”.' }), photo: photoField('client') })
  .transform((c) => ({ ...c, logo: pictureFor(c.photo, image(`/art/clients/${c.slug}.svg`, 200, 80, `${c.name} logo`), 'client') }));
export type Client = z.output<typeof clientSchema>;

/** A tag as editors write it ("Outdoor media"); its page is /blog/tag/<lower-case slug>. */
export const tagLimits = { max: 30 } as const;
const tag = copy
  .max(tagLimits.max, `must be at most ${tagLimits.max} characters`)
  .refine((t) => tagSlug(t) !== '', 'needs a letter or digit from a to z or 0 to 9 for its web address');

export const articleSchema = z
  .object({
    slug,
    title: copy.meta({ title: 'Title', description: 'The headline; also the search title unless a shorter one is given below.' }),
    /** Card text and search description. */
    excerpt: searchDescription.meta({ title: 'Summary', description: 'The text on the article’s card and in search results.' }),
    /** A shorter title for search results, where the title is too long with the site name after it. */
    seoTitle: searchTitle.optional().meta({ title: 'Search title', description: 'Needed when the title is too long for search results; empty uses the title.' }),
    /** The lead paragraph under the title, where the article has one. */
    standfirst: copy.optional().meta({ title: 'Lead paragraph', description: 'A paragraph in larger type under the title.' }),
    author: copy.meta({ title: 'Author', description: 'Who wrote it.' }),
    authorRole: copy.meta({ title: 'Author’s role', description: 'Their job title, shown beside the name.' }),
    /** Publication date: a build on or after it publishes the article (docs/product-rules.md#blog). */
    date: z.iso.date().meta({ title: 'Date', description: 'Published by the first build on or after this date.' }),
    readMinutes: z.number().int().positive().max(120).optional().meta({ title: 'Reading time', description: 'In minutes; empty counts it from the text.' }),
    motif: motif('article'),
    photo: photoField('article'),
    /** The newest published article with this flag is shown in full on the blog page; with none, the newest article. */
    featured: z.boolean().default(false).meta({ title: 'Featured', description: 'Shown in full at the top of the blog page (the newest published article ticked here).' }),
    /** Never published: no page, card, feed entry or sitemap entry. */
    draft: z.boolean().default(false).meta({ title: 'Draft', description: 'A draft is checked but never published.' }),
    /** Topics, each with its own page at /blog/tag/<tag>; also picks the "more to read" cards. */
    tags: z.array(tag).default([]).meta({ title: 'Tags', description: 'Topics; each tag has its own page listing its articles.', itemLabel: 'Tag' }),
    /** Service page the article relates to; also picks the "more to read" cards. */
    relatedService: slug.optional().meta({ title: 'Related service', description: 'The service page this article links to.', relation: 'services' }),
    body: copy.meta({ title: 'Text', description: 'The article itself.' }),
  })
  .transform((a) => {
    // The scene drawing (motif blog-article) is one wide picture; every other motif is drawn per article.
    const scene = a.motif === 'blog-article';
    return {
      ...a,
      /** Search and share copy (docs/product-rules.md#seo). */
      seo: { title: a.seoTitle ?? a.title, description: a.excerpt },
      path: `${sections.blog}/${a.slug}`,
      readMinutes: a.readMinutes ?? Math.max(1, Math.round(a.body.split(/\s+/).length / 220)),
      images: picturesFor(a.photo, {
        hero: image(scene ? '/art/blog/article.svg' : `/art/blog/${a.slug}.svg`, 1200, 600, describe(a.motif)),
        card: scene ? image('/art/blog/article.svg', 1200, 600, describe(a.motif)) : image(`/art/blog/${a.slug}-card.svg`, 400, 260, describe(a.motif)),
      }, 'article'),
    };
  });
export type Article = z.output<typeof articleSchema>;

/** The limits of a case study's parts (docs/product-rules.md#work). */
export const caseStudyLimits = {
  /** A figures block of one reads as a claim, more than four is no longer scanned at a glance. */
  results: { min: 2, max: 4 },
  /** A result's value is read at a glance: "18 states", "3.2×". */
  resultValue: 16,
  /** Services a story shows as "services used": at least the one the work was for. */
  services: { min: 1, max: 6 },
  gallery: { min: 0, max: 12 },
  /** Years a case study may name: the studio's own years, never the future. */
  firstYear: 2000,
} as const;

/** Markdown an editor writes (rendered through the sanitising pipeline, lib/markdown/renderMarkdown.ts). */
const markdownCopy = (title: string, description: string) => copy.meta({ title, description, markdown: true });

/** A relation: the slug of an entry of another collection, chosen in the CMS from that collection. */
const relation = (collection: 'services' | 'sectors' | 'testimonials' | 'clients', title: string, description: string) =>
  slug.meta({ title, description, relation: collection });

export const caseStudySchema = z
  .object({
    slug,
    order,
    title: copy.meta({ title: 'Title', description: 'The story’s headline on its page and card, and its search title unless one is given below.', searchTitle: true }),
    client: copy.meta({ title: 'Client', description: 'The client’s name as it should read on the page.' }),
    clientLogo: relation('clients', 'Client logo', 'The client’s logo from Client logos, shown beside the name; empty shows the name only.').optional(),
    sector: relation('sectors', 'Sector', 'The sector the client works in: the story is listed on that sector’s page.'),
    services: z
      .array(relation('services', 'Service', 'A service used in this project.'))
      .min(caseStudyLimits.services.min, between(caseStudyLimits.services, 'services'))
      .max(caseStudyLimits.services.max, between(caseStudyLimits.services, 'services'))
      .meta({ title: 'Services used', description: 'The services the project used: the story is listed on each of their pages.', relation: 'services' }),
    year: z
      .number()
      .int()
      .min(caseStudyLimits.firstYear)
      .max(2100)
      .meta({ title: 'Year', description: 'The year the work was delivered.' }),
    summary: searchDescription.meta({ title: 'Summary', description: 'One or two lines on the card and under the title; also the search description.' }),
    challenge: markdownCopy('The challenge', 'Where the client stood and what they needed.'),
    approach: markdownCopy('Our approach', 'What the studio did, and why.'),
    outcome: markdownCopy('The outcome', 'What changed for the client, as the studio reports it.'),
    results: listOf(
      z.object({
        value: copy.max(caseStudyLimits.resultValue, `must be at most ${caseStudyLimits.resultValue} characters`).meta({ title: 'Figure', description: 'The number as it should read, e.g. “18 states” or “3.2×”.' }),
        label: copy.meta({ title: 'What it measures', description: 'A few words under the figure, e.g. “where the masala range now sells”.' }),
      }),
      caseStudyLimits.results,
      'result figures',
    ).meta({ title: 'Result figures', description: 'The figures a reader scans first; the first one is also on the story’s card.', itemLabel: 'Figure' }),
    testimonial: relation('testimonials', 'Testimonial', 'The client’s quote from Testimonials, shown on the page; its slider card links here.').optional(),
    motif: motif('article'),
    photo: photoField('work'),
    gallery: z
      .array(
        z.object({
          src: z.string().meta({ widget: 'image', accept: acceptedMimeTypes(false), title: 'Photo' }).describe('Upload a photo (PNG, JPEG, WebP or AVIF, at least 800 × 533 pixels)'),
          alt: z.string().trim().min(1, 'must say what the photo shows (alt text), for people who cannot see it').meta({ title: 'Alt text' }).describe('Alt text: what the photo shows, in a short sentence, for people who cannot see it'),
          caption: copy.optional().meta({ title: 'Caption', description: 'Shown under the photo; empty shows none.' }),
        }),
      )
      .max(caseStudyLimits.gallery.max, `takes at most ${caseStudyLimits.gallery.max} photos`)
      .default([])
      .meta({ title: 'Gallery', description: 'Photos of the work, each with its alt text and an optional caption.', itemLabel: 'Photo' }),
    draft: z.boolean().default(false).meta({ title: 'Draft', description: 'A draft is checked but never published.' }),
    seo: seoOverride,
  })
  .superRefine((w, ctx) => {
    w.gallery.forEach((g, i) => {
      const found = inspectUploadSrc(g.src, { svg: false });
      if ('problem' in found) ctx.addIssue({ code: 'custom', path: ['gallery', i, 'src'], message: found.problem });
      else if (found.type !== 'svg' && (found.width < photoUses.gallery.minWidth || found.height < photoUses.gallery.minHeight))
        ctx.addIssue({ code: 'custom', path: ['gallery', i, 'src'], message: `is ${found.width} × ${found.height} pixels; a gallery photo needs to be at least ${photoUses.gallery.minWidth} × ${photoUses.gallery.minHeight} pixels` });
    });
  })
  .transform((w) => ({
    ...w,
    seo: { title: w.seo?.title ?? w.title, description: w.seo?.description ?? w.summary },
    path: `${sections.work}/${w.slug}`,
    // Drawn per case study in the colours of its drawing, like an article's (scripts/build/generate-art.mjs);
    // the scene drawing (blog-article) is one wide picture for both.
    images: picturesFor(w.photo, w.motif === 'blog-article' ? {
      hero: image('/art/blog/article.svg', 1200, 600, describe(w.motif)),
      card: image('/art/blog/article.svg', 1200, 600, describe(w.motif)),
    } : {
      hero: image(`/art/work/${w.slug}.svg`, 1200, 600, describe(w.motif)),
      card: image(`/art/work/${w.slug}-card.svg`, 400, 260, describe(w.motif)),
    }, 'work'),
    gallery: w.gallery.map((g) => ({ ...pictureFor({ src: g.src, alt: g.alt }, image(g.src, 1200, 800, g.alt), 'gallery'), caption: g.caption })),
  }));
export type CaseStudy = z.output<typeof caseStudySchema>;

// ---------------------------------------------------------------------------------------------
// Single files.

const socialNetwork = z.enum(['facebook', 'instagram', 'whatsapp', 'x', 'linkedin']);
export const siteSchema = z
  .object({
    name: copy.meta({ title: 'Studio name', description: 'Shown after every page title in search results and in the footer.' }),
    shortName: copy.meta({ title: 'Short name', description: 'Where the full name does not fit.' }),
    tagline: copy.meta({ title: 'Tagline', description: 'The studio in one line, for search results and the brochure.' }),
    phoneDisplay: copy.meta({ title: 'Phone number (as shown)', description: 'The number as visitors read it, e.g. +91 90000 12345.' }),
    /** E.164 without the plus, as wa.me and tel: links want it. */
    phoneDigits: z
      .string()
      .regex(/^\d{8,15}$/, 'must be 8 to 15 digits, country code first, no plus')
      .meta({ title: 'Phone number (digits)', description: '8 to 15 digits, country code first, no plus: for call and WhatsApp links.' }),
    email: z.email(),
    address: z
      .object({ street: copy, locality: copy.meta({ title: 'City' }), region: copy.meta({ title: 'State' }), postalCode: copy.meta({ title: 'PIN code' }), country: copy })
      .meta({ title: 'Address', description: 'The studio’s address, in the footer, the enquiry page and the brochure.' }),
    /** In display order; the first (Facebook) is hidden (docs/product-rules.md#footer). */
    socials: z.array(
      z
        .object({ network: socialNetwork, label: copy, hidden: z.boolean(), href: outsideUrl.optional() })
        .refine((s) => s.network === 'whatsapp' || s.href, { message: 'needs an href', path: ['href'] }),
    ),
    brochureFile: z
      .string()
      .regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name without folders')
      .meta({ title: 'Brochure file name', description: 'The name the brochure downloads under: letters, digits, dots and hyphens, ending in .pdf.' }),
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

/** The pages a menu link can open: the site's fixed pages, by the spelling the link uses (lib/links.ts). */
const menuPages = Object.keys(links) as [keyof typeof links, ...(keyof typeof links)[]];
const menuPageNames = Object.fromEntries(
  Object.entries(links).map(([key, href]) => [key, `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} (${href})`]),
) as Record<keyof typeof links, string>;
export type MenuPage = keyof typeof links;

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
      // With more testimonials than dots fit (docs/product-rules.md#counts-and-constants).
      previous: copy.describe('What a screen reader calls the button that shows the testimonial before, when there are too many for dots'),
      next: copy.describe('What a screen reader calls the button that shows the next testimonial, when there are too many for dots'),
      position: template('number', 'count').describe('Where the slider is, shown between previous and next, e.g. "{number} / {count}"'),
    }),
  }),
  header: z.object({ whoWeAre: copy, services: copy, getQuote: copy, openMenu: copy, closeMenu: copy }),
  /** The overlay menu's items, each with the page it opens (docs/product-rules.md#header-and-menu). */
  menu: z
    .array(
      z.object({
        label: copy.meta({ title: 'Label', description: 'The words shown in the menu.' }),
        page: z.enum(menuPages).meta({ title: 'Page', description: 'The page it opens.', optionLabels: menuPageNames }),
      }),
    )
    .min(1, 'needs at least one link')
    .max(menuPages.length, `takes at most ${menuPages.length} links, one for each page`)
    .refine((items) => new Set(items.map((i) => links[i.page].toLowerCase())).size === items.length, 'links one page twice; give each menu link its own page')
    .meta({ title: 'Menu', description: 'The full-screen menu’s links, in order.', itemLabel: 'Menu link' }),
  footer: z.object({
    connectUs: copy,
    sectors: copy,
    services: copy,
    contact: copy,
    follow: copy,
    /** Ends a footer list that shows only its first entries (docs/product-rules.md#footer). */
    seeAll: template('count').describe('The link to every service or industry, after the first ones, e.g. "See all {count}"'),
  }),
  enquiry: z.object({ banner: copy, brochureButton: copy, whatsapp: copy }),
  brochure: z.object({ button: copy }),
  about: z.object({ connectButton: copy }),
  blog: z.object({
    moreToRead: copy,
    readMore: copy,
    /** docs/product-rules.md#blog: the words of the blog's list pages, tag pages and their search results. */
    ownPage: copy.describe('The link from the article shown in full on the blog page to its own page'),
    tags: copy.describe('The label before an article\'s tags'),
    articles: copy.describe('The heading over a tag page\'s article cards'),
    pages: copy.describe('What a screen reader calls the links to the other pages of articles'),
    newer: copy.describe('The link to the page of newer articles'),
    older: copy.describe('The link to the page of older articles'),
    pageOf: template('page', 'pages').describe('Where the visitor is, e.g. "Page {page} of {pages}"'),
    tagEyebrow: copy.describe('The small line above a tag page\'s heading'),
    tagLead: template('tag').describe('The line under a tag page\'s heading'),
    pagedTitle: template('title', 'page').describe('Search title of page 2 onwards, e.g. "{title}, page {page}"'),
    pagedDescription: template('description', 'page', 'pages').describe('Search description of page 2 onwards'),
    tagTitle: template('tag').describe('Search title of a tag page, e.g. "{tag} articles"'),
    tagDescription: template('tag').describe('Search description of a tag page (50 to 160 characters once filled)'),
  }),
  notFound: z.object({ heading: copy, line: copy, back: copy }),
});
export type Texts = z.output<typeof textsSchema>;

const pageSeoKeys = ['company', 'services', 'sectors', 'about', 'enquiry', 'blog', 'brochure', 'work'] as const;
export const seoSchema = z.object({
  /** The home page title is used as it is; every other title gets " | {site name}". */
  // The home title is used as it is, so the editor's limit is the whole search title's, not the room left beside the name.
  home: z
    .object({
      title: copy
        .max(seoLimits.title, `must be at most ${seoLimits.title} characters`)
        .meta({ title: 'Search title', description: 'The home page’s title in search results and share previews, used as it is.' }),
      description: searchDescription,
    })
    .meta({ title: 'Home page', description: 'The home page title is used as it is, without the studio name after it.' }),
  pages: z
    .object(Object.fromEntries(pageSeoKeys.map((k) => [k, seo.meta({ title: `${k.charAt(0).toUpperCase()}${k.slice(1)} page` })])) as Record<(typeof pageSeoKeys)[number], typeof seo>)
    .meta({ title: 'Fixed pages', description: 'Search titles and descriptions of the pages that are not entries.' }),
});
export type SeoCopy = z.output<typeof seoSchema>;
export type PageSeo = z.output<typeof seo>;

const link = z.object({
  label: copy.meta({ title: 'Button text' }),
  href: sitePath.meta({ title: 'Opens', description: 'A path on this site, starting with /, e.g. /GetQuote.', patternMessage: 'must be a path on this site, starting with /' }),
});
/** The floating icons that drift around the home overview: decorative, so no alt text. */
export const floatingIconNames = ['bulb', 'rocket', 'chart', 'megaphone', 'code', 'star'] as const;

export const homeSchema = z
  .object({
  overview: z.object({ eyebrow: copy, heading: copy, lead: copy, keyPoints: z.array(titledText).min(1) }),
  heroCtas: z
    .object({ primary: link.meta({ title: 'First button' }), secondary: link.meta({ title: 'Second button' }) })
    .meta({ title: 'Hero buttons', description: 'The two buttons under the heading at the top of the home page.' }),
  statsHeading: copy,
  statistics: listOf(z.object({ value: copy, label: copy }), countRanges.statistics, 'statistics'),
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
  .object({
    id: slug.meta({ title: 'Picture and anchor', description: 'Names the block’s picture and its #anchor; leave as it is.', patternMessage: 'must be lower-case words joined by hyphens' }),
    heading: copy,
    paragraphs: z.array(copy.meta({ title: 'Paragraph' })).min(1).meta({ itemLabel: 'Paragraph' }),
  })
  // The block's id names its anchor, its picture and that picture's description.
  .transform((b) => ({ ...b, image: image(`/art/about/${b.id}.svg`, 520, 400, describe(b.id)) }));
export const valueIcons = ['usp', 'innovation', 'customer', 'collaboration', 'results', 'integrity'] as const;
export const companySchema = z.object({
  whoWeAre: companyBlock,
  whyWe: companyBlock,
  about: z.object({
    mission: z
      .object({ heading: copy, paragraphs: z.array(copy.meta({ title: 'Paragraph' })).min(1).meta({ itemLabel: 'Paragraph' }) })
      .transform((m) => ({ ...m, image: image('/art/about/mission.svg', 520, 400, describe('mission')) })),
    valuesHeading: copy,
    valuesIntro: copy,
    values: listOf(titledText.extend({ icon: z.enum(valueIcons) }), countRanges.values, 'values'),
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
    inside: z.array(template('serviceCount', 'sectorCount').meta({ title: 'Line' })).min(1).meta({ itemLabel: 'Line', description: '{serviceCount} and {sectorCount} are replaced by the numbers.' }),
    note: copy,
  }),
  blog: z.object({ eyebrow: copy, byline: copy, minutesRead: template('minutes'), share: copy }),
  /** docs/product-rules.md#work: the words of /work, its narrowed lists, each story and the strips that lead to them. */
  work: z.object({
    banner,
    filtersLabel: copy.describe('What a screen reader calls the links that narrow the list, e.g. "Show work"'),
    all: copy.describe('The link back to every story, e.g. "All work"'),
    byService: copy.describe('The label before the links to the services, e.g. "By service"'),
    bySector: copy.describe('The label before the links to the sectors, e.g. "By sector"'),
    serviceTitle: template('name', 'count').describe('Heading and search title of /work narrowed to a service, e.g. "{name} case studies"'),
    serviceDescription: template('name', 'count').describe('Search description of /work narrowed to a service (50 to 160 characters once filled)'),
    sectorTitle: template('name', 'count').describe('Heading and search title of /work narrowed to a sector, e.g. "Our work in {name}"'),
    sectorDescription: template('name', 'count').describe('Search description of /work narrowed to a sector (50 to 160 characters once filled)'),
    eyebrow: copy.describe('The small line above a case study’s title, e.g. "Case study"'),
    resultsHeading: copy.describe('What a screen reader calls the block of result figures'),
    challengeHeading: copy,
    approachHeading: copy,
    outcomeHeading: copy,
    galleryHeading: copy,
    servicesHeading: copy.describe('The heading over the services a story used'),
    moreHeading: copy.describe('The heading over other stories at the end of a case study'),
    cardLink: copy.describe('The link on every story card, e.g. "Read the case study"'),
    relatedHeading: template('title', 'lowercaseTitle').describe('The heading over the stories on a service or sector page, e.g. "Our work in {title}"'),
    homeHeading: copy.describe('The heading of the home page’s strip of stories, e.g. "Selected work"'),
    homeLink: copy.describe('The link from the home page strip to /work'),
    quoteLink: copy.describe('The link from a testimonial to its story'),
  }),
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
  /** Shown only without JavaScript: sending opens the visitor's mail app (docs/product-rules.md#forms). */
  noScript: copy,
  failure: z.object({
    heading: copy,
    kept: copy,
    /** Added when the browser refuses site data: the message lasts only while the page is open. */
    notStored: copy,
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
  /** The notice offering to send a message kept after a failed send, or to discard it; sendsIn when the rate limit holds a "Send now" back (docs/product-rules.md#outbox). */
  outbox: z.object({ heading: copy, text: copy, send: copy, sendsIn: template('when').describe('e.g. "It will be sent {when}." ({when} reads "in 8 seconds")'), discard: copy, dismiss: copy }),
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
  interests: listOf(copy.meta({ title: 'Interest' }), countRanges.interests, 'interests').meta({ title: 'Interests', description: 'The enquiry form’s checkboxes; each is sent as it reads.', itemLabel: 'Interest' }),
});

// ---------------------------------------------------------------------------------------------
// The whole site: cross-file checks (counts, unique slugs, files present, unique SEO copy).

/** Where public files live; a refinement checks that every image an entry points at exists. */
export const publicDir = () => path.join(process.cwd(), 'public');

/** The blog's cross-file checks (docs/product-rules.md#blog): how many articles, and one spelling per tag page. */
function articleChecks(articles: Article[], say: (p: (string | number)[], message: string) => void) {
  const today = contentToday();
  if (publishedArticles(articles, today).length < articleLimits.min)
    say(['articles'], `The blog page needs at least ${articleLimits.min} published article (not a draft, dated ${today} or earlier), but there is none.`);
  if (articles.length > articleLimits.max)
    say(['articles'], `The blog is proven at up to ${articleLimits.max} articles, but there are ${articles.length}. Remove old articles or raise the limit after testing the layouts.`);
  const spelling = new Map<string, { name: string; index: number }>();
  articles.forEach((a, i) =>
    a.tags.forEach((name, t) => {
      const first = spelling.get(tagSlug(name));
      if (!first) spelling.set(tagSlug(name), { name, index: i });
      else if (first.name !== name)
        say(['articles', i, 'tags', t], `"${name}" and "${first.name}" (in content/blog/${articles[first.index]?.slug}.md) make the same tag page /blog/tag/${tagSlug(name)}; spell them alike`);
      if (a.tags.findIndex((other) => tagSlug(other) === tagSlug(name)) !== t) say(['articles', i, 'tags', t], `"${name}" is given twice`);
    }),
  );
}

/**
 * The search titles and descriptions the blog's list pages make from templates (page 2 onwards
 * of the index, every tag page), each with the field an editor would change to fix it.
 */
function blogListSeo(c: { articles: Article[]; texts: Texts; seo: SeoCopy }): [(string | number)[], PageSeo][] {
  const published = publishedArticles(c.articles, contentToday());
  const copy = c.texts.blog;
  const indexPages = paginate(indexCards(published)).length;
  const entries: [(string | number)[], PageSeo][] = [];
  for (let page = 2; page <= indexPages; page++) entries.push([['texts', 'blog', 'pagedTitle'], pagedSeo(c.seo.pages.blog, page, indexPages, copy)]);
  for (const tag of tagsOf(published)) {
    const first = tag.articles[0]!;
    const where = ['articles', c.articles.indexOf(first), 'tags', first.tags.findIndex((t) => tagSlug(t) === tag.slug)];
    const pages = paginate(tag.articles).length;
    for (let page = 1; page <= pages; page++) entries.push([where, pagedSeo(tagSeo(tag.name, copy), page, pages, copy)]);
  }
  return entries;
}

/** The case studies' cross-file checks (docs/product-rules.md#work): every relation names an entry that exists. */
function workChecks(work: CaseStudy[], slugs: Record<CollectionKey, string[]>, say: (p: (string | number)[], message: string) => void) {
  const folders = { services: 'content/services/', sectors: 'content/sectors/', testimonials: 'content/testimonials/', clients: 'content/clients/' } as const;
  const exists = (key: keyof typeof folders, value: string, p: (string | number)[], what: string) => {
    if (!slugs[key].includes(value)) say(p, `no ${what} "${value}" in ${folders[key]}; choose one of the ${key}`);
  };
  const quoted = new Map<string, number>();
  work.forEach((w, i) => {
    // The narrowed lists live at /work/service/<slug> and /work/sector/<slug>.
    if ((workFilterKinds as readonly string[]).includes(w.slug)) say(['work', i, 'slug'], `the file name gives the address ${sections.work}/${w.slug}, which is the start of the lists by ${w.slug}; rename the file`);
    exists('sectors', w.sector, ['work', i, 'sector'], 'sector');
    w.services.forEach((s, j) => {
      exists('services', s, ['work', i, 'services', j], 'service');
      if (w.services.indexOf(s) !== j) say(['work', i, 'services', j], `"${s}" is given twice`);
    });
    if (w.clientLogo) exists('clients', w.clientLogo, ['work', i, 'clientLogo'], 'client logo');
    if (w.testimonial) {
      exists('testimonials', w.testimonial, ['work', i, 'testimonial'], 'testimonial');
      // A quote's slider card links to one story.
      const other = quoted.get(w.testimonial);
      if (other !== undefined && !w.draft && !work[other]?.draft)
        say(['work', i, 'testimonial'], `the testimonial "${w.testimonial}" is already quoted by content/work/${work[other]?.slug}.json; a quote belongs to one story`);
      if (!w.draft) quoted.set(w.testimonial, i);
    }
  });
}

/** The search titles and descriptions of /work narrowed to one service or sector, each with the field that makes it. */
function workListSeo(c: { work: CaseStudy[]; services: Service[]; sectors: Sector[]; pages: Pages }): [(string | number)[], PageSeo][] {
  const published = publishedWork(c.work);
  return workFilters(published, c.services, c.sectors).map((f) => [['pages', 'work', f.kind === 'service' ? 'serviceTitle' : 'sectorTitle'], workFilterSeo(f, c.pages)]);
}

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
    work: z.array(caseStudySchema),
});
type Files = z.output<typeof contentFiles>;
type FileKey = keyof Files;
type CollectionKey = 'services' | 'sectors' | 'testimonials' | 'clients' | 'articles' | 'work';
const collectionKeys = ['services', 'sectors', 'testimonials', 'clients', 'articles', 'work'] as const satisfies CollectionKey[];
export type ContentIssue = { path: (string | number)[]; message: string };

/**
 * The top-level names of the export that are not content pages: the folders and files of app/
 * (blog, og, feed.xml, ...) and public/ (admin, art, ...), the framework's own (_next, 404) and
 * the fixed pages in every spelling (lib/links.ts). A service or sector may not take one as its
 * address (docs/product-rules.md#content).
 */
export function reservedAddresses(): Map<string, string> {
  const taken = new Map<string, string>();
  const add = (name: string, what: string) => taken.set(name.toLowerCase(), what);
  for (const [key, href] of Object.entries(links)) if (href !== '/') add(href.slice(1), `the ${key} page (${href})`);
  for (const [key, prefix] of Object.entries(sections)) add(prefix.slice(1), `app/${key} (the ${key}'s pages at ${prefix}/...)`);
  const app = path.join(process.cwd(), 'app');
  // Route files name the address they answer: robots.ts → /robots.txt, sitemap.ts → /sitemap.xml.
  const routeFiles: Record<string, string> = { robots: 'robots.txt', sitemap: 'sitemap.xml', manifest: 'manifest.webmanifest', 'not-found': '404' };
  for (const entry of existsSync(app) ? readdirSync(app) : []) {
    if (/^[_([]/.test(entry)) continue;
    const stem = entry.replace(/\.(tsx?|jsx?|mdx?)$/, '');
    if (stem !== entry && !routeFiles[stem]) continue;
    add(routeFiles[stem] ?? entry, `app/${entry}`);
  }
  for (const entry of existsSync(publicDir()) ? readdirSync(publicDir()) : []) add(entry, `public/${entry}`);
  for (const name of ['_next', '404', '500', 'index']) add(name, 'the framework');
  return taken;
}

/** zod's own messages, said as what to do (the schema's own messages come first). */
const plainWords: z.core.$ZodErrorMap = (issue) => {
  const expected = { string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', array: 'a list', object: 'a group of fields' } as Record<string, string>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing: fill it in';
      if (issue.input === null || issue.input === '') return 'is empty: fill it in';
      return `must be ${expected[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'url') return 'must be a full web address starting with https://';
      if (issue.format === 'email') return 'must be an e-mail address such as name@example.com';
      if (issue.format === 'date') return 'must be a date written as year-month-day, e.g. 2026-10-14';
      return undefined;
    case 'too_small':
      return issue.origin === 'number' ? `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}` : undefined;
    case 'too_big':
      return issue.origin === 'number' ? `must be at most ${String(issue.maximum)}` : undefined;
    default:
      return undefined;
  }
};

/**
 * Every problem in the content in one round (docs/product-rules.md#content): each file is
 * checked on its own, then the checks across files run over every file that passed its own,
 * so an editor sees all problems at once rather than one round after another.
 */
export function checkContent(data: Record<FileKey, unknown>): { content?: Files; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const parsed: Partial<Files> = {};
  /** Which entries of each collection passed their own check, by position in the folder. */
  const valid: Partial<Record<CollectionKey, number[]>> = {};
  for (const [key, schema] of Object.entries(contentFiles.shape) as [FileKey, z.ZodType][]) {
    if (schema instanceof z.ZodArray) {
      const entries = Array.isArray(data[key]) ? (data[key] as unknown[]) : [];
      const ok: unknown[] = [];
      const at: number[] = [];
      entries.forEach((entry, i) => {
        const result = (schema.element as z.ZodType).safeParse(entry, { error: plainWords });
        if (result.success) {
          ok.push(result.data);
          at.push(i);
        } else issues.push(...result.error.issues.map((issue) => ({ path: [key, i, ...(issue.path as (string | number)[])], message: issue.message })));
      });
      (parsed as Record<string, unknown>)[key] = ok;
      valid[key as CollectionKey] = at;
    } else {
      const result = schema.safeParse(data[key], { error: plainWords });
      if (result.success) (parsed as Record<string, unknown>)[key] = result.data;
      else issues.push(...result.error.issues.map((issue) => ({ path: [key, ...(issue.path as (string | number)[])], message: issue.message })));
    }
  }
  const counts = Object.fromEntries(collectionKeys.map((k) => [k, Array.isArray(data[k]) ? (data[k] as unknown[]).length : 0])) as Record<CollectionKey, number>;
  const slugs = Object.fromEntries(
    collectionKeys.map((k) => [k, (Array.isArray(data[k]) ? (data[k] as { slug?: unknown }[]) : []).map((e) => String(e?.slug))]),
  ) as Record<CollectionKey, string[]>;
  crossFileChecks(parsed, counts, slugs, (p, message) => {
    // Positions among the valid entries back to positions in the folder, so the file is named.
    const at = valid[p[0] as CollectionKey];
    const i = p[1];
    issues.push({ path: at && typeof i === 'number' ? [p[0] as string, at[i] ?? i, ...p.slice(2)] : p, message });
  });
  // Drafts and articles dated after the build's day are checked above but not published (docs/product-rules.md#blog).
  if (issues.length) return { issues };
  const files = parsed as Files;
  return { content: { ...files, articles: publishedArticles(files.articles, contentToday()), work: publishedWork(files.work) }, issues };
}

/** Checks across files: counts, unique addresses, files present, unique search copy. */
function crossFileChecks(
  c: Partial<Files>,
  n: Record<CollectionKey, number>,
  /** Every entry file's slug, also of those with problems of their own (reported once, not again here). */
  slugs: Record<CollectionKey, string[]>,
  say: (p: (string | number)[], message: string) => void,
) {
  const services = c.services ?? [];
  const sectors = c.sectors ?? [];
  const articles = c.articles ?? [];
  {
    // A collection is a folder: its count is changed by adding or removing files (docs/product-rules.md#counts-and-constants).
    const inRange = (key: CollectionKey, what: string) => {
      const { min, max } = countRanges[key];
      const found = n[key];
      if (found < min)
        say([key], `has ${found} ${what}; the site needs at least ${min}. Add ${min - found === 1 ? 'a file' : `${min - found} files`}.`);
      if (found > max)
        say([key], `has ${found} ${what}; the site's layouts are made for at most ${max}. Remove ${found - max === 1 ? 'a file' : `${found - max} files`}.`);
    };
    inRange('services', 'services');
    inRange('sectors', 'sectors');
    inRange('clients', 'client logos');
    inRange('testimonials', 'testimonials');
    inRange('work', 'case studies');
    articleChecks(articles, say);
  }

  // Orders decide the sequence on the page.
  for (const key of collectionKeys) {
    const seen = new Map<number, number>();
    (c[key] ?? []).forEach((entry, i) => {
      const o = 'order' in entry ? entry.order : undefined;
      if (o === undefined) return;
      if (seen.has(o)) say([key, i, 'order'], `position ${o} is also used by another entry; give each entry its own position`);
      seen.set(o, i);
    });
  }

  // Slugs become addresses: unique in any letter case across services, sectors and every
  // address the site has besides them (the error names both files).
  const reserved = reservedAddresses();
  const pages = new Map<string, string>();
  for (const key of ['services', 'sectors'] as const) {
    (c[key] ?? []).forEach((entry, i) => {
      const address = entry.slug.toLowerCase();
      const taken = reserved.get(address);
      if (taken) say([key, i, 'slug'], `the file name gives the address /${address}, which is already ${taken}; rename the file`);
      else if (pages.has(address)) say([key, i, 'slug'], `the file name gives the address /${address}, which ${pages.get(address)} already has; rename one of the two files`);
      // Services and sectors live in folders of their own name (lib/content/load.ts).
      else pages.set(address, `content/${key}/${entry.slug}.json`);
    });
  }
  articles.forEach((a, i) => {
    if (a.relatedService && !slugs.services.includes(a.relatedService))
      say(['articles', i, 'relatedService'], `no service "${a.relatedService}" in content/services/; choose one of the services`);
  });
  workChecks(c.work ?? [], slugs, say);

  // Every image an entry shows must be in public/.
  // The build draws every entry's picture before this check (scripts/build/generate-art.mjs, docs/product-rules.md#art).
  const check = (p: (string | number)[], img: ImageRef) => {
    // An upload is checked by its photo field, in content/uploads/; the build serves it (lib/media).
    if (img.src.startsWith(`${uploadsUrl}/`)) return;
    if (!existsSync(path.join(publicDir(), img.src)))
      say(p, `its picture public${img.src} has not been drawn; run npm run art (every build runs it too)`);
  };
  services.forEach((s, i) => Object.values(s.images).forEach((img) => check(['services', i, 'motif'], img)));
  sectors.forEach((s, i) => Object.values(s.images).forEach((img) => check(['sectors', i, 'motif'], img)));
  (c.clients ?? []).forEach((s, i) => check(['clients', i], s.logo));
  articles.forEach((a, i) => Object.values(a.images).forEach((img) => check(['articles', i, 'motif'], img)));
  (c.work ?? []).forEach((w, i) => Object.values(w.images).forEach((img) => check(['work', i, 'motif'], img)));

  // Search results: titles fit with the site name after them, titles and descriptions do not repeat.
  const seoEntries: [(string | number)[], { title: string; description: string }, string][] = [
    ...(c.seo ? [[['seo', 'home'], c.seo.home, 'title'] as [(string | number)[], PageSeo, string]] : []),
    ...Object.entries(c.seo?.pages ?? {}).map(([k, v]): [(string | number)[], PageSeo, string] => [['seo', 'pages', k], v, 'title']),
    ...services.map((s, i): [(string | number)[], PageSeo, string] => [['services', i, 'seo'], s.seo, 'title']),
    ...sectors.map((s, i): [(string | number)[], PageSeo, string] => [['sectors', i, 'seo'], s.seo, 'title']),
    ...articles.map((a, i): [(string | number)[], PageSeo, string] => [['articles', i], a.seo, 'seoTitle']),
    ...(c.work ?? []).map((w, i): [(string | number)[], PageSeo, string] => [['work', i, 'seo'], w.seo, 'title']),
  ];
  const siteName = c.site?.name;
  for (const [p, entry, field] of seoEntries) {
    const [key, i] = p as [CollectionKey | 'seo', number | string];
    if (key === 'seo' && i === 'home') {
      if (entry.title.length > seoLimits.title) say([...p, 'title'], `is ${entry.title.length} characters; keep it within ${seoLimits.title}`);
      continue;
    }
    if (!siteName) continue;
    const full = withSiteName(entry.title, siteName);
    if (full.length <= seoLimits.title) continue;
    if (key === 'seo') {
      say([...p, 'title'], `makes the search title "${full}" ${full.length} characters; keep it within ${seoLimits.title}`);
      continue;
    }
    // The search title is the entry's title unless a search title is given: name the one in use.
    const title = (c[key]?.[i as number] as { title?: string } | undefined)?.title;
    const where = entry.title === title ? ['title'] : field === 'title' ? ['seo', 'title'] : [field];
    const room = seoLimits.title - withSiteName('', siteName).length;
    say([key, i, ...where], `makes the search title "${full}" ${full.length} characters; shorten it to ${room} or give a shorter search title`);
  }
  // A service's or sector's title is its search title wherever no other is given, so it fits too.
  for (const key of ['services', 'sectors'] as const) {
    (c[key] ?? []).forEach((entry, i) => {
      if (!siteName || entry.seo.title === entry.title) return;
      const full = withSiteName(entry.title, siteName);
      const room = seoLimits.title - withSiteName('', siteName).length;
      if (full.length > seoLimits.title) say([key, i, 'title'], `is ${entry.title.length} characters; a title is also the page's search title, so keep it within ${room}`);
    });
  }
  // The blog's and /work's list pages make their search copy from templates: it must fit once filled in.
  const listSeo = [
    ...(c.articles && c.texts && c.seo ? blogListSeo({ articles: c.articles, texts: c.texts, seo: c.seo }) : []),
    ...(c.work && c.pages ? workListSeo({ work: c.work, services, sectors, pages: c.pages }) : []),
  ];
  for (const [p, entry] of listSeo) {
    const full = siteName ? withSiteName(entry.title, siteName) : entry.title;
    if (full.length > seoLimits.title) say([...p], `makes the search title "${full}" ${full.length} characters; keep it within ${seoLimits.title}`);
    const { length } = entry.description;
    if (length < seoLimits.descriptionMin || length > seoLimits.descriptionMax)
      say([...p], `makes the search description "${entry.description}" ${length} characters; keep it within ${seoLimits.descriptionMin} to ${seoLimits.descriptionMax}`);
  }
  for (const field of ['title', 'description'] as const) {
    const seen = new Set<string>();
    for (const [p, entry] of [...seoEntries, ...listSeo]) {
      const value = entry[field].toLowerCase();
      if (seen.has(value)) say([...p, field], `"${entry[field]}" is already used by another page; search results need a unique ${field}`);
      seen.add(value);
    }
  }
}

/** The whole site's content: every file, then the checks across files (see checkContent). */
export const contentSchema = contentFiles.superRefine((c, ctx) =>
  crossFileChecks(
    c,
    Object.fromEntries(collectionKeys.map((k) => [k, c[k].length])) as Record<CollectionKey, number>,
    Object.fromEntries(collectionKeys.map((k) => [k, c[k].map((e) => e.slug)])) as Record<CollectionKey, string[]>,
    (p, message) => ctx.addIssue({ code: 'custom', path: p, message }),
  ),
).transform((c) => ({ ...c, articles: publishedArticles(c.articles, contentToday()), work: publishedWork(c.work) }));

export type Content = Omit<z.output<typeof contentSchema>, 'site'> & { site: Site };
export type ContentInput = z.input<typeof contentSchema>;
