import type { SendOutcome } from '@/lib/emailjs';
import { emptyValues } from './messages';
import { isWorthKeeping, keepInOutbox, outboxEntries, removeFromOutbox, subscribeToOutbox } from './outbox';

const enquiry = { ...emptyValues.enquiry, name: 'Asha', number: '9876543210', email: 'asha@example.com', companyname: 'Asha Foods', interests: ['Web Development'] };
const contact = { email_from: 'a@b.example', message_from: 'Hello' };
const failed = (cause: Exclude<SendOutcome, { ok: true }>['cause'], status: number): SendOutcome => ({ ok: false, cause, status, text: '' });

beforeEach(() => localStorage.clear());

describe('which failures the outbox keeps (docs/product-rules.md#outbox)', () => {
  it.each([
    ['no network', failed('network', 0), true],
    ['too many requests', failed('rate-limited', 429), true],
    ['a server error', failed('failed', 500), true],
    ['a gateway timeout', failed('failed', 504), true],
    ['a bad request', failed('failed', 400), false],
    ['a refusal', failed('blocked', 403), false],
    ['a headless browser', failed('blocked', 451), false],
    ['missing keys', failed('not-configured', 0), false],
    ['a success', { ok: true } as SendOutcome, false],
  ])('%s: %s', (_name, outcome, kept) => {
    expect(isWorthKeeping(outcome)).toBe(kept);
  });
});

describe('the outbox', () => {
  it('is empty at first', () => {
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps one message per form in localStorage, listed in form order', () => {
    keepInOutbox('enquiry', enquiry);
    keepInOutbox('contact', contact);
    expect(outboxEntries()).toEqual([
      { kind: 'contact', values: contact },
      { kind: 'enquiry', values: enquiry },
    ]);
    // A closed tab loses nothing: the values are in localStorage, not in memory.
    expect(JSON.parse(localStorage.getItem('ekchhat-outbox-enquiry')!)).toEqual(enquiry);
  });

  it('replaces a form’s waiting message with its newer one, and forgets it on removal', () => {
    keepInOutbox('contact', contact);
    keepInOutbox('contact', { ...contact, message_from: 'Hello again' });
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: { ...contact, message_from: 'Hello again' } }]);
    removeFromOutbox('contact');
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('returns the same list while nothing changes (a stable snapshot for React)', () => {
    keepInOutbox('about', { ...emptyValues.about, subject: 'Hi' });
    expect(outboxEntries()).toBe(outboxEntries());
  });

  it('ignores what it cannot read and keeps only the fields a form knows', () => {
    localStorage.setItem('ekchhat-outbox-contact', 'not json');
    localStorage.setItem('ekchhat-outbox-about', '["a list"]');
    localStorage.setItem('ekchhat-outbox-enquiry', JSON.stringify({ name: 'Asha', interests: 'not a list', extra: 'x', number: 42 }));
    expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: { ...emptyValues.enquiry, name: 'Asha' } }]);
  });

  it('tells listeners about changes here and in other tabs', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToOutbox(listener);
    keepInOutbox('contact', contact);
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab sent it: only a storage event says so.
    localStorage.removeItem('ekchhat-outbox-contact');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ekchhat-outbox-contact' }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(outboxEntries()).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'ekchhat-draft-contact' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the message for the page’s life when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepInOutbox('contact', contact);
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: contact }]);
    setItem.mockRestore();
    removeFromOutbox('contact');
    expect(outboxEntries()).toEqual([]);
  });
});
