import { ContactDetails } from '@/components/layout/ContactDetails/ContactDetails';
import { EnquiryForm } from '@/components/forms/EnquiryForm/EnquiryForm';
import { FormSection } from '@/components/forms/FormSection/FormSection';
import { EnquiryBanner } from '@/components/pages/EnquiryBanner/EnquiryBanner';
import { getContent } from '@/lib/content';
import { formProps } from '@/lib/forms/copy';
import { requestLocale } from '@/lib/i18n/requestLocale';

/** docs/product-rules.md#inner-pages: /GetQuote and /ContactUs, the yellow banner, brochure and WhatsApp links, and the enquiry form. */
export function EnquiryView() {
  const content = getContent();
  const { pages, interests } = content;
  return (
    <>
      <EnquiryBanner />
      <FormSection id="enquiry" heading={pages.enquiry.formHeading} aside={<ContactDetails />}>
        <EnquiryForm {...formProps(content, 'enquiry', requestLocale())} interests={interests.interests} />
      </FormSection>
    </>
  );
}
