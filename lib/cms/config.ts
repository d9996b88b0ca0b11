import { z } from 'zod';
import { collections, singleFiles } from '../content/load';
import {
  articleSchema,
  clientSchema,
  companySchema,
  homeSchema,
  formsSchema,
  interestsSchema,
  pagesSchema,
  sectorSchema,
  serviceSchema,
  seoSchema,
  siteSchema,
  testimonialSchema,
  textsSchema,
} from '../content/schema';
import { maxUploadBytes, uploadsUrl } from '../media/uploads';

/**
 * The Sveltia CMS configuration at /admin, generated from the content schemas so the editing
 * tool and the build's content check cannot drift apart (docs/product-rules.md#content).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  /** Set by lib/media/photo.ts on an upload's path: the CMS's image picker, with the types it accepts. */
  widget?: string;
  accept?: string;
  title?: string;
};

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  options?: unknown[];
  min?: number;
  max?: number;
  value_type?: string;
  default?: unknown;
  format?: string;
  time_format?: boolean;
  accept?: string;
  choose_url?: boolean;
}

/** Fields written as paragraphs rather than a single line. */
const longText = /description|intro|paragraph|text|lead|excerpt|standfirst|note|line$/i;

/** "keyPoints" → "Key points". */
export const labelOf = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One CMS field for one property of the schema. */
function fieldOf(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base = { name, label: schema.title ?? labelOf(name), ...(required ? {} : { required: false }), ...(schema.description ? { hint: schema.description } : {}) };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  // Uploads only, never a link to another site: the build checks and serves the file (docs/product-rules.md#photos).
  if (schema.widget === 'image') return { ...base, widget: 'image', accept: schema.accept, choose_url: false };
  if (type === 'object') return { ...base, widget: 'object', fields: fieldsOf(schema) };
  if (type === 'array') {
    const items = schema.items ?? {};
    const limits = { ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
    if (items.type === 'object') return { ...base, widget: 'list', ...limits, fields: fieldsOf(items) };
    return { ...base, widget: 'list', ...limits, field: fieldOf('item', items, true) };
  }
  if (type === 'integer' || type === 'number') return { ...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float' };
  if (type === 'boolean') return { ...base, widget: 'boolean', ...(schema.default !== undefined ? { default: schema.default } : {}) };
  if (schema.format === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
  if (name === 'body') return { ...base, widget: 'markdown' };
  if (schema.format === 'uri') return { ...base, widget: 'string' };
  return { ...base, widget: longText.test(name) ? 'text' : 'string' };
}

/** The fields of an object schema; the slug is the file name, not a field. */
function fieldsOf(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'slug')
    .map(([name, property]) => fieldOf(name, property, required.has(name)));
}

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const folderCollections = {
  services: { label: 'Services', schema: serviceSchema, identifier: 'title' },
  sectors: { label: 'Sectors', schema: sectorSchema, identifier: 'title' },
  testimonials: { label: 'Testimonials', schema: testimonialSchema, identifier: 'company' },
  clients: { label: 'Client logos', schema: clientSchema, identifier: 'name' },
  articles: { label: 'Blog articles', schema: articleSchema, identifier: 'title' },
} satisfies Record<keyof typeof collections, { label: string; schema: z.ZodType; identifier: string }>;

const fileSchemas = {
  site: { label: 'Studio details', schema: siteSchema },
  texts: { label: 'Fixed labels', schema: textsSchema },
  seo: { label: 'Search titles', schema: seoSchema },
  home: { label: 'Home page', schema: homeSchema },
  company: { label: 'Company and About', schema: companySchema },
  pages: { label: 'Inner pages', schema: pagesSchema },
  interests: { label: 'Enquiry interests', schema: interestsSchema },
  forms: { label: 'Form wording', schema: formsSchema },
} satisfies Record<(typeof singleFiles)[number], { label: string; schema: z.ZodType }>;

export interface CmsBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
}

/** The whole configuration; the backend comes from the environment (README, "Editing with the CMS"). */
export function cmsConfig(siteUrl: string, backend: CmsBackend) {
  return {
    backend,
    // Files are committed as they are, so the build's content check guards every save.
    publish_mode: 'simple',
    // One media folder, outside public/: the build checks every upload by its bytes and serves only
    // what it wrote under /art/uploads (docs/product-rules.md#photos).
    media_folder: 'content/uploads',
    public_folder: uploadsUrl,
    media_libraries: { default: { config: { max_file_size: maxUploadBytes, slugify_filename: true } } },
    site_url: siteUrl,
    collections: [
      ...Object.entries(folderCollections).map(([key, c]) => {
        const { folder, extension } = collections[key as keyof typeof collections];
        const markdown = extension === '.md';
        return {
          name: key,
          label: c.label,
          folder: `content/${folder}`,
          extension: extension.slice(1),
          format: markdown ? 'frontmatter' : 'json',
          create: true,
          delete: true,
          identifier_field: c.identifier,
          // The file name is the page address (docs/product-rules.md#routes).
          slug: '{{slug}}',
          ...('order' in (jsonSchemaOf(c.schema).properties ?? {}) ? { sortable_fields: ['order', c.identifier] } : {}),
          fields: fieldsOf(jsonSchemaOf(c.schema)),
        };
      }),
      {
        name: 'settings',
        label: 'Site settings',
        files: Object.entries(fileSchemas).map(([key, f]) => ({
          name: key,
          label: f.label,
          file: `content/${key}.json`,
          format: 'json',
          fields: fieldsOf(jsonSchemaOf(f.schema)),
        })),
      },
    ],
  };
}
