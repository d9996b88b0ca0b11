import { BrochureAutoDownload } from '@/components/BrochureAutoDownload/BrochureAutoDownload';
import { BrochureDownload } from '@/components/BrochureDownload/BrochureDownload';
import { CtaBand } from '@/components/CtaBand/CtaBand';
import { PageBanner } from '@/components/PageBanner/PageBanner';
import { pageCopy } from '@/content/pages';

const copy = pageCopy.brochure;

/** SPEC 2.11: /viewpdf downloads the brochure on open and offers the button that downloads it. */
export function BrochureView() {
  return (
    <>
      <PageBanner {...copy.banner} />
      <BrochureAutoDownload />
      <BrochureDownload />
      <CtaBand copy={pageCopy.company.cta} />
    </>
  );
}
