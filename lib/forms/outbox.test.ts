import type { SendOutcome } from '@/lib/emailjs';
import { emptyValues } from './messages';
import { isWorthKeeping, keepInOutbox, outboxEntries, removeFromOutbox, subscribeToOutbox } from './outbox';
import { anyMessageWaiting } from './outboxKey';

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
    ['a bad request', failed('rejected', 400), false],
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

  it('keeps messages in localStorage, listed in form order', () => {
    keepInOutbox('enquiry', enquiry);
    keepInOutbox('contact', contact);
    expect(outboxEntries()).toEqual([
      { kind: 'contact', values: contact },
      { kind: 'enquiry', values: enquiry },
    ]);
    // A closed tab loses nothing: the values are in localStorage, not in memory.
    expect(JSON.parse(localStorage.getItem('ekchhat-outbox-enquiry')!)).toEqual([enquiry]);
  });

  it('keeps a newer message of the same form beside the older one, and the same message once', () => {
    const newer = { ...contact, message_from: 'Hello again' };
    keepInOutbox('contact', contact);
    keepInOutbox('contact', newer);
    keepInOutbox('contact', contact);
    expect(outboxEntries()).toEqual([
      { kind: 'contact', values: contact },
      { kind: 'contact', values: newer },
    ]);
  });

  it('forgets only the message sent or discarded; the form’s others still wait', () => {
    const newer = { ...contact, message_from: 'Hello again' };
    keepInOutbox('contact', contact);
    keepInOutbox('contact', newer);
    removeFromOutbox('contact', { ...contact, message_from: 'never kept' });
    expect(outboxEntries()).toHaveLength(2);
    removeFromOutbox('contact', contact);
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: newer }]);
    removeFromOutbox('contact', newer);
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('reads a message stored on its own, as earlier versions of the site kept it', () => {
    localStorage.setItem('ekchhat-outbox-contact', JSON.stringify(contact));
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: contact }]);
  });

  it('returns the same list while nothing changes (a stable snapshot for React)', () => {
    keepInOutbox('about', { ...emptyValues.about, subject: 'Hi' });
    expect(outboxEntries()).toBe(outboxEntries());
  });

  it('ignores what it cannot read and keeps only the fields a form knows', () => {
    localStorage.setItem('ekchhat-outbox-contact', 'not json');
    localStorage.setItem('ekchhat-outbox-about', '["not a message", 7, null]');
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

  it('keeps the message for the page’s life when the browser refuses storage writes', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepInOutbox('contact', contact);
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: contact }]);
    expect(anyMessageWaiting()).toBe(true);
    setItem.mockRestore();
    removeFromOutbox('contact', contact);
    expect(outboxEntries()).toEqual([]);
    expect(anyMessageWaiting()).toBe(false);
  });

  it('says a message waits when the browser refuses storage altogether (blocked cookies)', () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(anyMessageWaiting()).toBe(false);
      keepInOutbox('enquiry', enquiry);
      // What the notice's loader asks when the browser comes back online.
      expect(anyMessageWaiting()).toBe(true);
      expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: enquiry }]);
      removeFromOutbox('enquiry', enquiry);
      expect(anyMessageWaiting()).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });

  // docs/product-rules.md#payloads: a message waits with the edition it was written in, sent later as page_language.
  it('keeps the edition a message was written in beside its values, in storage and where storage is refused', () => {
    keepInOutbox('contact', contact, 'mr');
    expect(outboxEntries()).toEqual([{ kind: 'contact', values: contact, pageLanguage: 'mr' }]);
    expect(JSON.parse(localStorage.getItem('ekchhat-outbox-contact')!)).toEqual([{ ...contact, page_language: 'mr' }]);
    removeFromOutbox('contact', contact);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      keepInOutbox('enquiry', enquiry, 'hi');
      expect(outboxEntries()).toEqual([{ kind: 'enquiry', values: enquiry, pageLanguage: 'hi' }]);
    } finally {
      setItem.mockRestore();
      removeFromOutbox('enquiry', enquiry);
    }
  });
});
