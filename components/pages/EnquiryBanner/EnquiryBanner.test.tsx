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
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('links to the WhatsApp chat and shows the number', () => {
    render(<EnquiryBanner />);
    const link = screen.getByRole('link', { name: new RegExp(texts.enquiry.whatsapp) });
    expect(link).toHaveAttribute('href', site.whatsappUrl);
    expect(link).toHaveTextContent(site.phoneDisplay);
  });
});
