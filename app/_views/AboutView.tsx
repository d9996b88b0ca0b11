import { ContactDetails } from '@/components/layout/ContactDetails/ContactDetails';
import { FormSection } from '@/components/forms/FormSection/FormSection';
import { GetInTouchForm } from '@/components/forms/GetInTouchForm/GetInTouchForm';
import { CompanyTextBlock } from '@/components/pages/CompanyTextBlock/CompanyTextBlock';
import { MissionBlock } from '@/components/pages/MissionBlock/MissionBlock';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { ValuesGrid } from '@/components/pages/ValuesGrid/ValuesGrid';
import { WorldMapBlock } from '@/components/pages/WorldMapBlock/WorldMapBlock';
import { getContent } from '@/lib/content';
import { formProps } from '@/lib/forms/copy';
import { requestLocale } from '@/lib/i18n/requestLocale';

/** docs/product-rules.md#inner-pages: mission, values, world map, the company text blocks and "Get in touch". */
export function AboutView() {
  const content = getContent();
  const { pages, company } = content;
  const { about } = company;
  return (
    <>
      <PageBanner {...pages.about.banner} />
      <MissionBlock mission={about.mission} />
      <ValuesGrid heading={about.valuesHeading} intro={about.valuesIntro} values={about.values} />
      <WorldMapBlock worldMap={about.worldMap} />
      <CompanyTextBlock block={company.whoWeAre} imageSide="left" tone="dark" />
      <CompanyTextBlock block={company.whyWe} imageSide="right" />
      <FormSection id="get-in-touch" heading={about.getInTouch.heading} text={about.getInTouch.text} aside={<ContactDetails />}>
        <GetInTouchForm {...formProps(content, 'about', requestLocale())} />
      </FormSection>
    </>
  );
}
