import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { confirmSentAndReload } from '@/lib/forms/afterSuccess';
import { sendEnquiry, type SendOutcome } from '@/lib/emailjs';
import { getContent } from '@/lib/content';
import { formProps } from '@/lib/forms/copy';
import { outboxEntries } from '@/lib/forms/outbox';
import { EnquiryForm } from './EnquiryForm';

jest.mock('@/lib/emailjs', () => ({ sendEnquiry: jest.fn() }));
jest.mock('@/lib/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const send = jest.mocked(sendEnquiry);
const content = getContent();
const { forms, site, interests } = content;
const enquiryInterests = interests.interests;
const { fields } = forms.enquiry;
const renderForm = () => render(<EnquiryForm {...formProps(content, 'enquiry', 'en')} interests={enquiryInterests} />);
const enquiryForm = () => screen.getByRole('form', { name: forms.enquiry.name });
/** Three interests ticked out of content order. */
const [lastInterest, firstInterest, thirdInterest] = [enquiryInterests[11]!, enquiryInterests[0]!, enquiryInterests[2]!];
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillRequired = () => {
  type(fields.name.label, 'Asha Patil');
  type(fields.number.label, '98765 43210');
  type(fields.email.label, 'asha@example.com');
  type(fields.companyname.label, 'Asha Foods');
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
  localStorage.clear();
});

it('keeps and sends what a visitor typed and ticked before the page was hydrated, the number cleaned as if typed', async () => {
  send.mockResolvedValue({ ok: true });
  const page = <EnquiryForm {...formProps(content, 'enquiry', 'en')} interests={enquiryInterests} />;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  // The visitor types into the server-rendered HTML; no handler runs yet.
  const setRaw = (label: string, value: string) => ((screen.getByLabelText(label) as HTMLInputElement).value = value);
  setRaw(fields.name.label, 'Asha Patil');
  setRaw(fields.number.label, '98765 43210');
  setRaw(fields.email.label, 'asha@example.com');
  setRaw(fields.companyname.label, 'Asha Foods');
  (screen.getByLabelText(thirdInterest) as HTMLInputElement).checked = true;
  (screen.getByLabelText(firstInterest) as HTMLInputElement).checked = true;

  render(page, { container, hydrate: true });

  expect(screen.getByLabelText(fields.name.label)).toHaveValue('Asha Patil');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('9876543210');
  expect(screen.getByLabelText(firstInterest)).toBeChecked();
  // Typing on after hydration adds to it rather than starting over.
  type(fields.companyname.label, 'Asha Foods Pvt');
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(send).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Asha Patil',
      number: '9876543210',
      email: 'asha@example.com',
      companyname: 'Asha Foods Pvt',
      interests: [firstInterest, thirdInterest].join(', '),
    }),
  );
});

it('strips every non-digit from the number, typed or pasted', () => {
  renderForm();
  type(fields.number.label, '+91 (900) 001-2345 ext');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('919000012345');
  type(fields.number.label, 'abc');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('');
});

it('sends exactly the six template fields, interests ticked in any order but listed in content order', async () => {
  send.mockResolvedValue({ ok: true });
  renderForm();
  fillRequired();
  type(new RegExp(fields.websiteurl.label), 'asha.example');
  for (const interest of [lastInterest, firstInterest, thirdInterest]) fireEvent.click(screen.getByLabelText(interest));
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(send).toHaveBeenCalledWith({
    name: 'Asha Patil',
    number: '9876543210',
    email: 'asha@example.com',
    websiteurl: 'asha.example',
    companyname: 'Asha Foods',
    interests: [firstInterest, thirdInterest, lastInterest].join(', '),
    page_language: 'en',
  });
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
  expect(sessionStorage.length).toBe(0);
});

it('offers every interest in content order', () => {
  renderForm();
  const group = screen.getByRole('group', { name: new RegExp(forms.enquiry.interestsLegend) });
  expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([...enquiryInterests]);
});

it('brings back a draft after a reload, ticked boxes included', () => {
  const first = renderForm();
  fillRequired();
  fireEvent.click(screen.getByLabelText(lastInterest));
  first.unmount();
  renderForm();
  expect(screen.getByLabelText(fields.name.label)).toHaveValue('Asha Patil');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('9876543210');
  expect(screen.getByLabelText(lastInterest)).toBeChecked();
  expect(screen.getByLabelText(firstInterest)).not.toBeChecked();
});

it('disables the button while sending and sends once however often it is clicked', async () => {
  const settle = pending();
  renderForm();
  fillRequired();
  const form = enquiryForm();
  await act(async () => {
    fireEvent.submit(form);
    fireEvent.submit(form);
  });
  expect(screen.getByRole('button', { name: forms.sending })).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
  await settle({ ok: true });
});

