import { BlogArticle } from '@/components/pages/BlogArticle/BlogArticle';
import { MoreToRead } from '@/components/pages/MoreToRead/MoreToRead';
import { blogArticle, moreToRead } from '@/content/blog';

/** SPEC 2.12: the article, then six "more to read" cards. */
export function BlogView() {
  return (
    <>
      <BlogArticle article={blogArticle} />
      <MoreToRead cards={moreToRead} />
    </>
  );
}
