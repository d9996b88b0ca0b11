import { CompanyTextBlock } from '@/components/pages/CompanyTextBlock/CompanyTextBlock';
import { ContactDetails } from '@/components/layout/ContactDetails/ContactDetails';
import { FormSection } from '@/components/forms/FormSection/FormSection';
import { GetInTouchForm } from '@/components/forms/GetInTouchForm/GetInTouchForm';
import { MissionBlock } from '@/components/pages/MissionBlock/MissionBlock';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { ValuesGrid } from '@/components/pages/ValuesGrid/ValuesGrid';
import { WorldMapBlock } from '@/components/pages/WorldMapBlock/WorldMapBlock';
import { about, whoWeAre, whyWe } from '@/content/company';
import { pageCopy } from '@/content/pages';

/** SPEC 2.5: mission, commitment values, world map, the company text blocks and "Get in touch". */
export function AboutView() {
  return (
    <>
      <PageBanner {...pageCopy.about.banner} />
      <MissionBlock mission={about.mission} />
      <ValuesGrid heading={about.valuesHeading} intro={about.valuesIntro} values={about.values} />
      <WorldMapBlock worldMap={about.worldMap} />
      <CompanyTextBlock block={whoWeAre} imageSide="left" tone="dark" />
      <CompanyTextBlock block={whyWe} imageSide="right" />
      <FormSection id="get-in-touch" heading={about.getInTouch.heading} text={about.getInTouch.text} aside={<ContactDetails />}>
        <GetInTouchForm />
      </FormSection>
    </>
  );
}
