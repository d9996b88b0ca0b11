import { fillTemplate } from './content/fillTemplate';
import type { CaseStudy } from './content/collections/work';
import { workFilterKinds } from './content/collections/work';
import type { Pages } from './content/collections/pages';
import type { Sector } from './content/collections/sectors';
import type { Service } from './content/collections/services';
import type { PageSeo } from './content/fields';
import type { Locale } from './i18n/locales';
import { sections } from './links';

/**
 * Which case studies the site publishes and where each appears (docs/product-rules.md#work): pure
 * functions of the entries, so the selection is tested on fixtures.
 */

/** "More work" under a story, and the home page's "Selected work" strip: one row of the 3-column grid. */
export const moreWorkCount = 3;

export { publishedWork, workFilterKinds } from './content/collections/work';
export type WorkFilterKind = (typeof workFilterKinds)[number];

/** /work narrowed to one service or sector: exists only where at least one story belongs. */
export interface WorkFilter {
  kind: WorkFilterKind;
  slug: string;
  /** The service's or sector's title. */
  name: string;
  /** The language the title is written in, where the list knows it (docs/product-rules.md#languages). */
  locale?: Locale;
  path: string;
  items: CaseStudy[];
}

export const workFilterPath = (kind: WorkFilterKind, slug: string): string => `${sections.work}/${kind}/${slug}`;

/** The stories that used a service, or that were for a sector. */
export const workForService = (work: readonly CaseStudy[], slug: string): CaseStudy[] => work.filter((w) => w.services.includes(slug));
export const workForSector = (work: readonly CaseStudy[], slug: string): CaseStudy[] => work.filter((w) => w.sector === slug);

/** Every narrowed list that has stories, services first, each in its collection's order. */
export function workFilters(
  work: readonly CaseStudy[],
  services: readonly (Pick<Service, 'slug' | 'title'> & { locale?: Locale })[],
  sectors: readonly (Pick<Sector, 'slug' | 'title'> & { locale?: Locale })[],
): WorkFilter[] {
  const of = (kind: WorkFilterKind, entries: readonly { slug: string; title: string; locale?: Locale }[], pick: (slug: string) => CaseStudy[]) =>
    entries.flatMap((e) => {
      const items = pick(e.slug);
      return items.length ? [{ kind, slug: e.slug, name: e.title, path: workFilterPath(kind, e.slug), items, ...(e.locale ? { locale: e.locale } : {}) }] : [];
    });
  return [...of('service', services, (s) => workForService(work, s)), ...of('sector', sectors, (s) => workForSector(work, s))];
}

/** Search copy of a narrowed list, from the templates of content/pages.json (work.serviceTitle, ...). */
export function workFilterSeo(filter: Pick<WorkFilter, 'kind' | 'name' | 'items'>, pages: Pick<Pages, 'work'>): PageSeo {
  const copy = pages.work;
  const values = { name: filter.name, count: filter.items.length };
  return filter.kind === 'service'
    ? { title: fillTemplate(copy.serviceTitle, values), description: fillTemplate(copy.serviceDescription, values) }
    : { title: fillTemplate(copy.sectorTitle, values), description: fillTemplate(copy.sectorDescription, values) };
}

/**
 * "More work" under a story: others of the same sector first, then those sharing a service, then
 * the rest, each group in the editors' order.
 */
export function moreWork(study: Pick<CaseStudy, 'slug' | 'sector' | 'services'>, work: readonly CaseStudy[], count: number = moreWorkCount): CaseStudy[] {
  const score = (w: CaseStudy) => (w.sector === study.sector ? 2 : 0) + (w.services.some((s) => study.services.includes(s)) ? 1 : 0);
  return work
    .filter((w) => w.slug !== study.slug)
    .map((w, i) => ({ w, i, score: score(w) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map(({ w }) => w);
}

/** The published story that quotes a testimonial, which its slider card links to. */
export const workQuoting = (work: readonly CaseStudy[], testimonial: string): CaseStudy | undefined => work.find((w) => w.testimonial === testimonial);
