import { z } from 'zod';
import { romanize } from '../../i18n/romanize';
import { sections } from '../../links';
import { photoField } from '../../media/photo';
import { copy, describe, image, label, markdownCopy, motif, searchDescription, searchTitle, slug, slugFor, title } from '../fields';
import { defineCollection, type Localized } from '../registry';

/**
 * A tag's address: lower case, words joined by hyphens ("Outdoor Media & Print" → outdoor-media-and-print);
 * a tag in Devanagari in Latin letters ("ब्रांडिंग" → branding), docs/product-rules.md#languages.
 */
export const tagSlug = (tag: string): string => slugFor(romanize(tag.replace(/&/g, ' and ')));

/** Newest first; articles of one day by slug, so the order never depends on the file system. */
export const newestFirst = <A extends { date: string; slug: string }>(articles: readonly A[]): A[] =>
  [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** What a build on `today` publishes (docs/product-rules.md#blog): no drafts, nothing dated later than today; newest first. */
export const publishedArticles = <A extends { date: string; slug: string; draft: boolean }>(articles: readonly A[], today: string): A[] =>
  newestFirst(articles.filter((a) => !a.draft && a.date <= today));

/** The lists inside an article (docs/product-rules.md#counts-and-constants). */
export const articleLimits = {
  /** Each tag has pages of its own: a handful describes an article, hundreds would flood the site with pages. */
  tags: 8,
} as const;

/** A tag as editors write it ("Outdoor media"); its page is /blog/tag/<lower-case slug>. */
export const tagLimits = { max: 30 } as const;
const tag = label
  .max(tagLimits.max, `must be at most ${tagLimits.max} characters`)
  .refine((t) => tagSlug(t) !== '', 'needs a letter or digit (a to z, 0 to 9, or Devanagari) for its web address');

const schema = z
  .object({
    slug,
    title: title.meta({ title: 'Title', description: 'The headline; also the search title unless a shorter one is given below.' }),
    /** Card text and search description. */
    excerpt: searchDescription.meta({ title: 'Summary', description: 'The text on the article’s card and in search results.' }),
    /** A shorter title for search results, where the title is too long with the site name after it. */
    seoTitle: searchTitle.optional().meta({ title: 'Search title', description: 'Needed when the title is too long for search results; empty uses the title.' }),
    /** The lead paragraph under the title, where the article has one. */
    standfirst: copy.optional().meta({ title: 'Lead paragraph', description: 'A paragraph in larger type under the title.' }),
    author: label.meta({ title: 'Author', description: 'Who wrote it.' }),
    authorRole: label.meta({ title: 'Author’s role', description: 'Their job title, shown beside the name.' }),
    /** Publication date: a build on or after it publishes the article (docs/product-rules.md#blog). */
    date: z.iso.date().meta({ title: 'Date', description: 'Published by the first build on or after this date.', shared: true }),
    readMinutes: z.number().int().positive().max(120).optional().meta({ title: 'Reading time', description: 'In minutes; empty counts it from the text.', shared: true }),
    motif: motif('article'),
    photo: photoField('article'),
    /** The newest published article with this flag is shown in full on the blog page; with none, the newest article. */
    featured: z.boolean().default(false).meta({ title: 'Featured', description: 'Shown in full at the top of the blog page (the newest published article ticked here).', shared: true }),
    /** Never published: no page, card, feed entry or sitemap entry. */
    draft: z.boolean().default(false).meta({ title: 'Draft', description: 'A draft is checked but never published.', shared: true }),
    /** Topics, each with its own page at /blog/tag/<tag>; also picks the "more to read" cards. */
    tags: z.array(tag).max(articleLimits.tags, `takes at most ${articleLimits.tags} tags: each one makes a page`).default([]).meta({ title: 'Tags', description: 'Topics; each tag has its own page listing its articles.', itemLabel: 'Tag' }),
    /** Service page the article relates to; also picks the "more to read" cards. */
    relatedService: slug.optional().meta({ title: 'Related service', description: 'The service page this article links to.', relation: 'services', shared: true }),
    body: markdownCopy('Text', 'The article itself.'),
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
      images: {
        hero: image(scene ? '/art/blog/article.svg' : `/art/blog/${a.slug}.svg`, 1200, 600, describe(a.motif)),
        card: scene ? image('/art/blog/article.svg', 1200, 600, describe(a.motif)) : image(`/art/blog/${a.slug}-card.svg`, 400, 260, describe(a.motif)),
      },
    };
  });

export const articles = defineCollection({
  name: 'articles',
  folder: 'blog',
  format: 'markdown',
  schema,
  label: 'Blog articles',
  singular: 'Article',
  identifier: 'title',
  /** The blog page needs one published article to show in full (the check counts published ones); the most the layouts are proven at. */
  count: { min: 1, max: 500, what: 'articles' },
  anyLanguage: true,
  pages: { kind: 'article' },
  publish: publishedArticles,
  pictures: (a, picture) => ({ ...a, images: picture.all(['photo'], a.photo, a.images, 'article') }),
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type Article = z.output<typeof schema> & Localized;
