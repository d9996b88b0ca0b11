import { CompanyTextBlock } from '@/components/pages/CompanyTextBlock/CompanyTextBlock';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { whoWeAre, whyWe } from '@/content/company';
import { pageCopy } from '@/content/pages';

const copy = pageCopy.company;

/** SPEC 2.5 / 2.1: /WhoWeAre and /WhyWe, the company text page. */
export function CompanyView() {
  return (
    <>
      <PageBanner {...copy.banner} />
      <CompanyTextBlock block={whoWeAre} imageSide="right" />
      <CompanyTextBlock block={whyWe} imageSide="left" tone="dark" />
      <CtaBand copy={copy.cta} />
    </>
  );
}
