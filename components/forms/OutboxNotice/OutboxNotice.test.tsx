import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/content/fillTemplate';
import { sendContact, sendEnquiry } from '@/lib/emailjs';
import { confirmSentAndReload } from '@/lib/forms/afterSuccess';
import { outboxCopy } from '@/lib/forms/copy';
import { emptyValues, paramsOf } from '@/lib/forms/messages';
import { keepInOutbox, outboxEntries } from '@/lib/forms/outbox';
import { OutboxNotice } from './OutboxNotice';

jest.mock('@/lib/emailjs', () => ({ sendContact: jest.fn(), sendEnquiry: jest.fn(), sendAboutMessage: jest.fn() }));
jest.mock('@/lib/forms/afterSuccess', () => ({ confirmSentAndReload: jest.fn() }));

const content = getContent();
const { forms } = content;
const copy = outboxCopy(content);
const enquiry = {
  ...emptyValues.enquiry,
  name: 'Asha Patil',
  number: '9876543210',
  email: 'asha@example.com',
  companyname: 'Asha Foods',
  interests: [content.interests.interests[0]!, content.interests.interests[3]!],
};
const contact = { email_from: 'a@b.example', message_from: 'Line one\nLine two' };

/** The page around the notice: its main content takes focus when the notice goes. */
const renderNotice = () =>
  render(
    <>
      <OutboxNotice copy={copy} locale="en" />
      <main id="main" tabIndex={-1} />
    </>,
  );
const notice = () => screen.queryByRole('region', { name: forms.outbox.heading });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// docs/product-rules.md#outbox
it('shows nothing while the outbox is empty', () => {
  renderNotice();
  expect(notice()).toBeNull();
});

it('offers a message waiting from an earlier visit, without taking focus or sending', () => {
  keepInOutbox('enquiry', enquiry);
  renderNotice();
  const region = notice()!;
  expect(region).toHaveTextContent(forms.outbox.text);
  expect(region).toHaveTextContent(forms.enquiry.name);
  expect(region).toHaveTextContent(enquiry.companyname);
  expect(within(region).getByRole('button', { name: forms.outbox.send })).toBeEnabled();
  expect(within(region).getByRole('button', { name: forms.outbox.discard })).toBeEnabled();
  expect(within(region).getByRole('button', { name: forms.outbox.dismiss })).toBeEnabled();
  expect(region.contains(document.activeElement)).toBe(false);
  expect(sendEnquiry).not.toHaveBeenCalled();
});

it('sends on the visitor’s click exactly what the form would have sent, then the alert and reload', async () => {
  jest.mocked(sendEnquiry).mockResolvedValue({ ok: true });
  keepInOutbox('enquiry', enquiry);
  sessionStorage.setItem('ekchhat-draft-enquiry', JSON.stringify(enquiry));
  renderNotice();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
  expect(sendEnquiry).toHaveBeenCalledTimes(1);
  expect(sendEnquiry).toHaveBeenCalledWith({
    name: enquiry.name,
    number: enquiry.number,
    email: enquiry.email,
    websiteurl: '',
    companyname: enquiry.companyname,
    interests: enquiry.interests.join(', '),
    // Kept without its edition (as before editions were stored), it goes with this page's.
    page_language: 'en',
  });
  expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
  expect(outboxEntries()).toEqual([]);
  // The form's draft held the same message: it went, so the form starts empty after the reload.
  expect(sessionStorage.getItem('ekchhat-draft-enquiry')).toBeNull();
});

it('sends the footer message through the footer’s own call, its line breaks kept', async () => {
  jest.mocked(sendContact).mockResolvedValue({ ok: true });
  keepInOutbox('contact', contact);
  renderNotice();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
  expect(sendContact).toHaveBeenCalledWith({ ...contact, page_language: 'en' });
});

it('keeps the message and says why when the send fails again', async () => {
  jest.mocked(sendContact).mockResolvedValue({ ok: false, cause: 'network', status: 0, text: 'Failed to fetch' });
  keepInOutbox('contact', contact);
  renderNotice();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
  expect(within(notice()!).getByRole('alert')).toHaveTextContent(forms.failure.causes.network.reason);
  expect(screen.getByRole('button', { name: forms.outbox.send })).toBeEnabled();
  expect(outboxEntries()).toHaveLength(1);
  expect(confirmSentAndReload).not.toHaveBeenCalled();
});

