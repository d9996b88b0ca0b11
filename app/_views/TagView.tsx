import { ArticleCards } from '@/components/pages/ArticleCards/ArticleCards';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { Pagination } from '@/components/pages/Pagination/Pagination';
import { fillTemplate, getContent } from '@/lib/content';
import { listPagePath, type RouteOf } from '@/lib/routes';

/** docs/product-rules.md#blog: every published article with one tag, newest first, paginated like the blog index. */
export function TagView({ route }: { route: RouteOf<'tag'> }) {
  const { texts } = getContent();
  const { tag, listing } = route;
  const lead = fillTemplate(texts.blog.tagLead, { tag: tag.name });
  return (
    <>
      <PageBanner
        eyebrow={texts.blog.tagEyebrow}
        title={tag.name}
        lead={listing.pages > 1 ? `${lead} ${fillTemplate(texts.blog.pageOf, { page: listing.page, pages: listing.pages })}` : lead}
      />
      <ArticleCards articles={listing.items} heading={texts.blog.articles} leadsPage>
        <Pagination page={listing.page} pages={listing.pages} hrefOf={(p) => listPagePath(route, p)} />
      </ArticleCards>
    </>
  );
}
