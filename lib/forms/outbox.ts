import type { FormKind, SendOutcome } from '@/lib/emailjs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { emptyValues, formKinds, type ValuesOf } from './messages';
import { outboxInMemory, outboxKeyPrefix } from './outboxKey';
import { parseJson, sanitiseValue, valueStore, type FormValues } from './store';

/**
 * The outbox (docs/product-rules.md#outbox): a message whose send failed for a reason that may
 * pass (no network, too many requests, a server error) waits in localStorage, so it outlives the
 * tab, until it is sent or the visitor discards it. A form may have several waiting: nothing
 * leaves without the visitor's say. Nothing here sends: the visitor decides, from the notice.
 */

export interface OutboxEntry<K extends FormKind = FormKind> {
  kind: K;
  values: ValuesOf<K>;
  /**
   * The edition the message was written in, sent with it as page_language
   * (docs/product-rules.md#payloads); absent for a message kept before it was stored.
   */
  pageLanguage?: Locale;
}

/** A waiting message as stored: its values and, beside them, its edition. */
interface Waiting<K extends FormKind> {
  values: ValuesOf<K>;
  pageLanguage?: Locale;
}

const store = valueStore('localStorage', outboxKeyPrefix, outboxInMemory);

/** A failure worth a later try: the network, a 429 or a 5xx. A refusal or a bad request will not pass. */
export function isWorthKeeping(outcome: SendOutcome): boolean {
  if (outcome.ok) return false;
  return outcome.cause === 'network' || outcome.status === 429 || outcome.status >= 500;
}

const sameMessage = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/** A form's waiting messages, oldest first: a list, or one message as older pages stored it. */
function waitingOf<K extends FormKind>(kind: K): Waiting<K>[] {
  const empty = emptyValues[kind] as FormValues;
  const list = store.readWith(kind, (raw) => {
    const saved = parseJson(raw);
    const items = Array.isArray(saved) ? saved : [saved];
    return items.flatMap((item): Waiting<K>[] => {
      const values = sanitiseValue(item, empty) as ValuesOf<K> | null;
      const language: unknown = item && typeof item === 'object' ? (item as { page_language?: unknown }).page_language : undefined;
      return values ? [{ values, ...(isLocale(language) ? { pageLanguage: language } : {}) }] : [];
    });
  });
  return list ?? [];
}

/** Stored as the values with page_language beside them, the payload's own name for it. */
function writeWaiting<K extends FormKind>(kind: K, list: Waiting<K>[]) {
  store.write(kind, list.length ? list.map((w) => ({ ...w.values, ...(w.pageLanguage ? { page_language: w.pageLanguage } : {}) })) : null);
}

/** Adds a form's message, written on a page of `pageLanguage`, to those waiting; the same message twice waits once. */
export function keepInOutbox<K extends FormKind>(kind: K, values: ValuesOf<K>, pageLanguage?: Locale): void {
  const waiting = waitingOf(kind);
  if (waiting.some((w) => sameMessage(w.values, values))) return;
  writeWaiting(kind, [...waiting, { values, ...(pageLanguage ? { pageLanguage } : {}) }]);
}

/** Forgets one waiting message of a form (sent, or discarded by the visitor); the others stay. */
export function removeFromOutbox<K extends FormKind>(kind: K, values: ValuesOf<K>): void {
  const waiting = waitingOf(kind);
  const left = waiting.filter((w) => !sameMessage(w.values, values));
  if (left.length !== waiting.length) writeWaiting(kind, left);
}

let snapshot: OutboxEntry[] = [];

/** The waiting messages in form order, oldest first within a form; the same array until one of them changes. */
export function outboxEntries(): OutboxEntry[] {
  const entries = formKinds.flatMap((kind) => waitingOf(kind).map((w) => ({ kind, ...w }) as OutboxEntry));
  const same = entries.length === snapshot.length && entries.every((e, i) => e.values === snapshot[i]!.values);
  if (!same) snapshot = entries;
  return snapshot;
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export const subscribeToOutbox = store.subscribe;
