import { BrochureAutoDownload } from '@/components/pages/BrochureAutoDownload/BrochureAutoDownload';
import { BrochureDownload } from '@/components/pages/BrochureDownload/BrochureDownload';
import { CtaBand } from '@/components/pages/CtaBand/CtaBand';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
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
