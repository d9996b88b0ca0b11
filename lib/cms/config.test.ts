/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getContent } from '../content';
import { registry } from '../content/collections';
import { defaultLocale, localeFile, locales } from '../i18n/locales';
import { serviceLimits } from '../content/collections/services';
import { motifManifest, seoLimits, slugMaxLength, slugPattern, textLimits } from '../content/fields';
import { cmsConfig, type CmsField } from './config';

const config = cmsConfig({ url: 'https://www.example.com', name: 'Ekchhat Studio' }, { name: 'github', repo: 'owner/site' });
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const field = (fields: CmsField[] | undefined, path: string): CmsField | undefined => {
  const [head, ...rest] = path.split('.');
  const found = fields?.find((f) => f.name === head);
  return rest.length ? field(found?.fields, rest.join('.')) : found;
};

describe('the content editor configuration', () => {
  it('has a collection for every folder and a form for every settings file', () => {
    for (const name of ['services', 'sectors', 'testimonials', 'clients', 'articles', 'work']) {
      expect(collection(name)).toMatchObject({ create: true });
    }
    const settings = collection('settings') as unknown as { files: { file: string }[] };
    expect(settings.files.map((f) => f.file).sort()).toEqual(
      ['company', 'forms', 'home', 'interests', 'pages', 'site', 'texts'].map((n) => `content/${n}.{{locale}}.json`),
    );
  });

  it('offers every field an entry file has, and no more', () => {
    const { services, sectors, testimonials } = getContent();
    const stored = (entry: object) => Object.keys(entry).filter((k) => !['slug', 'path', 'images', 'logo', 'locale', 'translations'].includes(k)).sort();
    const offered = (name: string) => ((collection(name) as { fields: CmsField[] }).fields ?? []).map((f) => f.name);
    for (const key of stored(services.find((s) => s.overviewTitle)!)) expect(offered('services')).toContain(key);
    for (const key of stored(sectors[0]!)) expect(offered('sectors')).toContain(key);
    expect(offered('testimonials').sort()).toEqual(stored(testimonials[0]!));
  });

  it('holds lists to the counts the content check enforces', () => {
    const fields = (collection('services') as { fields: CmsField[] }).fields;
    expect(field(fields, 'page.benefits')).toMatchObject({ widget: 'list', ...serviceLimits.benefits });
    expect(field(fields, 'overview.keyPoints')).toMatchObject({ ...serviceLimits.keyPoints });
    expect(field((collection('articles') as { fields: CmsField[] }).fields, 'body')).toMatchObject({ widget: 'markdown' });
  });

  it('offers the drawings that exist as the picture, and the services as an article\'s related service', () => {
    const kinds = Object.values(motifManifest()).filter((m) => m.kind === 'service').length;
    const motif = field((collection('services') as { fields: CmsField[] }).fields, 'motif');
    expect(motif).toMatchObject({ widget: 'select' });
    expect(motif?.options).toHaveLength(kinds);
    expect(field((collection('articles') as { fields: CmsField[] }).fields, 'relatedService')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      required: false,
    });
  });

  it('lets a case study choose its sector, services, quote and logo from their collections, by the words that name them', () => {
    const fields = (collection('work') as { fields: CmsField[] }).fields;
    expect(field(fields, 'sector')).toMatchObject({ widget: 'relation', collection: 'sectors', value_field: '{{slug}}', display_fields: ['title'] });
    expect(field(fields, 'services')).toMatchObject({ widget: 'relation', collection: 'services', multiple: true, min: 1, max: 6 });
    expect(field(fields, 'testimonial')).toMatchObject({ widget: 'relation', collection: 'testimonials', display_fields: ['company'], required: false });
    expect(field(fields, 'clientLogo')).toMatchObject({ widget: 'relation', collection: 'clients', display_fields: ['name'], required: false });
    for (const part of ['challenge', 'approach', 'outcome']) expect(field(fields, part)).toMatchObject({ widget: 'markdown' });
    expect(field(fields, 'results')).toMatchObject({ widget: 'list', min: 2, max: 4 });
    expect(field(fields, 'gallery')).toMatchObject({ widget: 'list', required: false });
  });

  it('says in the hint how long a search title and description serve best, without refusing a longer one', () => {
    const title = field((collection('services') as { fields: CmsField[] }).fields, 'seo.title');
    const room = seoLimits.title - ` | ${getContent().site.name}`.length;
    expect(title).toMatchObject({ required: false });
    // The most a title holds is the layout's (every field has a size); what search results show is only advice.
    expect(title?.maxlength).toBe(textLimits.title);
    expect(title?.hint).toContain(`up to ${room} here keeps “ | ${getContent().site.name}” after it`);
    const excerpt = field((collection('articles') as { fields: CmsField[] }).fields, 'excerpt');
    expect(excerpt?.minlength).toBeUndefined();
    expect(excerpt?.hint).toContain(`${seoLimits.descriptionMin} to ${seoLimits.descriptionMax} characters`);
  });

  it('labels every field in an editor\'s words and leaves empty optional fields out of the files', () => {
    const all: CmsField[] = [];
    const walk = (fields: CmsField[] | undefined) => fields?.forEach((f) => (all.push(f), walk(f.fields), f.field && walk([f.field])));
    for (const c of config.collections) ('files' in c ? c.files : [c]).forEach((f) => walk(f.fields));
    for (const jargon of ['Seo', 'Hero ctas', 'Item', 'Entry']) expect(all.map((f) => f.label)).not.toContain(jargon);
    const serviceLabels = (collection('services') as { fields: CmsField[] }).fields.map((f) => f.label);
    expect(new Set(serviceLabels).size).toBe(serviceLabels.length);
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });

  it('says in every group’s hint what the group is for, not only where it is', () => {
    const groups: string[] = [];
    const walk = (fields: CmsField[] | undefined, where: string) =>
      fields?.forEach((f) => {
        // The fallback a group gets when its schema says nothing: "The words of “Home”."
        if (f.widget === 'object' && /^The words of “/.test(f.hint ?? '')) groups.push(`${where}.${f.name}`);
        walk(f.fields, `${where}.${f.name}`);
      });
    for (const c of config.collections) ('files' in c ? c.files : [c]).forEach((f) => walk(f.fields, f.name));
    expect(groups).toEqual([]);
  });
});

