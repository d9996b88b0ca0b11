import { tagSlug } from '@/lib/blog';
import type { Article } from '@/lib/content';
import { tagPath } from '@/lib/routes';

/** An article's tags as links to their pages (docs/product-rules.md#blog). */
export const tagLinks = (article: Article) => article.tags.map((name) => ({ name, href: tagPath(tagSlug(name)) }));
