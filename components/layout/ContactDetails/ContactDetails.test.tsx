import { render, screen, within } from '@testing-library/react';
import { ContactDetails } from './ContactDetails';
import { getContent } from '@/lib/content';

const { site } = getContent();

describe('ContactDetails', () => {
  it('offers the phone number, the e-mail address and the studio address', () => {
    render(<ContactDetails />);
    // Shown with non-breaking spaces, so the number never wraps.
    const phone = site.phoneDisplay.replace(/ /g, '\u00a0');
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+${site.phoneDigits}`);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByText(site.address.street, { exact: false })).toBeInTheDocument();
  });

  it('hides the socials that are marked hidden', () => {
    render(<ContactDetails />);
    const list = screen.getAllByRole('list').find((l) => l.tagName === 'UL')!;
    const visible = site.socials.filter((s) => !s.hidden);
    expect(within(list).getAllByRole('link')).toHaveLength(visible.length);
    for (const s of site.socials.filter((x) => x.hidden)) {
      expect(screen.queryByRole('link', { name: s.label })).not.toBeInTheDocument();
    }
  });
});
