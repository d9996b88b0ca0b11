import { CompanyTextBlock } from '@/components/CompanyTextBlock/CompanyTextBlock';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { PageBanner } from '@/components/PageBanner/PageBanner';
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