describe('a "Send now" the rate limit holds back (docs/product-rules.md#outbox)', () => {
  const heldBack = { ok: false, cause: 'rate-limited', status: 429, text: 'Too Many Requests', waitMs: 7_400 } as const;
  const sendsIn = (seconds: number) =>
    fillTemplate(forms.outbox.sendsIn, { when: new Intl.RelativeTimeFormat(undefined, { numeric: 'always' }).format(seconds, 'second') });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says when the message goes, then sends it then, once, without another click', async () => {
    jest.mocked(sendEnquiry).mockResolvedValueOnce(heldBack).mockResolvedValue({ ok: true });
    keepInOutbox('enquiry', enquiry);
    renderNotice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
    const status = within(notice()!).getByRole('alert');
    expect(status).toHaveTextContent(forms.failure.causes['rate-limited'].reason);
    expect(status).toHaveTextContent(sendsIn(8));
    expect(screen.getByRole('button', { name: forms.sending })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(7_000));
    expect(sendEnquiry).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(sendEnquiry).toHaveBeenCalledTimes(2);
    expect(confirmSentAndReload).toHaveBeenCalledWith(forms.successAlert);
    expect(outboxEntries()).toEqual([]);
  });

  it('tries once after the wait: held back again, it says so and waits for the visitor', async () => {
    jest.mocked(sendEnquiry).mockResolvedValue(heldBack);
    keepInOutbox('enquiry', enquiry);
    renderNotice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(sendEnquiry).toHaveBeenCalledTimes(2);
    expect(within(notice()!).getByRole('alert')).toHaveTextContent(`${forms.failure.heading} ${forms.failure.causes['rate-limited'].reason}`);
    expect(screen.getByRole('button', { name: forms.outbox.send })).toBeEnabled();
    expect(outboxEntries()).toHaveLength(1);
  });

  it('sends nothing once the visitor closes the notice during the wait', async () => {
    jest.mocked(sendEnquiry).mockResolvedValueOnce(heldBack).mockResolvedValue({ ok: true });
    keepInOutbox('enquiry', enquiry);
    renderNotice();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
    fireEvent.click(screen.getByRole('button', { name: forms.outbox.dismiss }));
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(sendEnquiry).toHaveBeenCalledTimes(1);
    expect(confirmSentAndReload).not.toHaveBeenCalled();
    expect(outboxEntries()).toHaveLength(1);
  });
});

it('discards a message on request; focus stays in the notice while another waits, then goes to the page', () => {
  keepInOutbox('contact', contact);
  keepInOutbox('enquiry', enquiry);
  renderNotice();
  const [first, second] = screen.getAllByRole('button', { name: forms.outbox.discard });
  first!.focus();
  fireEvent.click(first!);
  expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: enquiry }]);
  expect(screen.getByRole('heading', { name: forms.outbox.heading })).toHaveFocus();
  second!.focus();
  fireEvent.click(second!);
  expect(outboxEntries()).toEqual([]);
  expect(notice()).toBeNull();
  expect(document.getElementById('main')).toHaveFocus();
  expect(sendContact).not.toHaveBeenCalled();
  expect(sendEnquiry).not.toHaveBeenCalled();
});

it('closes on "Not now" or Escape, keeps the message, and asks again when the browser is back online', () => {
  keepInOutbox('contact', contact);
  renderNotice();
  const dismiss = screen.getByRole('button', { name: forms.outbox.dismiss });
  dismiss.focus();
  fireEvent.click(dismiss);
  expect(notice()).toBeNull();
  expect(document.getElementById('main')).toHaveFocus();
  expect(outboxEntries()).toHaveLength(1);

  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(notice()).not.toBeNull();
  fireEvent.keyDown(screen.getByRole('button', { name: forms.outbox.send }), { key: 'Escape' });
  expect(notice()).toBeNull();
  expect(sendContact).not.toHaveBeenCalled();
});

it('stays closed on the page where the send just failed, until the browser is back online', () => {
  renderNotice();
  act(() => keepInOutbox('contact', contact));
  expect(notice()).toBeNull();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(notice()).not.toBeNull();
});

it('stays closed in a tab where the visitor said "Not now"', () => {
  keepInOutbox('contact', contact);
  const first = renderNotice();
  fireEvent.click(screen.getByRole('button', { name: forms.outbox.dismiss }));
  first.unmount();
  // The next page of the same tab.
  renderNotice();
  expect(notice()).toBeNull();
});

// docs/product-rules.md#payloads: the studio reads which edition a message came from, also when it waited.
it('sends a waiting message with the language of the page it was written on, from any page', async () => {
  jest.mocked(sendEnquiry).mockResolvedValue({ ok: true });
  keepInOutbox('enquiry', enquiry, 'mr');
  renderNotice();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: forms.outbox.send })));
  expect(sendEnquiry).toHaveBeenCalledWith({ ...paramsOf.enquiry(enquiry), page_language: 'mr' });
});

it('says when a held-back message goes in the page’s language, with digits 0-9 (Marathi)', async () => {
  jest.useFakeTimers();
  document.documentElement.lang = 'mr';
  try {
    const marathi = getContent(undefined, 'mr');
    jest.mocked(sendEnquiry).mockResolvedValueOnce({ ok: false, cause: 'rate-limited', status: 429, text: 'Too Many Requests', waitMs: 7_400 });
    keepInOutbox('enquiry', enquiry, 'mr');
    render(<OutboxNotice copy={outboxCopy(marathi)} locale="mr" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: marathi.forms.outbox.send })));
    const status = within(screen.getByRole('region', { name: marathi.forms.outbox.heading })).getByRole('alert');
    const when = new Intl.RelativeTimeFormat('mr-IN-u-nu-latn', { numeric: 'always' }).format(8, 'second');
    expect(status).toHaveTextContent(fillTemplate(marathi.forms.outbox.sendsIn, { when }));
    expect(status.textContent).not.toMatch(/[\u0966-\u096F]/);
  } finally {
    document.documentElement.lang = '';
    jest.useRealTimers();
  }
});

