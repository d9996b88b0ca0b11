import { z } from 'zod';
import { registry as siteRegistry } from '../content/collections';
import { motifManifest, seoLimits, slugMaxLength, slugPattern, slugWords } from '../content/fields';
import type { Collection, Registry } from '../content/registry';
import { defaultLocale, englishName, locales, type Locale } from '../i18n/locales';
import { maxUploadBytes, uploadsUrl } from '../media/uploads';

/**
 * The Sveltia CMS configuration at /admin, generated from the content schemas so the editing
 * tool and the build's content check cannot drift apart (docs/product-rules.md#content): every
 * limit the check enforces that the editor can express is a field validation here, stated in
 * the field's hint; labels and hints come from the schema's `.meta()`.
 */

type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  /** Our own metadata (lib/content/fields.ts): the drawings of this kind are the choices. */
  motif?: string;
  /** Our own metadata: the value is the slug of an entry of this collection (a list of them, on a list). */
  relation?: string;
  /** Our own metadata: Markdown the page renders through the sanitising pipeline. */
  markdown?: boolean;
  /** Our own metadata: a page title, shown with " | site name" after it in search results. */
  searchTitle?: boolean;
  /** Our own metadata: a page's description in search results. */
  searchDescription?: boolean;
  /** Our own metadata: the message when the pattern does not match. */
  patternMessage?: string;
  /** Our own metadata: the name of one item of a list. */
  itemLabel?: string;
  /** Our own metadata: the words of each option of a fixed list (value → label). */
  optionLabels?: Record<string, string>;
  /** Set by lib/media/photo.ts on an upload's path: the CMS's image picker, with the types it accepts. */
  widget?: string;
  accept?: string;
  /** Our own metadata (lib/content/fields.ts): every edition says the same. */
  shared?: boolean;
};

export interface CmsField {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: unknown[];
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  pattern?: [string, string];
  value_type?: string;
  default?: unknown;
  format?: string;
  time_format?: boolean;
  collection?: string;
  value_field?: string;
  display_fields?: string[];
  multiple?: boolean;
  search_fields?: string[];
  summary?: string;
  modes?: string[];
  type?: string;
  accept?: string;
  choose_url?: boolean;
  /** Translated in each language (true), or written in English and copied into the others ('duplicate'). */
  i18n?: true | 'duplicate';
}

/** Fields written as paragraphs rather than a single line. */
const longText = /description|intro|paragraph|text|lead|excerpt|summary|standfirst|note|line$|reason|next$/i;

const slugHint = `The page’s address, made from the title: lower-case letters, digits and hyphens, at most ${slugMaxLength} characters. It cannot be changed once the entry is saved.`;
/** A title in Devanagari gives no address in Latin letters, so the editor types it. */
const typedSlugHint = (locale: Locale) =>
  `Type the page’s address in Latin letters: a ${englishName(locale)} title gives none. Lower-case letters a to z, digits and hyphens between words, at most ${slugMaxLength} characters, e.g. diwali-campaign-plan. It cannot be changed once the entry is saved.`;

/** "keyPoints" → "Key points". */
export const labelOf = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the editor needs to know about the site while generating the form. */
interface Context {
  siteName: string;
  registry: Registry;
}

