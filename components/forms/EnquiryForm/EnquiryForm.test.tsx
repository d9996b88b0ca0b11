import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { confirmSentAndReload } from '@/components/forms/afterSuccess';
import { sendEnquiry, type SendOutcome } from '@/lib/emailjs';
import { enquiryInterests } from '@/lib/content/bundled';
import { site } from '@/lib/content/bundled';
import { EnquiryForm } from './EnquiryForm';

jest.mock('@/lib/emailjs', () => ({ sendEnquiry: jest.fn() }));
jest.mock('@/components/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const send = jest.mocked(sendEnquiry);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillRequired = () => {
  type('Name', 'Asha Patil');
  type('Mobile number', '98765 43210');
  type('E-mail', 'asha@example.com');
  type('Company name', 'Asha Foods');
};
/** A send that stays in flight until the test settles it. */
const pending = () => {
  let settle!: (outcome: SendOutcome) => void;
  send.mockReturnValue(new Promise((resolve) => (settle = resolve)));
  return (outcome: SendOutcome) => act(async () => settle(outcome));
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

it('strips every non-digit from the number, typed or pasted', () => {
  render(<EnquiryForm />);
  type('Mobile number', '+91 (900) 001-2345 ext');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('919000012345');
  type('Mobile number', 'abc');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('');
});

it('sends exactly the six template fields, interests ticked in any order but listed in content order', async () => {
  send.mockResolvedValue({ ok: true });
  render(<EnquiryForm />);
  fillRequired();
  type(/Website/, 'asha.example');
  fireEvent.click(screen.getByLabelText('Hospitality Management'));
  fireEvent.click(screen.getByLabelText('Web Development'));
  fireEvent.click(screen.getByLabelText('Digital Marketing'));
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Enquiry' })));
  expect(send).toHaveBeenCalledWith({
    name: 'Asha Patil',
    number: '9876543210',
    email: 'asha@example.com',
    websiteurl: 'asha.example',
    companyname: 'Asha Foods',
    interests: 'Web Development, Digital Marketing, Hospitality Management',
  });
  expect(confirmSentAndReload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.length).toBe(0);
});

it('offers the 12 interests in content order', () => {
  render(<EnquiryForm />);
  const group = screen.getByRole('group', { name: /interested in/ });
  expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([...enquiryInterests]);
});

it('brings back a draft after a reload, ticked boxes included', () => {
  const first = render(<EnquiryForm />);
  fillRequired();
  fireEvent.click(screen.getByLabelText('Lead Generation'));
  first.unmount();
  render(<EnquiryForm />);
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  expect(screen.getByLabelText('Lead Generation')).toBeChecked();
  expect(screen.getByLabelText('Web Development')).not.toBeChecked();
});

it('disables the button while sending and sends once however often it is clicked', async () => {
  const settle = pending();
  render(<EnquiryForm />);
  fillRequired();
  const form = screen.getByRole('form', { name: 'Enquiry' });
  await act(async () => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
  await settle({ ok: true });
});

it('keeps every value and says why when sending fails, with e-mail and WhatsApp as a way out', async () => {
  const settle = pending();
  render(<EnquiryForm />);
  fillRequired();
  fireEvent.click(screen.getByLabelText('Outdoor Media'));
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Enquiry' })));
  await settle({ ok: false, cause: 'network', status: 0, text: 'Failed to fetch' });

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your message was not sent.');
  expect(alert).toHaveTextContent(/connection/);
  expect(within(alert).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  expect(within(alert).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', site.whatsappUrl);
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
  expect(screen.getByLabelText('Company name')).toHaveValue('Asha Foods');
  expect(screen.getByLabelText('Outdoor Media')).toBeChecked();
  expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  expect(confirmSentAndReload).not.toHaveBeenCalled();
});

it('sends nothing when the hidden honeypot is filled, yet confirms as usual', async () => {
  const { container } = render(<EnquiryForm />);
  fillRequired();
  fireEvent.change(container.querySelector('input[name="company_website"]')!, { target: { value: 'spam' } });
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Enquiry' })));
  expect(send).not.toHaveBeenCalled();
  expect(confirmSentAndReload).toHaveBeenCalledTimes(1);
});
