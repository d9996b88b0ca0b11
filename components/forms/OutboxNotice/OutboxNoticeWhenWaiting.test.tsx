import { act, render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { outboxCopy } from '@/lib/forms/copy';
import { emptyValues } from '@/lib/forms/messages';
import { keepInOutbox } from '@/lib/forms/outbox';
import { OutboxNoticeWhenWaiting } from './OutboxNoticeWhenWaiting';

jest.mock('@/lib/emailjs', () => ({ sendContact: jest.fn(), sendEnquiry: jest.fn(), sendAboutMessage: jest.fn() }));

const content = getContent();
const copy = outboxCopy(content);
const notice = () => screen.queryByRole('region', { name: content.forms.outbox.heading });
const contact = { ...emptyValues.contact, email_from: 'a@b.example', message_from: 'Please call me back' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('OutboxNoticeWhenWaiting', () => {
  it('shows nothing, and fetches no notice code, when no message waits', async () => {
    const { container } = render(<OutboxNoticeWhenWaiting copy={copy} locale="en" />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the notice when the page opens with a message waiting', async () => {
    keepInOutbox('contact', contact);
    render(<OutboxNoticeWhenWaiting copy={copy} locale="en" />);
    expect(await screen.findByRole('region', { name: content.forms.outbox.heading })).toBeInTheDocument();
  });

  it('shows the notice when the browser comes back online with a message kept since the page opened', async () => {
    render(<OutboxNoticeWhenWaiting copy={copy} locale="en" />);
    await act(async () => {});
    keepInOutbox('contact', contact);
    expect(notice()).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: content.forms.outbox.heading })).toBeInTheDocument();
  });
});
