'use client';

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { fillTemplate } from '@/lib/content/fillTemplate';
import { editions, type Locale } from '@/lib/i18n/locales';
import type { OutboxCopy } from '@/lib/forms/copy';
import { emptyValues, gistField, sendValues } from '@/lib/forms/messages';
import { outboxEntries, removeFromOutbox, subscribeToOutbox, type OutboxEntry } from '@/lib/forms/outbox';
import { clearDraftIfSame } from '@/lib/forms/useDraft';
import { useSubmission } from '@/lib/forms/useSubmission';
import styles from './OutboxNotice.module.scss';

const none: OutboxEntry[] = [];
const dismissedKey = 'ekchhat-outbox-dismissed';

/** "Not now" holds for this tab; a new visit (another tab) or the network coming back asks again. */
function dismissedInTab(): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the notice shows: decided when the page is first read (arriving with a message waiting
 * means the visitor is back), opened again when the browser is back online, closed by "Not now".
 * A message kept while the page is open waits for "online": the failure panel is already showing.
 */
function noticeState() {
  let open: boolean | undefined;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    open = value;
    try {
      if (value) window.sessionStorage.removeItem(dismissedKey);
      else window.sessionStorage.setItem(dismissedKey, '1');
    } catch {
      // Without sessionStorage the notice simply asks again on the next page.
    }
    listeners.forEach((listener) => listener());
  };
  const get = () => (open ??= outboxEntries().length > 0 && !dismissedInTab());
  const onOnline = () => {
    if (outboxEntries().length > 0) set(true);
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('online', onOnline);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('online', onOnline);
    };
  };
  return { get, set, subscribe };
}

/** The start of the message, enough for the visitor to recognise it. */
const gist = (entry: OutboxEntry) => {
  const text = String(entry.values[gistField[entry.kind] as keyof typeof entry.values]).replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length > 80 ? `${chars.slice(0, 79).join('')}…` : text;
};

/** "in 8 seconds", in the page's language and its digits (0-9 in every edition): when a message the rate limit holds back goes. */
const inSeconds = (ms: number, locale: Locale) =>
  new Intl.RelativeTimeFormat(editions[locale].intl, { numeric: 'always' }).format(Math.ceil(ms / 1000), 'second');

function OutboxItem({ entry, copy, locale, onDiscard }: { entry: OutboxEntry; copy: OutboxCopy; locale: Locale; onDiscard: () => void }) {
  const id = useId();
  const onSent = () => {
    removeFromOutbox(entry.kind, entry.values);
    clearDraftIfSame(entry.kind, emptyValues[entry.kind], entry.values);
  };
  // The same life as a form's send: one at a time, then the success alert and reload, or the cause.
  // Held back by the rate limit, it goes by itself once allowed: the click was the visitor's say-so.
  const { state, submit, sending } = useSubmission({ onSent, successAlert: copy.successAlert, sendWhenAllowed: true });
  // Sent with the edition it was written in (docs/product-rules.md#payloads), or this page's when that was not kept.
  const send = () => void submit(() => sendValues(entry.kind, entry.values, entry.pageLanguage ?? locale), '');
  return (
    <li className={styles.item}>
      <p id={id} className={styles.gist}>
        <strong>{copy.names[entry.kind]}</strong> “{gist(entry)}”
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.send} onClick={send} disabled={sending} aria-describedby={id}>
          {sending ? copy.sending : copy.send}
        </button>
        <button type="button" className={styles.discard} onClick={onDiscard} disabled={sending} aria-describedby={id}>
          {copy.discard}
        </button>
      </div>
      {state.phase === 'failed' && (
        <p role="alert" className={styles.failure}>
          {copy.failure.heading} {copy.failure.causes[state.cause].reason}
        </p>
      )}
      {state.phase === 'waiting' && (
        <p role="alert" className={styles.waiting}>
          {copy.failure.causes['rate-limited'].reason} {fillTemplate(copy.sendsIn, { when: inSeconds(state.waitMs, locale) })}
        </p>
      )}
    </li>
  );
}

/**
 * docs/product-rules.md#outbox: the notice for messages the outbox keeps after a failed send. It
 * shows when the visitor arrives with a message waiting, or when the browser comes back online,
 * and sends only when the visitor says so; they may also discard the message or close the notice.
 */
export function OutboxNotice({ copy, locale }: { copy: OutboxCopy; /** The page's edition. */ locale: Locale }) {
  const entries = useSyncExternalStore(subscribeToOutbox, outboxEntries, () => none);
  const [notice] = useState(noticeState);
  const open = useSyncExternalStore(notice.subscribe, notice.get, () => false);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);

  /** Focus on a button that is going away goes to the page's main content, not to the top of the document. */
  const leaveFocusOnPage = () => {
    if (section.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
  };
  const close = () => {
    leaveFocusOnPage();
    notice.set(false);
  };
  const discard = (entry: OutboxEntry) => {
    // With another message left, the visitor stays in the notice, at its heading.
    if (entries.length > 1) document.getElementById(headingId)?.focus();
    else leaveFocusOnPage();
    removeFromOutbox(entry.kind, entry.values);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const visible = open && entries.length > 0;
  return (
    // Always in the page, so screen readers announce the notice when it appears.
    <div aria-live="polite">
      {visible && (
        // Escape, pressed on any of its buttons, closes the notice like "Not now"; the buttons are the controls.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <section ref={section} className={styles.notice} aria-labelledby={headingId} onKeyDown={onKeyDown}>
          <h2 id={headingId} className={styles.heading} tabIndex={-1}>
            {copy.heading}
          </h2>
          <p className={styles.text}>{copy.text}</p>
          <ul className={styles.list}>
            {entries.map((entry) => (
              // One message per entry: the same message never waits twice (lib/forms/outbox.ts).
              <OutboxItem key={`${entry.kind} ${JSON.stringify(entry.values)}`} entry={entry} copy={copy} locale={locale} onDiscard={() => discard(entry)} />
            ))}
          </ul>
          <button type="button" className={styles.dismiss} onClick={close}>
            {copy.dismiss}
          </button>
        </section>
      )}
    </div>
  );
}
