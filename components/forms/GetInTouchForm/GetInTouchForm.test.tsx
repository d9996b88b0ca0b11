import { act, fireEvent, render, screen } from '@testing-library/react';
import { confirmSentAndReload } from '@/lib/forms/afterSuccess';
import { sendAboutMessage } from '@/lib/emailjs';
import { getContent } from '@/lib/content';
import { formProps } from '@/lib/forms/copy';
import { GetInTouchForm } from './GetInTouchForm';

jest.mock('@/lib/emailjs', () => ({ sendAboutMessage: jest.fn() }));
jest.mock('@/lib/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const send = jest.mocked(sendAboutMessage);
const content = getContent();
const { forms, texts } = content;
const { fields } = forms.about;
const renderForm = () => render(<GetInTouchForm {...formProps(content, 'about', 'en')} />);
const aboutForm = () => screen.getByRole('form', { name: forms.about.name });
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

it('has the About form fields and the "Connect with us" button', () => {
  renderForm();
  for (const { label } of Object.values(fields)) {
    expect(screen.getByLabelText(new RegExp(label.replace(/[/]/g, '\\/')))).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: texts.about.connectButton })).toBeInTheDocument();
  expect(screen.getByLabelText(fields.email.label)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(fields.name.label)).toBeRequired();
});

it('sends name, email, phone, position and subject', async () => {
  send.mockResolvedValue({ ok: true });
  renderForm();
  type(fields.name.label, 'Ravi Kulkarni');
  type(fields.email.label, 'ravi@firm.example');
  type(new RegExp(fields.phone.label), '+91 98220 00000');
  type(new RegExp(fields.position.label.replace('/', '\\/')), 'CTO');
  type(fields.subject.label, 'A new app');
  await act(async () => fireEvent.submit(aboutForm()));
  expect(send).toHaveBeenCalledWith({
    name: 'Ravi Kulkarni',
    email: 'ravi@firm.example',
    phone: '+91 98220 00000',
    position: 'CTO',
    subject: 'A new app',
    page_language: 'en',
  });
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
});

it('says the site is not set up yet when EmailJS keys are missing, keeping the text', async () => {
  send.mockResolvedValue({ ok: false, cause: 'not-configured', status: 0, text: 'missing' });
  renderForm();
  type(fields.subject.label, 'Please call me');
  await act(async () => fireEvent.submit(aboutForm()));
  expect(screen.getByRole('alert')).toHaveTextContent(forms.failure.causes['not-configured'].reason);
  expect(screen.getByLabelText(fields.subject.label)).toHaveValue('Please call me');
});

// docs/product-rules.md#payloads: the About form of every edition sends its five fields and the page's language.
it.each(['hi', 'mr'] as const)('sends its five fields and page_language "%s" from that edition', async (locale) => {
  send.mockResolvedValue({ ok: true });
  const edition = getContent(undefined, locale);
  const own = edition.forms.about.fields;
  render(<GetInTouchForm {...formProps(edition, 'about', locale)} />);
  type(own.email.label, 'ravi@firm.example');
  const labelled = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  type(own.name.label, 'रवी कुलकर्णी');
  type(labelled(own.phone.label), '+91 98220 00000');
  type(labelled(own.position.label), 'संचालक');
  type(labelled(own.subject.label), 'नवीन वेबसाइट');
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: edition.forms.about.name })));
  expect(send).toHaveBeenCalledWith({
    name: 'रवी कुलकर्णी',
    email: 'ravi@firm.example',
    phone: '+91 98220 00000',
    position: 'संचालक',
    subject: 'नवीन वेबसाइट',
    page_language: locale,
  });
});
