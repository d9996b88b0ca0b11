import { BlogArticle } from '@/components/pages/BlogArticle/BlogArticle';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { ArticleCards } from '@/components/pages/ArticleCards/ArticleCards';
import { relatedArticles } from '@/lib/blog';
import { getContent, type Article } from '@/lib/content';
import { tagLinks } from './tagLinks';

/** docs/product-rules.md#blog: one article at /blog/<slug>, its topics, then the articles most related to it. */
export function ArticleView({ article }: { article: Article }) {
  const { articles, pages } = getContent();
  return (
    <>
      <BlogArticle article={article} tags={tagLinks(article)} />
      <CtaBand copy={pages.quoteCta} />
      <ArticleCards articles={relatedArticles(article, articles)} />
    </>
  );
}
