import { ContactDetails } from '@/components/layout/ContactDetails/ContactDetails';
import { EnquiryForm } from '@/components/forms/EnquiryForm/EnquiryForm';
import { FormSection } from '@/components/forms/FormSection/FormSection';
import { EnquiryBanner } from '@/components/pages/EnquiryBanner/EnquiryBanner';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#inner-pages: /GetQuote and /ContactUs, the yellow banner, brochure and WhatsApp links, and the enquiry form. */
export function EnquiryView() {
  const { pages, forms, interests, site } = getContent();
  return (
    <>
      <EnquiryBanner />
      <FormSection id="enquiry" heading={pages.enquiry.formHeading} aside={<ContactDetails />}>
        <EnquiryForm copy={forms} interests={interests.interests} contact={{ email: site.email, whatsappUrl: site.whatsappUrl }} />
      </FormSection>
    </>
  );
}