describe('addresses and uploads', () => {
  it('writes every new file name as an address the check accepts, fixed once the entry is saved', () => {
    expect(config.slug).toEqual({ encoding: 'ascii', clean_accents: true, maxlength: slugMaxLength });
    // The collections for an entry in Hindi or Marathi alone have the editor type it (below).
    for (const c of config.collections.filter((c) => 'folder' in c && !('filter' in c))) {
      expect(c).toMatchObject({ slug: { template: '{{slug}}', editable: ['create'], pattern: [slugPattern.source, expect.any(String)] } });
      expect(new RegExp(slugPattern.source).test('a-chai-brand-that-doubled-its-cafes')).toBe(true);
    }
  });

  it('offers uploads only, no stock photo library of another host', () => {
    expect(config.media_libraries).toMatchObject({ stock_assets: false });
  });
});

describe('the fixed pages’ search copy', () => {
  it('sits with each page’s words in the Pages form', () => {
    const settings = config.collections.find((c) => c.name === 'settings') as unknown as { files: { name: string; fields: CmsField[] }[] };
    const pages = settings.files.find((f) => f.name === 'pages')!;
    for (const page of ['home', 'services', 'work']) expect(field(pages.fields, `${page}.seo.title`)).toMatchObject({ widget: 'string' });
  });
});

