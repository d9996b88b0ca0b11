import { render, screen } from '@testing-library/react';
import { FormSection } from './FormSection';

describe('FormSection', () => {
  it('names the section by its heading and shows the form and the side panel', () => {
    render(
      <FormSection id="get-in-touch" heading="Get in touch" text="Tell us about your business." aside={<p>Call us</p>}>
        <form aria-label="Enquiry" />
      </FormSection>,
    );
    expect(screen.getByRole('region', { name: 'Get in touch' })).toHaveAttribute('id', 'get-in-touch');
    expect(screen.getByText('Tell us about your business.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enquiry' })).toBeInTheDocument();
    expect(screen.getByText('Call us')).toBeInTheDocument();
  });
});
