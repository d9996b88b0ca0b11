import { act, fireEvent, render, screen } from '@testing-library/react';
import { confirmSentAndReload } from '@/components/forms/afterSuccess';
import { sendAboutMessage } from '@/lib/emailjs';
import { texts } from '@/lib/content/bundled';
import { GetInTouchForm } from './GetInTouchForm';

jest.mock('@/lib/emailjs', () => ({ sendAboutMessage: jest.fn() }));
jest.mock('@/components/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const send = jest.mocked(sendAboutMessage);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

it('has the About form fields and the "Connect with us" button', () => {
  render(<GetInTouchForm />);
  for (const label of ['Name', 'Company e-mail', /Phone number/, /Title \/ position/, 'Subject']) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: texts.about.connectButton })).toBeInTheDocument();
  expect(screen.getByLabelText('Company e-mail')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Name')).toBeRequired();
});

it('sends name, email, phone, position and subject', async () => {
  send.mockResolvedValue({ ok: true });
  render(<GetInTouchForm />);
  type('Name', 'Ravi Kulkarni');
  type('Company e-mail', 'ravi@firm.example');
  type(/Phone number/, '+91 98220 00000');
  type(/Title \/ position/, 'CTO');
  type('Subject', 'A new app');
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Get in touch' })));
  expect(send).toHaveBeenCalledWith({
    name: 'Ravi Kulkarni',
    email: 'ravi@firm.example',
    phone: '+91 98220 00000',
    position: 'CTO',
    subject: 'A new app',
  });
  expect(confirmSentAndReload).toHaveBeenCalled();
});

it('says the site is not set up yet when EmailJS keys are missing, keeping the text', async () => {
  send.mockResolvedValue({ ok: false, cause: 'not-configured', status: 0, text: 'missing' });
  render(<GetInTouchForm />);
  type('Subject', 'Please call me');
  await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'Get in touch' })));
  expect(screen.getByRole('alert')).toHaveTextContent(/not set up/);
  expect(screen.getByLabelText('Subject')).toHaveValue('Please call me');
});
