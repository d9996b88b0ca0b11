import type { ReactNode } from 'react';
import { CardList } from '@/components/ui/CardList/CardList';
import { getContent, type Article } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';

interface Props {
  articles: readonly Article[];
  /** The section's heading: "More to read" unless the page names its cards otherwise. */
  heading?: string;
  /** Unique on the page: the heading's id. */
  id?: string;
  /** What follows the cards on a list page: the links to its other pages. */
  children?: ReactNode;
  /** A link after the cards (the home strip's link to the blog). */
  more?: { href: string; label: string };
  /** The cards open the page (a tag page, a later blog page): the first card's picture is in the first paint. */
  leadsPage?: boolean;
  /** Centre a part-filled last row (a strip of a few cards). */
  centred?: boolean;
}

/** docs/product-rules.md#blog: article cards, each with a "Read More" link to the article's own page; absent when there is none. */
export function ArticleCards({ articles, heading, id = 'more-to-read-heading', children, more, leadsPage, centred }: Props) {
  const { texts } = getContent();
  const cards = articles.map((article) => ({
    href: article.path,
    image: article.images.card,
    title: article.title,
    text: article.excerpt,
    linkLabel: texts.blog.readMore,
    // An article not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
    language: otherLanguage(article),
  }));
  return (
    <CardList cards={cards} id={id} heading={heading ?? texts.blog.moreToRead} more={more} leadsPage={leadsPage} centred={centred}>
      {children}
    </CardList>
  );
}