describe('the three languages side by side', () => {
  type Entries = { name: string; folder: string; identifier_field: string; i18n: unknown; fields: CmsField[]; slug: { template?: string; editable: string[]; pattern: [string, string]; hint: string }; filter?: { field: string; pattern: string } };
  const inEveryLanguage = registry.collections.map((c) => collection(c.name) as unknown as Entries);
  const settings = collection('settings') as unknown as { i18n: unknown; files: { name: string; file: string; i18n: unknown; fields: CmsField[] }[] };
  /** Every field of a form, with its key path. */
  const everyField = (fields: CmsField[], at = ''): { path: string; field: CmsField }[] =>
    fields.flatMap((f) => [{ path: `${at}${f.name}`, field: f }, ...everyField(f.fields ?? [], `${at}${f.name}.`), ...(f.field ? everyField([f.field], `${at}${f.name}.`) : [])]);
  const i18nOf = (fields: CmsField[], keyPath: string) => everyField(fields).find((f) => f.path === keyPath)?.field.i18n;

  it('opens each entry and settings file in English, Hindi and Marathi, in the files the site reads', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...locales], default_locale: defaultLocale, initial_locales: 'default', omit_default_locale_from_file_path: true });
    for (const c of inEveryLanguage) expect(c.i18n).toBe(true);
    expect(settings.i18n).toBe(true);
    for (const f of settings.files) {
      expect(f.i18n).toBe(true);
      // content/texts.{{locale}}.json: texts.json in English (the locale left out), texts.hi.json in Hindi.
      for (const l of locales) expect(existsSync(path.join(process.cwd(), localeFile(f.file.replace('.{{locale}}', ''), l)))).toBe(true);
      expect(f.file).toMatch(/^content\/[\w-]+\.\{\{locale\}\}\.json$/);
    }
  });

  it('copies what every language shares from English and lets each language write the rest', () => {
    const form = (name: string) => (name in { site: 1, texts: 1, home: 1, company: 1 } ? settings.files.find((f) => f.name === name)!.fields : inEveryLanguage.find((c) => c.name === name)!.fields);
    const shared: Record<string, string[]> = {
      services: ['order', 'motif', 'photo.src'],
      articles: ['date', 'draft', 'featured', 'readMinutes', 'motif', 'relatedService', 'photo.src'],
      work: ['order', 'sector', 'services', 'year', 'testimonial', 'clientLogo', 'draft', 'gallery.src'],
      site: ['phoneDigits', 'email', 'socials.network', 'socials.hidden', 'socials.href', 'brochureFile'],
      texts: ['menu.page', 'footer.links.page'],
      home: ['heroCtas.primary.href', 'heroCtas.secondary.href'],
      company: ['whoWeAre.id', 'whyWe.id', 'about.values.icon'],
    };
    const translated: Record<string, string[]> = {
      services: ['title', 'description', 'photo.alt', 'overview.keyPoints', 'page.benefits.title'],
      articles: ['title', 'excerpt', 'tags', 'body', 'photo.alt'],
      work: ['title', 'client', 'challenge', 'results.value', 'results.label', 'gallery.alt', 'gallery.caption'],
      site: ['name', 'tagline', 'socials.label', 'address.locality'],
      texts: ['menu.label', 'home.tagline'],
      home: ['heroCtas.primary.label'],
      company: ['whoWeAre.heading', 'about.values.title'],
    };
    for (const [name, paths] of Object.entries(shared)) for (const p of paths) expect([name, p, i18nOf(form(name), p)]).toEqual([name, p, 'duplicate']);
    for (const [name, paths] of Object.entries(translated)) for (const p of paths) expect([name, p, i18nOf(form(name), p)]).toEqual([name, p, true]);
    // No field is left to Sveltia's default, which would drop it from the Hindi and Marathi files.
    for (const fields of [...inEveryLanguage.map((c) => c.fields), ...settings.files.map((f) => f.fields)])
      for (const { path: p, field } of everyField(fields)) expect([p, field.i18n]).toEqual([p, expect.anything()]);
  });

  it('creates an article or a case study in Hindi or Marathi alone, its address typed by the editor', () => {
    const alone = config.collections.filter((c) => 'filter' in c) as unknown as (Entries & { label: string; label_singular: string })[];
    expect(alone.map((c) => c.name).sort()).toEqual(['articles-hi', 'articles-mr', 'work-hi', 'work-mr']);
    for (const c of alone) {
      const [of, locale] = c.name.split('-') as [string, 'hi' | 'mr'];
      const main = inEveryLanguage.find((m) => m.name === of)!;
      const language = { hi: 'Hindi', mr: 'Marathi' }[locale];
      // The same folder and fields, in one language whose files are x.<code>.md or x.<code>.json.
      expect(c).toMatchObject({ folder: main.folder, fields: main.fields, i18n: { locales: [locale], default_locale: locale, omit_default_locale_from_file_path: false } });
      expect(c.label).toContain(language);
      // No template: a Devanagari title gives no address, so the editor types it, in Latin letters.
      expect(c.slug.template).toBeUndefined();
      expect(c.slug).toMatchObject({ editable: ['create'], pattern: main.slug.pattern });
      expect(c.slug.hint).toContain('Latin letters');
      expect(c.slug.hint).toContain(language);
      // It lists nothing: every entry is listed, and edited in its languages, in the folder's own collection.
      expect(c.filter).toEqual({ field: main.identifier_field, pattern: '(?!)' });
      expect(new RegExp(c.filter!.pattern).test(String(getContent()[of as 'articles'][0]?.title))).toBe(false);
    }
  });
});