/** "3 to 12 items", "at least 1 item", "exactly 3 items". */
function countInWords(min: number | undefined, max: number | undefined, one: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${plural(min, one)}` : `${min} to ${plural(max, one)}`;
  if (min !== undefined && min > 0) return `at least ${plural(min, one)}`;
  if (max !== undefined) return `at most ${plural(max, one)}`;
  return undefined;
}

/** The hint: the schema's description, then each limit in plain words. */
const hintOf = (description: string | undefined, ...limits: (string | undefined)[]): string | undefined => {
  const rules = limits.filter(Boolean).join('; ');
  const text = [description, rules && `${rules.charAt(0).toUpperCase()}${rules.slice(1)}.`].filter(Boolean).join(' ');
  return text || undefined;
};

/** One CMS field for one property of the schema, with a hint in every case. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, ctx: Context, parent?: string): CmsField {
  // A shared field (a position, a picture, a date, an address) is written once, in English, and the
  // editor copies it into the Hindi and Marathi files; everything else each language writes in its
  // own words (docs/product-rules.md#languages).
  const field: CmsField = { ...describedField(name, schema, required, ctx), i18n: schema.shared ? 'duplicate' : true };
  if (field.hint) return field;
  // Fields the schema leaves undescribed are words shown on the site: say where.
  const where = parent ? `${parent} › ${field.label}` : field.label;
  const what = field.widget === 'object' ? `The words of “${where}”.` : field.widget === 'list' ? `The entries of “${where}”.` : `The words shown for “${where}”.`;
  return { ...field, hint: hintOf(what, required ? undefined : 'optional') };
}

function describedField(name: string, schema: JsonSchema, required: boolean, ctx: Context): CmsField {
  const label = schema.title ?? labelOf(name);
  const base = { name, label, ...(required ? {} : { required: false }) };
  const optionalWords = required ? undefined : 'optional';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;

  if (schema.motif) {
    const options = Object.entries(motifManifest())
      .filter(([, m]) => m.kind === schema.motif)
      .map(([value, m]) => ({ label: `${value}: ${m.description}`, value }));
    return { ...base, widget: 'select', options, hint: hintOf(schema.description, `one of the ${options.length} ${schema.motif} drawings`) };
  }
  if (schema.relation) {
    // The entry is stored by its file name and chosen by the words that name it in its own list.
    const shown = ctx.registry.collections.find((c) => c.name === schema.relation)?.identifier ?? 'title';
    const relation = { ...base, widget: 'relation', collection: schema.relation, value_field: '{{slug}}', display_fields: [shown], search_fields: [shown] };
    if (type === 'array') {
      const items = schema.items ?? {};
      const count = countInWords(schema.minItems, schema.maxItems, items.title?.toLowerCase() ?? 'entry');
      return {
        ...relation,
        multiple: true,
        ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        hint: hintOf(schema.description, count),
      };
    }
    return { ...relation, hint: hintOf(schema.description, optionalWords) };
  }
  if (schema.enum) {
    const words = schema.optionLabels;
    const options = words ? schema.enum.map((value) => ({ label: words[String(value)] ?? String(value), value })) : schema.enum;
    return { ...base, widget: 'select', options, hint: hintOf(schema.description, `one of ${schema.enum.length} choices`) };
  }
  // Uploads only, never a link to another site: the build checks and serves the file (docs/product-rules.md#photos).
  if (schema.widget === 'image') return { ...base, widget: 'image', accept: schema.accept, choose_url: false, hint: hintOf(schema.description, optionalWords) };
  if (type === 'object') return { ...base, widget: 'object', ...(schema.description ? { hint: schema.description } : {}), fields: fieldsOf(schema, ctx, label) };
  if (type === 'array') {
    const items = schema.items ?? {};
    const one = schema.itemLabel ?? items.title ?? label.replace(/s$/, '');
    const limits = { ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
    const list = { ...base, widget: 'list', label_singular: one, ...limits, hint: hintOf(schema.description, countInWords(schema.minItems, schema.maxItems, one.toLowerCase())) };
    if (items.type === 'object') {
      const fields = fieldsOf(items, ctx, one);
      return { ...list, fields, ...(fields[0] ? { summary: `{{fields.${fields[0].name}}}` } : {}) };
    }
    return { ...list, field: fieldOf(name, { ...items, title: items.title ?? one }, true, ctx, label) };
  }
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0) : undefined);
    const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (type === "integer" ? 1 : 0) : undefined);
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      hint: hintOf(schema.description, type === 'integer' ? 'a whole number' : 'a number', min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `${min} or more` : max !== undefined ? `at most ${max}` : undefined, optionalWords),
    };
  }
  if (type === 'boolean') return { ...base, widget: 'boolean', ...(schema.default !== undefined ? { default: schema.default } : {}), ...(schema.description ? { hint: schema.description } : {}) };
  if (schema.format === 'date') {
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, hint: hintOf(schema.description, 'a date (year, month, day)') };
  }
  if (name === 'body' || schema.markdown) {
    // The raw Markdown is what the file holds; the rich-text view would rewrite untouched lines.
    return { ...base, widget: 'markdown', modes: ['raw', 'rich_text'], hint: hintOf(schema.description, 'Markdown') };
  }

  // A line or a paragraph of text, with the length limits the content check enforces.
  const maxlength = schema.maxLength ?? Infinity;
  const minlength = schema.minLength !== undefined && schema.minLength > 1 ? schema.minLength : undefined;
  const lengthWords =
    minlength !== undefined && Number.isFinite(maxlength)
      ? `${minlength} to ${maxlength} characters`
      : minlength !== undefined
        ? `at least ${minlength} characters`
        : Number.isFinite(maxlength)
          ? `at most ${maxlength} characters`
          : undefined;
  // Search lengths are advice (docs/product-rules.md#seo): said in the hint, never a limit on saving.
  const suffix = ` | ${ctx.siteName}`;
  const searchWords = schema.searchTitle
    ? `search results show about ${seoLimits.title} characters: up to ${seoLimits.title - suffix.length} here keeps “${suffix}” after it, a longer title stands alone`
    : schema.searchDescription
      ? `search results show ${seoLimits.descriptionMin} to ${seoLimits.descriptionMax} characters best`
      : undefined;
  const formatWords = schema.format === 'email' ? 'an e-mail address' : schema.format === 'uri' ? 'a full web address starting with https://' : undefined;
  return {
    ...base,
    widget: longText.test(name) ? 'text' : 'string',
    ...(schema.format === 'email' ? { type: 'email' } : schema.format === 'uri' ? { type: 'url' } : {}),
    ...(minlength !== undefined ? { minlength } : {}),
    ...(Number.isFinite(maxlength) ? { maxlength } : {}),
    ...(schema.pattern ? { pattern: [schema.pattern, schema.patternMessage ?? schema.description ?? `must match ${schema.pattern}`] as [string, string] } : {}),
    hint: hintOf(schema.description, lengthWords, searchWords, formatWords, optionalWords),
  };
}

/** The fields of an object schema; the slug is the file name, not a field. */
function fieldsOf(schema: JsonSchema, ctx: Context, parent?: string): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'slug')
    .map(([name, property]) => fieldOf(name, property, required.has(name), ctx, parent));
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The collection of a folder of entries, in every language. */
function folderCollection(c: Collection, ctx: Context) {
  const markdown = c.format === 'markdown';
  const schema = jsonSchemaOf(c.schema);
  return {
    name: c.name,
    label: c.label,
    label_singular: c.singular,
    folder: `content/${c.folder}`,
    extension: markdown ? 'md' : 'json',
    format: markdown ? 'frontmatter' : 'json',
    create: true,
    delete: true,
    identifier_field: c.identifier,
    // The file name is the page address (docs/product-rules.md#routes): chosen when the entry is
    // created and never changed by the editor afterwards, so no published address moves.
    slug: { template: '{{slug}}', editable: ['create'], pattern: [slugPattern.source, slugWords] as [string, string], hint: slugHint },
    ...('order' in (schema.properties ?? {}) ? { sortable_fields: ['order', c.identifier] } : {}),
    fields: fieldsOf(schema, ctx),
  };
}

/**
 * Where an article or case study written in one language other than English alone is created
 * (docs/product-rules.md#languages): Sveltia cannot create an entry of a collection in several
 * languages without its English file, so this collection, over the same folder, has that language
 * alone and writes x.mr.md. It lists nothing: Sveltia gives each entry to the first collection over
 * its folder, and every entry, this one once saved, is listed and edited in its languages in the
 * folder's own collection. A Devanagari title gives no address in Latin letters, so it is typed.
 */
function languageCollection(c: Collection, locale: Locale, ctx: Context) {
  const base = folderCollection(c, ctx);
  const language = englishName(locale);
  return {
    ...base,
    name: `${c.name}-${locale}`,
    label: `New ${language} ${c.singular.toLowerCase()}`,
    label_singular: `${c.singular} in ${language} alone`,
    description: `${c.label} written in ${language} alone start here: press New. The ${language} edition publishes each one and the other editions list it with its language. Once saved, it is listed in ${c.label}, where it is edited and can be translated.`,
    i18n: { locales: [locale], default_locale: locale, initial_locales: 'default', omit_default_locale_from_file_path: false },
    slug: { editable: ['create'], pattern: base.slug.pattern, hint: typedSlugHint(locale) },
    // A regular expression that matches nothing: the entries are listed in the folder's own collection.
    filter: { field: c.identifier, pattern: '(?!)' },
  };
}

export interface CmsBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
}

/** The whole configuration; the backend comes from the environment (docs/editing.md#the-cms-admin). */
export function cmsConfig(site: { url: string; name: string }, backend: CmsBackend, registry: Registry = siteRegistry) {
  const ctx: Context = { siteName: site.name, registry };
  return {
    backend,
    // Files are committed as they are, so the build's content check guards every save.
    publish_mode: 'simple',
    // One media folder, outside public/: the build checks every upload by its bytes and serves only
    // what it wrote under /art/uploads (docs/product-rules.md#photos).
    media_folder: 'content/uploads',
    public_folder: uploadsUrl,
    // Uploads only: stock photo libraries are other hosts, which the site neither fetches from nor allows (docs/product-rules.md#photos).
    media_libraries: { default: { config: { max_file_size: maxUploadBytes, slugify_filename: true } }, stock_assets: false },
    // A new entry's file name, its address, from its title: lower-case ASCII words joined by
    // hyphens, accents folded ("cafés" → "cafes"), so every name the editor writes passes the check.
    slug: { encoding: 'ascii', clean_accents: true, maxlength: slugMaxLength },
    site_url: site.url,
    output: {
      // An optional field left empty is not written at all, rather than as "", null or [],
      // which the content check would read as a given but empty value (docs/product-rules.md#content).
      omit_empty_optional_fields: true,
      // The content files are written the way the editor writes them, so a save changes only
      // what the editor changed.
      json: { indent_style: 'space', indent_size: 2 },
      yaml: { indent_size: 2, indent_sequences: true, quote: 'double' },
    },
    // The three editions side by side (docs/product-rules.md#languages), in the files the loader
    // reads: x.json English, x.hi.json Hindi, x.mr.json Marathi.
    i18n: {
      structure: 'multiple_files',
      locales: [...locales],
      default_locale: defaultLocale,
      // A new entry is written in English alone and published in English at once; the other
      // editions list it with its language until the editor turns their language on and translates it.
      initial_locales: 'default',
      // English files keep their names (web-development.json, texts.json).
      omit_default_locale_from_file_path: true,
    },
    collections: [
      ...registry.collections.map((c) => ({ ...folderCollection(c, ctx), i18n: true })),
      // Sveltia cannot create an entry without its English file, so an article or case study written
      // in Hindi or Marathi alone is created in a collection of that language over the same folder.
      ...registry.collections.filter((c) => c.anyLanguage).flatMap((c) => locales.filter((l) => l !== defaultLocale).map((l) => languageCollection(c, l, ctx))),
      {
        name: 'settings',
        label: 'Site settings',
        i18n: true,
        files: registry.settings.map((f) => ({
          name: f.name,
          label: f.label,
          // Every edition has every settings file: texts.json, texts.hi.json, texts.mr.json.
          file: `content/${f.file.replace(/\.json$/, '.{{locale}}.json')}`,
          format: 'json',
          i18n: true,
          fields: fieldsOf(jsonSchemaOf(f.schema), ctx),
        })),
      },
    ],
  };
}
