import { act, fireEvent, render, screen } from '@testing-library/react';
import { confirmSentAndReload } from '@/lib/forms/afterSuccess';
import { sendContact } from '@/lib/emailjs';
import { fillTemplate, getContent } from '@/lib/content';
import { formProps } from '@/lib/forms/copy';
import { outboxEntries } from '@/lib/forms/outbox';
import { ContactForm } from './ContactForm';

jest.mock('@/lib/emailjs', () => ({ sendContact: jest.fn() }));
jest.mock('@/lib/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const send = jest.mocked(sendContact);
const content = getContent();
const { forms, texts } = content;
const { fields } = forms.contact;
const renderForm = () => render(<ContactForm heading={texts.footer.connectUs} {...formProps(content, 'contact', 'en')} />);
const form = () => screen.getByRole<HTMLFormElement>('form', { name: texts.footer.connectUs });

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

it('sends the form itself, whose data holds exactly email_from, message_from and page_language', async () => {
  let entries: [string, FormDataEntryValue][] = [];
  // The SDK reads the form's data as it is called, before the draft is cleared.
  send.mockImplementation(async (sent) => {
    entries = [...new FormData(sent as HTMLFormElement).entries()];
    return { ok: true };
  });
  renderForm();
  fireEvent.change(screen.getByLabelText(fields.email_from.label), { target: { value: 'a@b.example' } });
  fireEvent.change(screen.getByLabelText(fields.message_from.label), { target: { value: 'नमस्ते 👋 <script>' } });
  await act(async () => fireEvent.submit(form()));
  expect(send.mock.calls[0]![0]).toBe(form());
  expect(entries).toEqual([
    ['email_from', 'a@b.example'],
    ['message_from', 'नमस्ते 👋 <script>'],
    ['page_language', 'en'],
  ]);
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
});

it('keeps the honeypot out of the sent form data even when a bot fills it, and sends nothing', async () => {
  const { container } = renderForm();
  const trap = container.querySelector<HTMLInputElement>('input[name="company_website"]')!;
  fireEvent.change(trap, { target: { value: 'http://spam.example' } });
  expect([...new FormData(form()).keys()]).not.toContain('company_website');
  await act(async () => fireEvent.submit(form()));
  expect(send).not.toHaveBeenCalled();
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
});

it('restores the typed message after a reload', () => {
  const first = renderForm();
  fireEvent.change(screen.getByLabelText(fields.message_from.label), { target: { value: 'Half-written idea' } });
  first.unmount();
  renderForm();
  expect(screen.getByLabelText(fields.message_from.label)).toHaveValue('Half-written idea');
});

it('keeps the message and explains a refusal when the service blocks the browser', async () => {
  send.mockResolvedValue({ ok: false, cause: 'blocked', status: 451, text: 'Unavailable For Headless Browser' });
  renderForm();
  fireEvent.change(screen.getByLabelText(fields.email_from.label), { target: { value: 'a@b.example' } });
  fireEvent.change(screen.getByLabelText(fields.message_from.label), { target: { value: 'Hello' } });
  await act(async () => fireEvent.submit(form()));
  expect(screen.getByRole('alert')).toHaveTextContent(forms.failure.causes.blocked.reason);
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByLabelText(fields.message_from.label)).toHaveValue('Hello');
  expect(screen.getByRole('button', { name: forms.contact.submit })).toBeEnabled();
  // A refusal will not pass by waiting: nothing goes to the outbox.
  expect(outboxEntries()).toEqual([]);
});

it('keeps a message that met no network in the outbox, as typed', async () => {
  send.mockResolvedValue({ ok: false, cause: 'network', status: 0, text: 'Failed to fetch' });
  renderForm();
  fireEvent.change(screen.getByLabelText(fields.email_from.label), { target: { value: 'a@b.example' } });
  fireEvent.change(screen.getByLabelText(fields.message_from.label), { target: { value: 'Line one\nLine two' } });
  await act(async () => fireEvent.submit(form()));
  expect(outboxEntries()).toEqual([{ kind: 'contact', values: { email_from: 'a@b.example', message_from: 'Line one\nLine two' }, pageLanguage: 'en' }]);
});

it('refuses a required field holding only spaces, with its label in the browser’s message, and sends nothing', async () => {
  // docs/product-rules.md#forms: the browser's own validation, told that spaces alone are empty.
  renderForm();
  const email = screen.getByLabelText(fields.email_from.label);
  const message = screen.getByLabelText<HTMLTextAreaElement>(fields.message_from.label);
  fireEvent.change(email, { target: { value: 'a@b.example' } });
  fireEvent.change(message, { target: { value: ' \n\t\u00a0 ' } });
  expect(message.validity.customError).toBe(true);
  expect(message.validationMessage).toBe(fillTemplate(forms.blank, { label: fields.message_from.label }));
  expect(form().checkValidity()).toBe(false);
  await act(async () => screen.getByRole('button', { name: forms.contact.submit }).click());
  expect(send).not.toHaveBeenCalled();
  // Real text, even with spaces around it, is valid again.
  fireEvent.change(message, { target: { value: '  Hello  ' } });
  expect(message.validity.valid).toBe(true);
  expect(form().checkValidity()).toBe(true);
});

// docs/product-rules.md#payloads: the footer form of every edition posts its two fields and the page's language.
it.each(['hi', 'mr'] as const)('posts email_from, message_from and page_language "%s" from that edition', async (locale) => {
  let entries: [string, FormDataEntryValue][] = [];
  send.mockImplementation(async (sent) => {
    entries = [...new FormData(sent as HTMLFormElement).entries()];
    return { ok: true };
  });
  const edition = getContent(undefined, locale);
  render(<ContactForm heading={edition.texts.footer.connectUs} {...formProps(edition, 'contact', locale)} />);
  fireEvent.change(screen.getByLabelText(edition.forms.contact.fields.email_from.label), { target: { value: 'a@b.example' } });
  fireEvent.change(screen.getByLabelText(edition.forms.contact.fields.message_from.label), { target: { value: 'नमस्कार' } });
  await act(async () => fireEvent.submit(screen.getByRole<HTMLFormElement>('form', { name: edition.texts.footer.connectUs })));
  expect(Object.fromEntries(entries)).toEqual({ email_from: 'a@b.example', message_from: 'नमस्कार', page_language: locale });
});
