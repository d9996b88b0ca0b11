import { BlogArticle } from '@/components/pages/BlogArticle/BlogArticle';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { MoreToRead } from '@/components/pages/MoreToRead/MoreToRead';
import { getContent, type Article } from '@/lib/content';

/** docs/product-rules.md#blog: one article at /blog/<slug>, then the other articles. */
export function ArticleView({ article }: { article: Article }) {
  const { articles, pages } = getContent();
  return (
    <>
      <BlogArticle article={article} />
      <CtaBand copy={pages.quoteCta} />
      <MoreToRead articles={articles.filter((a) => !a.featured && a.slug !== article.slug)} />
    </>
  );
}
