import { ContactDetails } from '@/components/layout/ContactDetails/ContactDetails';
import { EnquiryBanner } from '@/components/pages/EnquiryBanner/EnquiryBanner';
import { EnquiryForm } from '@/components/forms/EnquiryForm/EnquiryForm';
import { FormSection } from '@/components/forms/FormSection/FormSection';
import { pageCopy } from '@/content/pages';

/** SPEC 2.10: /GetQuote and /ContactUs, the yellow banner, brochure and WhatsApp links, and the enquiry form. */
export function EnquiryView() {
  return (
    <>
      <EnquiryBanner />
      <FormSection id="enquiry" heading={pageCopy.enquiry.formHeading} aside={<ContactDetails />}>
        <EnquiryForm />
      </FormSection>
    </>
  );
}
