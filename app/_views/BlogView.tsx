import { BlogArticle } from '@/components/pages/BlogArticle/BlogArticle';
import { MoreToRead } from '@/components/pages/MoreToRead/MoreToRead';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#blog: the featured article, then six "more to read" cards. */
export function BlogView() {
  const { articles } = getContent();
  const featured = articles.find((a) => a.featured);
  return (
    <>
      {featured && <BlogArticle article={featured} />}
      <MoreToRead articles={articles.filter((a) => !a.featured)} />
    </>
  );
}
