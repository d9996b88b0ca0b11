import { render, screen } from '@testing-library/react';
import { EnquiryBanner } from './EnquiryBanner';
import { getContent } from '@/lib/content';

const brochureFile = getContent().site.brochurePath;
const { site } = getContent();
const { texts } = getContent();

describe('EnquiryBanner', () => {
  it('shows the banner text as the page heading', () => {
    render(<EnquiryBanner />);
    expect(screen.getByRole('heading', { level: 1, name: texts.enquiry.banner })).toBeInTheDocument();
  });

  it('opens the brochure in a new tab, safely', () => {
    render(<EnquiryBanner />);
    const link = screen.getByRole('link', { name: texts.enquiry.brochureButton });
    expect(link).toHaveAttribute('href', brochureFile);
    expect(link).not.toHaveAttribute('hreflang');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each(['hi', 'mr'] as const)('offers the English brochure on a %s page as English: hreflang, and the words in the page’s language', (locale) => {
    const { texts: own } = getContent(undefined, locale);
    render(<EnquiryBanner locale={locale} />);
    const link = screen.getByRole('link', { name: `${own.enquiry.brochureButton} (${own.languages.offeredIn.en})` });
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('href', brochureFile);
    expect(screen.getByRole('link', { name: new RegExp(own.enquiry.whatsapp) })).toBeInTheDocument();
  });

  it('links to the WhatsApp chat and shows the number', () => {
    render(<EnquiryBanner />);
    const link = screen.getByRole('link', { name: new RegExp(texts.enquiry.whatsapp) });
    expect(link).toHaveAttribute('href', site.whatsappUrl);
    expect(link).toHaveTextContent(site.phoneDisplay);
  });
});
