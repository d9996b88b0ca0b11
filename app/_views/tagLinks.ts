import { tagSlug } from '@/lib/blog';
import type { Article } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { tagPath } from '@/lib/routes';

/** An article's tags as links to their pages (docs/product-rules.md#blog). */
export const tagLinks = (article: Article & { locale: Locale }) => article.tags.map((name) => ({ name, href: tagPath(tagSlug(name), article.locale) }));
