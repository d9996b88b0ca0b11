import { BlogArticle } from '@/components/pages/BlogArticle/BlogArticle';
import { ArticleCards } from '@/components/pages/ArticleCards/ArticleCards';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { Pagination } from '@/components/pages/Pagination/Pagination';
import { fillTemplate, getContent } from '@/lib/content';
import { listPagePath, type RouteOf } from '@/lib/routes';
import { tagLinks } from './tagLinks';

/**
 * docs/product-rules.md#blog: page 1 shows the featured article in full (linking to its own page)
 * and the newest cards; later pages show older cards under a banner; every page links the others.
 */
export function BlogView({ route }: { route: RouteOf<'blog'> }) {
  const { pages, texts } = getContent();
  const { featured, listing } = route;
  const pagination = <Pagination page={listing.page} pages={listing.pages} hrefOf={(p) => listPagePath(route, p)} />;
  if (listing.page === 1 && featured)
    return (
      <>
        <BlogArticle article={featured} tags={tagLinks(featured)} ownPage={featured.path} />
        <ArticleCards articles={listing.items}>{pagination}</ArticleCards>
      </>
    );
  return (
    <>
      <PageBanner
        eyebrow={pages.blog.eyebrow}
        title={route.seo.title}
        lead={fillTemplate(texts.blog.pageOf, { page: listing.page, pages: listing.pages })}
      />
      <ArticleCards articles={listing.items} leadsPage>{pagination}</ArticleCards>
    </>
  );
}
