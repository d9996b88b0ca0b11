import { existsSync } from 'node:fs';
import path from 'node:path';
import { blogArticle, moreToRead } from './blog';
import { clientLogos } from './clients';
import { about, whoWeAre, whyWe } from './company';
import { enquiryInterests } from './interests';
import { allPaths } from './routes';
import { sectors } from './sectors';
import { homeSeo, pageSeo, sectorSeo, serviceSeo, type PageSeo } from './seo';
import { services } from './services';
import { site } from './site';
import { statistics } from './stats';
import { testimonials } from './testimonials';
import type { ImageRef } from './types';

/** SPEC 9's counts: the build fails when an editor adds or drops an entry by mistake. */
export const expectedCounts = {
  services: 13,
  sectors: 6,
  testimonials: 9,
  clientLogos: 10,
  interests: 12,
  moreToRead: 6,
  statistics: 4,
  values: 6,
  sectorBullets: 5,
  serviceBenefits: 3,
  maxKeypoints: 6,
} as const;

/** Search result limits: descriptions Google shows whole, titles that are not cut off. */
export const seoLimits = { minDescription: 50, maxDescription: 160, maxTitle: 60 } as const;

const banned = /lorem\s+ipsum|placeholder|\bTODO\b/i;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Checks every content file; returns one readable message per problem (file, entry, field). */
export function findContentProblems(fileExists: (publicPath: string) => boolean): string[] {
  const problems: string[] = [];
  const report = (file: string, entry: string, message: string) =>
    problems.push(`content/${file}: ${entry}: ${message}`);

  const text = (file: string, entry: string, field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') report(file, entry, `"${field}" is required`);
    else if (banned.test(value)) report(file, entry, `"${field}" contains placeholder text`);
  };
  const image = (file: string, entry: string, field: string, img: ImageRef | undefined) => {
    if (!img) return report(file, entry, `"${field}" is required`);
    if (!img.src.startsWith('/')) report(file, entry, `"${field}.src" must start with "/" (a file in public/)`);
    else if (!fileExists(img.src)) report(file, entry, `"${field}.src" points to a missing file: public${img.src}`);
    if (!(img.width > 0 && img.height > 0)) report(file, entry, `"${field}" needs its intrinsic width and height`);
    if (typeof img.alt !== 'string') report(file, entry, `"${field}.alt" must be a string ("" when decorative)`);
  };
  const count = (file: string, what: string, actual: number, expected: number) => {
    if (actual !== expected) report(file, what, `expected ${expected} entries, found ${actual}`);
  };
  const unique = (file: string, what: string, values: string[]) => {
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v)) report(file, `${what} "${v}"`, 'is used twice; every one must be unique');
      seen.add(v);
    }
  };

  count('services.ts', 'services', services.length, expectedCounts.services);
  unique('services.ts', 'slug', services.map((s) => s.slug));
  services.forEach((s, i) => {
    const entry = `service ${i + 1} "${s.slug || s.title}"`;
    if (!slugPattern.test(s.slug ?? '')) report('services.ts', entry, '"slug" must be lower-case words joined by hyphens');
    text('services.ts', entry, 'title', s.title);
    text('services.ts', entry, 'description', s.description);
    image('services.ts', entry, 'backgroundImg', s.backgroundImg);
    text('services.ts', entry, 'block.description', s.block?.description);
    (['keypoint1', 'keypoint2', 'keypoint3', 'keypoint4', 'keypoint5'] as const).forEach((k) =>
      text('services.ts', entry, `block.${k}`, s.block?.[k]),
    );
    const filled = [s.block?.keypoint6, s.block?.keypoint7].filter((k) => k && k.trim()).length + 5;
    if (filled > expectedCounts.maxKeypoints)
      report('services.ts', entry, `shows at most ${expectedCounts.maxKeypoints} key points (SPEC 9), found ${filled}`);
    image('services.ts', entry, 'block.img', s.block?.img);
    text('services.ts', entry, 'page.intro', s.page?.intro);
    if (s.page?.benefits?.length !== expectedCounts.serviceBenefits)
      report('services.ts', entry, `needs exactly ${expectedCounts.serviceBenefits} benefits, found ${s.page?.benefits?.length ?? 0}`);
    s.page?.benefits?.forEach((b, j) => {
      text('services.ts', entry, `page.benefits[${j}].title`, b.title);
      text('services.ts', entry, `page.benefits[${j}].text`, b.text);
    });
    image('services.ts', entry, 'page.img', s.page?.img);
  });

  count('sectors.ts', 'sectors', sectors.length, expectedCounts.sectors);
  unique('sectors.ts', 'slug', sectors.map((s) => s.slug));
  sectors.forEach((s, i) => {
    const entry = `sector ${i + 1} "${s.slug || s.title}"`;
    if (!slugPattern.test(s.slug ?? '')) report('sectors.ts', entry, '"slug" must be lower-case words joined by hyphens');
    text('sectors.ts', entry, 'title', s.title);
    image('sectors.ts', entry, 'imgSrc', s.imgSrc);
    text('sectors.ts', entry, 'industry.description', s.industry?.description);
    image('sectors.ts', entry, 'industry.image', s.industry?.image);
    image('sectors.ts', entry, 'industry.blurredImage', s.industry?.blurredImage);
    text('sectors.ts', entry, 'page.paragraph', s.page?.paragraph);
    if (s.page?.bullets?.length !== expectedCounts.sectorBullets)
      report('sectors.ts', entry, `needs exactly ${expectedCounts.sectorBullets} bullet points, found ${s.page?.bullets?.length ?? 0}`);
    s.page?.bullets?.forEach((b, j) => text('sectors.ts', entry, `page.bullets[${j}]`, b));
  });

  // Service and sector pages share the /{slug} namespace with the fixed pages.
  unique('routes.ts', 'path', allPaths());

  count('testimonials.ts', 'testimonials', testimonials.length, expectedCounts.testimonials);
  testimonials.forEach((t, i) => {
    const entry = `testimonial ${i + 1} "${t.company}"`;
    text('testimonials.ts', entry, 'description', t.description);
    text('testimonials.ts', entry, 'company', t.company);
    text('testimonials.ts', entry, 'person', t.person);
    text('testimonials.ts', entry, 'role', t.role);
  });

  count('clients.ts', 'client logos', clientLogos.length, expectedCounts.clientLogos);
  unique('clients.ts', 'client', clientLogos.map((c) => c.name));
  clientLogos.forEach((c, i) => {
    const entry = `client ${i + 1} "${c.name}"`;
    text('clients.ts', entry, 'name', c.name);
    image('clients.ts', entry, 'logo', c.logo);
  });

  count('stats.ts', 'statistics', statistics.length, expectedCounts.statistics);
  count('interests.ts', 'interests', enquiryInterests.length, expectedCounts.interests);

  for (const block of [whoWeAre, whyWe]) {
    const entry = `block "${block.id}"`;
    text('company.ts', entry, 'heading', block.heading);
    if (block.paragraphs.length === 0) report('company.ts', entry, 'needs at least one paragraph');
    block.paragraphs.forEach((p, j) => text('company.ts', entry, `paragraphs[${j}]`, p));
    image('company.ts', entry, 'image', block.image);
  }
  text('company.ts', 'about', 'mission.heading', about.mission.heading);
  if (about.mission.paragraphs.length === 0) report('company.ts', 'about', 'mission needs a paragraph');
  image('company.ts', 'about', 'mission.image', about.mission.image);
  text('company.ts', 'about', 'valuesHeading', about.valuesHeading);
  count('company.ts', 'about.values', about.values.length, expectedCounts.values);
  about.values.forEach((v, j) => {
    text('company.ts', `value ${j + 1} "${v.title}"`, 'title', v.title);
    text('company.ts', `value ${j + 1} "${v.title}"`, 'text', v.text);
  });
  text('company.ts', 'about', 'worldMap.heading', about.worldMap.heading);
  image('company.ts', 'about', 'worldMap.image', about.worldMap.image);

  text('blog.ts', 'article', 'title', blogArticle.title);
  text('blog.ts', 'article', 'author', blogArticle.author);
  image('blog.ts', 'article', 'image', blogArticle.image);
  if (blogArticle.sections.length === 0) report('blog.ts', 'article', 'needs at least one section');
  blogArticle.sections.forEach((sec, j) =>
    sec.paragraphs.forEach((p, k) => text('blog.ts', `article section ${j + 1}`, `paragraphs[${k}]`, p)),
  );
  count('blog.ts', 'moreToRead', moreToRead.length, expectedCounts.moreToRead);
  moreToRead.forEach((c, j) => {
    const entry = `card ${j + 1} "${c.title}"`;
    text('blog.ts', entry, 'title', c.title);
    text('blog.ts', entry, 'excerpt', c.excerpt);
    if (!services.some((s) => s.slug === c.serviceSlug))
      report('blog.ts', entry, `"serviceSlug" "${c.serviceSlug}" is not a service in services.ts`);
    image('blog.ts', entry, 'image', c.image);
  });

  checkSeo(report);

  return problems;
}

