import { z } from 'zod';
import hindiDescriptions from '../art/descriptions.hi.json';
import marathiDescriptions from '../art/descriptions.mr.json';
import motifs from '../../public/art/motifs.json';
import type { Locale } from '../i18n/locales';
import { textRules } from './text';

/**
 * The field types every content file is made of, with their limits (docs/product-rules.md#content).
 * Collections and settings files (lib/content/collections/) compose them; nothing here reads a
 * file or knows another collection.
 */

/** Visible copy: not blank, no placeholder text, no invisible controls (lib/content/text.ts). */
const text = textRules(z.string().trim().min(1, 'must not be empty'));

/**
 * The most characters each kind of copy holds: what its layout is made for
 * (docs/product-rules.md#counts-and-constants). The CMS shows the limit as a counter.
 */
export const textLimits = {
  /** A button, a label, a menu item, a name: one line on a phone. */
  label: 60,
  /** A title or a heading: at most three lines on a phone at heading size, and a short address. */
  title: 100,
  /** A line under a heading, a card's text, a search description: shown whole on a card. */
  line: 200,
  /** A paragraph. */
  paragraph: 1200,
  /** A Markdown text: an article of about eight thousand words. */
  markdown: 60_000,
} as const;
const sized = (kind: keyof typeof textLimits, why: string) => text.max(textLimits[kind], `must be at most ${textLimits[kind]} characters: ${why}`);

/** A paragraph of copy; the other sizes below are for the places that hold less. */
export const copy = sized('paragraph', 'longer text belongs in an article');
/** A button, label, menu item or name. */
export const label = sized('label', 'it is shown on one line of a phone');
/** A title or heading. */
export const title = sized('title', 'a longer title fills a phone’s screen');
/** A line under a heading or on a card. */
export const line = sized('line', 'it is shown whole on cards and in share previews');

/** The most characters an address holds: a profile or a page of this site is far shorter. */
export const addressMax = 300;

/** A page on another site: https only, never a script or data address (docs/product-rules.md#content). */
export const outsideUrl = z.string().max(addressMax, `must be at most ${addressMax} characters`).refine((href) => {
  if (!/^https:\/\/[^\s\\]+$/i.test(href)) return false;
  try {
    return z.regexes.domain.test(new URL(href).hostname);
  } catch {
    return false;
  }
}, 'must be an https:// address of a website');

