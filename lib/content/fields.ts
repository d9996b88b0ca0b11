import { z } from 'zod';
import motifs from '../../public/art/motifs.json';

/**
 * The field types every content file is made of, with their limits (docs/product-rules.md#content).
 * Collections and settings files (lib/content/collections/) compose them; nothing here reads a
 * file or knows another collection.
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
export const outsideUrl = z.string().refine((href) => {
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
  .regex(/^\/(?![/\\])[\w\-.~!$&'()*+,;=:@/%?#]*$/, 'must be a path of this site, starting with one "/" (e.g. /GetQuote)');

/** Visible copy with {name} slots that the page fills in, e.g. "Explore {title}". */
export const template = (...slots: string[]) =>
  copy.refine(
    (s) => [...s.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(m[1] ?? '')),
    `may only use the slots ${slots.map((s) => `{${s}}`).join(', ')}`,
  );

/** An entry's file name, which is its address. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
export const order = z.number().int().positive().max(9999).meta({ title: 'Position', description: 'Where the entry appears in lists: 1 comes first.' });

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
/** A content field naming the picture an entry shows, one of the drawings of its kind. */
export const motif = (kind: MotifKind) =>
  z
    .string()
    .refine((id) => motifManifest()[id]?.kind === kind, `must name one of the ${kind} pictures of lib/art/ (listed in public/art/motifs.json)`)
    // The editor offers the drawings of this kind as a select (lib/cms/config.ts).
    .meta({ title: 'Picture', description: 'The drawing shown with this entry; its description becomes the alt text.', motif: kind });

export const titledText = z.object({ title: copy.meta({ title: 'Heading' }), text: copy.meta({ title: 'Text' }) });

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
export const searchTitle = copy.meta({ title: 'Search title', description: 'The title in search results and share previews.', searchTitle: true });
/**
 * A page's description. The lengths that serve search results are advice (lib/content/advice.ts),
 * shown in the editor's hint, never a gate; the hard limit is what the cards that show it hold.
 */
export const cardTextMax = 200;
export const searchDescription = copy
  .max(cardTextMax, `must be at most ${cardTextMax} characters: it is shown whole on cards and in share previews`)
  .meta({ title: 'Search description', description: 'The text under the title in search results and share previews.', searchDescription: true });
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
export const markdownCopy = (title: string, description: string) => copy.meta({ title, description, markdown: true });

/** A relation: the slug of an entry of another collection, chosen in the CMS from that collection. */
export const relation = (collection: string, title: string, description: string) => slug.meta({ title, description, relation: collection });