/** Every page has its own search title and description, within the limits above. */
function checkSeo(report: (file: string, entry: string, message: string) => void) {
  const entries: { entry: string; seo: PageSeo | undefined; absolute?: boolean }[] = [
    { entry: 'homeSeo', seo: homeSeo, absolute: true },
    ...Object.entries(pageSeo).map(([kind, seo]) => ({ entry: `pageSeo "${kind}"`, seo })),
    ...services.map((s) => ({ entry: `serviceSeo "${s.slug}"`, seo: serviceSeo[s.slug] })),
    ...sectors.map((s) => ({ entry: `sectorSeo "${s.slug}"`, seo: sectorSeo[s.slug] })),
  ];
  const serviceSlugs = services.map((s) => s.slug);
  const sectorSlugs = sectors.map((s) => s.slug);
  for (const key of Object.keys(serviceSeo))
    if (!serviceSlugs.includes(key)) report('seo.ts', `serviceSeo "${key}"`, 'is not a slug in services.ts');
  for (const key of Object.keys(sectorSeo))
    if (!sectorSlugs.includes(key)) report('seo.ts', `sectorSeo "${key}"`, 'is not a slug in sectors.ts');

  const firstUse = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { entry, seo, absolute } of entries) {
    if (!seo) {
      report('seo.ts', entry, 'is missing: every page needs its own title and description');
      continue;
    }
    const title = absolute ? seo.title : `${seo.title} | ${site.name}`;
    const { minDescription, maxDescription, maxTitle } = seoLimits;
    if (seo.title.trim() === '') report('seo.ts', entry, '"title" is required');
    else if (title.length > maxTitle)
      report('seo.ts', entry, `"title" makes "${title}" ${title.length} characters; keep it within ${maxTitle}`);
    const length = seo.description.trim().length;
    if (length < minDescription || length > maxDescription)
      report('seo.ts', entry, `"description" must be ${minDescription} to ${maxDescription} characters, found ${length}`);
    for (const field of ['title', 'description'] as const) {
      const key = seo[field].trim().toLowerCase();
      const earlier = firstUse[field].get(key);
      if (earlier) report('seo.ts', entry, `"${field}" repeats ${earlier}; every page needs its own`);
      else firstUse[field].set(key, entry);
    }
  }
}

const publicFileExists = (publicPath: string) => existsSync(path.join(process.cwd(), 'public', publicPath));

let checked = false;
/** Called while the site builds: a broken entry stops the build with a message naming it. */
export function assertValidContent(): void {
  if (checked) return;
  const problems = findContentProblems(publicFileExists);
  if (problems.length > 0) {
    throw new Error(`Content check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n- ${problems.join('\n- ')}`);
  }
  checked = true;
}