it('keeps every value and says why when sending fails, with e-mail and WhatsApp as a way out', async () => {
  const settle = pending();
  renderForm();
  fillRequired();
  fireEvent.click(screen.getByLabelText(thirdInterest));
  await act(async () => fireEvent.submit(enquiryForm()));
  await settle({ ok: false, cause: 'network', status: 0, text: 'Failed to fetch' });

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(forms.failure.heading);
  expect(alert).toHaveTextContent(forms.failure.causes.network.reason);
  // The ways out carry the typed message (docs/product-rules.md#failure-wording).
  const mail = new URL(within(alert).getByRole('link', { name: site.email }).getAttribute('href')!);
  expect(mail.pathname).toBe(site.email);
  expect(mail.searchParams.get('body')).toContain(`${fields.companyname.label}: Asha Foods`);
  const chat = new URL(within(alert).getByRole('link', { name: forms.failure.whatsapp }).getAttribute('href')!);
  expect(`${chat.origin}${chat.pathname}`).toBe(site.whatsappUrl);
  expect(chat.searchParams.get('text')).toContain(`${forms.enquiry.interestsLegend}: ${thirdInterest}`);
  expect(screen.getByLabelText(fields.name.label)).toHaveValue('Asha Patil');
  expect(screen.getByLabelText(fields.companyname.label)).toHaveValue('Asha Foods');
  expect(screen.getByLabelText(thirdInterest)).toBeChecked();
  expect(screen.getByRole('button', { name: forms.enquiry.submit })).toBeEnabled();
  expect(confirmSentAndReload).not.toHaveBeenCalled();
  // A failure that may pass leaves the message in the outbox, to be offered again (docs/product-rules.md#outbox).
  expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: expect.objectContaining({ companyname: 'Asha Foods', interests: [thirdInterest] }), pageLanguage: 'en' }]);
});

it('sends the same message again once it goes through, and empties the outbox', async () => {
  send.mockResolvedValueOnce({ ok: false, cause: 'failed', status: 503, text: 'Service Unavailable' }).mockResolvedValueOnce({ ok: true });
  renderForm();
  fillRequired();
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(outboxEntries()).toHaveLength(1);
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  expect(outboxEntries()).toEqual([]);
});

it('leaves an earlier waiting message in the outbox when a different one is sent from the form', async () => {
  // docs/product-rules.md#outbox: nothing waiting is lost without the visitor's say.
  send.mockResolvedValueOnce({ ok: false, cause: 'network', status: 0, text: 'Failed to fetch' }).mockResolvedValueOnce({ ok: true });
  renderForm();
  fillRequired();
  type(fields.companyname.label, 'Waiting Co');
  await act(async () => fireEvent.submit(enquiryForm()));
  type(fields.companyname.label, 'Brand New Co');
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(send).toHaveBeenCalledTimes(2);
  expect(confirmSentAndReload).toHaveBeenCalledTimes(1);
  expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: expect.objectContaining({ companyname: 'Waiting Co' }), pageLanguage: 'en' }]);
});

it('turns digits of other scripts typed into the mobile number into 0-9', () => {
  renderForm();
  type(fields.number.label, '९८७६५ ४३२१०');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('9876543210');
  type(fields.number.label, '０９８７');
  expect(screen.getByLabelText(fields.number.label)).toHaveValue('0987');
});

it('keeps the caret where the visitor types in the mobile number, whatever the filter changes', () => {
  // docs/product-rules.md#forms: "९८" typed after "12" in "12345" gives "1298345", the caret after the 8.
  renderForm();
  const number = screen.getByLabelText<HTMLInputElement>(fields.number.label);
  type(fields.number.label, '12345');
  number.focus();
  // What the browser holds after the keystrokes, before the page's code cleans it.
  const typeInBrowser = (value: string, caret: number) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(number, value);
    number.setSelectionRange(caret, caret);
    fireEvent.input(number);
  };
  typeInBrowser('12९८345', 4);
  expect(number).toHaveValue('1298345');
  expect([number.selectionStart, number.selectionEnd]).toEqual([4, 4]);
  typeInBrowser('1298x345', 5);
  expect(number).toHaveValue('1298345');
  expect([number.selectionStart, number.selectionEnd]).toEqual([4, 4]);
});

it('sends nothing when the hidden honeypot is filled, yet confirms as usual', async () => {
  const { container } = renderForm();
  fillRequired();
  fireEvent.change(container.querySelector('input[name="company_website"]')!, { target: { value: 'spam' } });
  await act(async () => fireEvent.submit(enquiryForm()));
  expect(send).not.toHaveBeenCalled();
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
});

// docs/product-rules.md#payloads: every edition's form sends SPEC's six fields, as typed and ticked, and the page's language.
it.each(['hi', 'mr'] as const)('sends the six fields in their words and page_language "%s" from that edition', async (locale) => {
  send.mockResolvedValue({ ok: true });
  const edition = getContent(undefined, locale);
  const own = edition.forms.enquiry.fields;
  const ticked = edition.interests.interests[1]!;
  render(<EnquiryForm {...formProps(edition, 'enquiry', locale)} interests={edition.interests.interests} />);
  type(own.name.label, 'आशा पाटील');
  type(own.number.label, '९८७६५ ४३२१०');
  type(own.email.label, 'asha@example.com');
  type(own.companyname.label, 'आशा फूड्स');
  fireEvent.click(screen.getByLabelText(ticked));
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: edition.forms.enquiry.name })));
  expect(send).toHaveBeenCalledWith({
    name: 'आशा पाटील',
    number: '9876543210',
    email: 'asha@example.com',
    websiteurl: '',
    companyname: 'आशा फूड्स',
    interests: ticked,
    page_language: locale,
  });
});
