import type { z } from 'zod';
import type { PhotoUse, PhotoValue } from '../media/photo';
import type { Locale } from '../i18n/locales';
import type { CountRange, ImageRef, PageSeo } from './fields';

/**
 * The shape of the content registry (docs/product-rules.md#content): every file and folder under
 * content/ is declared once, in its own module of lib/content/collections/, with its schema, the
 * words the editor sees and its limits. The loader, the content check, the CMS configuration and
 * the route registry read these declarations; nothing else lists them.
 */

/** What every entry of a collection with pages of its own carries after its schema: its address and search copy. */
export interface PageEntry {
  slug: string;
  title: string;
  path: string;
  seo: PageSeo;
}

/** A folder of entries, one file each; an entry's file name is its slug. */
export interface Collection<Name extends string = string, Schema extends z.ZodType = z.ZodType, Kind extends string = string> {
  name: Name;
  /** The folder under content/. */
  folder: string;
  format: 'json' | 'markdown';
  /** One entry. Its slug is its file name, given to the schema as `slug`. */
  schema: Schema;
  /** The editor's words for the folder and for one entry. */
  label: string;
  singular: string;
  /** The field that names an entry in the editor's list and in relations to it. */
  identifier: string;
  /** How many entries the site's layouts take (docs/product-rules.md#counts-and-constants). */
  count: CountRange & { what: string };
  /**
   * Entries may be written in one language alone, English or not (an article, a case study:
   * docs/product-rules.md#languages); without it, an entry is written in English first and the
   * other editions translate it.
   */
  anyLanguage?: boolean;
  /** A page per published entry, at the entry's `path`, of this kind (app/_pages/pageViews.tsx draws it). */
  pages?: { kind: Kind };
  /** Which entries a build publishes, in page order; without it, every entry in its `order`. */
  publish?(entries: z.output<Schema>[], today: string): z.output<Schema>[];
  /** Puts the entry's uploaded photos in place of its drawings (docs/product-rules.md#photos). */
  pictures?(entry: z.output<Schema>, picture: Pictures): z.output<Schema>;
  /**
   * Words an entry takes from its edition's fixed labels (a logo's alt text, say): given the
   * edition's `texts`, which the collection's own module types (collections/texts.ts imports this
   * file, so naming its type here would close a circle).
   */
  localize?(entry: z.output<Schema>, texts: unknown): z.output<Schema>;
}

/**
 * The pictures of an entry, given to a collection's `pictures` by the content check, which knows
 * the uploads: a photo is checked (it exists, is an image, is big enough for `use`) and replaces
 * the drawing in the drawing's box; `at` is the photo's field, for the message.
 */
export interface Pictures {
  one<T extends ImageRef>(at: (string | number)[], photo: PhotoValue | undefined, art: T, use: PhotoUse): T;
  /** The same photo in each of an entry's places (a service's card and square, an article's header and card). */
  all<T extends Record<string, ImageRef>>(at: (string | number)[], photo: PhotoValue | undefined, art: T, use: PhotoUse): T;
}

/** One settings file under content/. */
export interface Settings<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name;
  /** The file name under content/. */
  file: string;
  label: string;
  schema: Schema;
}

export const defineCollection = <Name extends string, Schema extends z.ZodType, Kind extends string = never>(c: Collection<Name, Schema, Kind>) => c;
export const defineSettings = <Name extends string, Schema extends z.ZodType>(s: Settings<Name, Schema>) => s;

/** A set of declarations: the site's own (lib/content/collections/index.ts) or a test's. */
export interface Registry {
  collections: readonly Collection[];
  settings: readonly Settings[];
}

/** What every entry of an edition's lists carries: the language it is written in, and every language it exists in. */
export interface Localized {
  locale: Locale;
  translations: Locale[];
}

/** One edition's content as a registry describes it: each settings file's data, each collection's entries. */
export type ContentOf<R extends Registry> = { [S in R['settings'][number] as S['name']]: z.output<S['schema']> } & {
  [C in R['collections'][number] as C['name']]: (z.output<C['schema']> & Localized)[];
};
