import { CompanyTextBlock } from '@/components/pages/CompanyTextBlock/CompanyTextBlock';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#inner-pages: /WhoWeAre and /WhyWe, the company text page. */
export function CompanyView() {
  const { pages, company } = getContent();
  return (
    <>
      <PageBanner {...pages.company.banner} />
      <CompanyTextBlock block={company.whoWeAre} imageSide="right" />
      <CompanyTextBlock block={company.whyWe} imageSide="left" tone="dark" />
      <CtaBand copy={pages.quoteCta} />
    </>
  );
}