/** A page of this site, from its root ("/GetQuote"); never "//host" or "/\host", which browsers send elsewhere. */
export const sitePath = z
  .string()
  .max(addressMax, `must be at most ${addressMax} characters`)
  .regex(/^\/(?![/\\])[\w\-.~!$&'()*+,;=:@/%?#]*$/, 'must be a path of this site, starting with one "/" (e.g. /GetQuote)');

/** Visible copy with {name} slots that the page fills in, e.g. "Explore {title}", as long as a line. */
export const template = (...slots: string[]) =>
  line.refine(
    (s) => [...s.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(m[1] ?? '')),
    `may only use the slots ${slots.map((s) => `{${s}}`).join(', ')}`,
  );

/** An entry's file name, which is its address: the CMS writes it from the title (lib/cms/config.ts). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 60;
export const slugWords = 'lower-case letters a to z, digits and single hyphens between words';
/** The file name a slug that breaks the rule could have: accents folded, other characters as hyphens. */
export const slugFor = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/, '');
export const slug = z
  .string()
  .max(slugMaxLength, `must be at most ${slugMaxLength} characters`)
  .regex(slugPattern, `must be ${slugWords}`);
/**
 * A field marked `shared` says the same in every edition (docs/product-rules.md#languages): a
 * position, a picture, a date, an address, a choice. The editor fills it in English and copies it
 * into the Hindi and Marathi files (lib/cms/config.ts); the content check advises where a
 * translation's file says otherwise.
 */
export const order = z.number().int().positive().max(9999).meta({ title: 'Position', description: 'Where the entry appears in lists: 1 comes first.', shared: true });

/** What a picture of lib/art/ is drawn for. */
export type MotifKind = 'service' | 'sector' | 'article' | 'scene';
/**
 * The pictures of lib/art/, by id, with the words that describe them (their alt text), as
 * scripts/build/generate-art.mjs writes them beside the drawings (docs/product-rules.md#art).
 * The description file is committed with the drawings, so the check needs no drawn picture.
 */
export const motifManifest = (): Record<string, { kind: MotifKind; description: string }> =>
  motifs as Record<string, { kind: MotifKind; description: string }>;
/** The alt text of a picture: its description, written once beside its drawing. */
export const describe = (id: string): string => motifManifest()[id]?.description ?? '';

/** Each drawing's description in each edition's words (docs/product-rules.md#languages). */
const descriptions: Record<Exclude<Locale, 'en'>, Record<string, string>> = { hi: hindiDescriptions, mr: marathiDescriptions };
const idByDescription = new Map(Object.entries(motifManifest()).map(([id, m]) => [m.description, id]));
/** An English drawing description in another edition's words; any other text stays as it is. */
export const translatedDescription = (text: string, locale: Locale): string => {
  if (locale === 'en') return text;
  const id = idByDescription.get(text);
  return (id && descriptions[locale][id]) || text;
};
/** A content field naming the picture an entry shows, one of the drawings of its kind. */
export const motif = (kind: MotifKind) =>
  z
    .string()
    .refine((id) => motifManifest()[id]?.kind === kind, `must name one of the ${kind} pictures of lib/art/ (listed in public/art/motifs.json)`)
    // The editor offers the drawings of this kind as a select (lib/cms/config.ts).
    .meta({ title: 'Picture', description: 'The drawing shown with this entry; its description becomes the alt text.', motif: kind, shared: true });

export const titledText = z.object({ title: title.meta({ title: 'Heading' }), text: copy.meta({ title: 'Text' }) });

/**
 * A search result: its title and description fit what search engines show (advice, never a
 * failure: docs/product-rules.md#seo).
 */
export const seoLimits = { title: 60, descriptionMin: 50, descriptionMax: 160 } as const;

/**
 * A page's full title (docs/product-rules.md#seo): every page but home shows the site name after
 * its own title, where the whole fits a search result; a longer title stands alone.
 */
export const withSiteName = (title: string, siteName: string): string => {
  const full = `${title} | ${siteName}`;
  return full.length <= seoLimits.title ? full : title;
};
export const searchTitle = title.meta({ title: 'Search title', description: 'The title in search results and share previews.', searchTitle: true });
/**
 * A page's description. The lengths that serve search results are advice (lib/content/advice.ts),
 * shown in the editor's hint, never a gate; the hard limit is what the cards that show it hold.
 */
export const searchDescription = line.meta({ title: 'Search description', description: 'The text under the title in search results and share previews.', searchDescription: true });
export const seo = z.object({ title: searchTitle, description: searchDescription }).meta({ title: 'Search results' });
export type PageSeo = z.output<typeof seo>;
/**
 * An entry's search copy where it differs from its title and description; each part left out
 * is taken from the entry (one fact, one place: docs/product-rules.md#seo).
 */
export const seoOverride = z
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
export type ImageRef = z.infer<typeof imageRef> & { photo?: import('../media/photo').PhotoSources };

export const image = (src: string, width: number, height: number, altText: string): ImageRef => ({ src, width, height, alt: altText });

/** How many items a list takes: the fewest its design needs, the most its layouts are proven at. */
export interface CountRange {
  min: number;
  max: number;
}

/** "needs 3 to 8 bullet points": one message for too few and too many. */
export const between = (r: CountRange, what: string) => `needs ${r.min} to ${r.max} ${what}`;
/** A list field that takes between range.min and range.max items. */
export const listOf = <T extends z.ZodType>(item: T, r: CountRange, what: string) =>
  z.array(item).min(r.min, between(r, what)).max(r.max, between(r, what));

/** Markdown an editor writes (rendered through the sanitising pipeline, lib/markdown/renderMarkdown.ts). */
export const markdownCopy = (name: string, description: string) =>
  sized('markdown', 'split a longer text into more than one').meta({ title: name, description, markdown: true });

/** A relation: the slug of an entry of another collection, chosen in the CMS from that collection. */
export const relation = (collection: string, title: string, description: string) => z.string().max(slugMaxLength).meta({ title, description, relation: collection, shared: true });
