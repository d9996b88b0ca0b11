import type { FormKind, SendOutcome } from '@/lib/emailjs';
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
}

const store = valueStore('localStorage', outboxKeyPrefix, outboxInMemory);

/** A failure worth a later try: the network, a 429 or a 5xx. A refusal or a bad request will not pass. */
export function isWorthKeeping(outcome: SendOutcome): boolean {
  if (outcome.ok) return false;
  return outcome.cause === 'network' || outcome.status === 429 || outcome.status >= 500;
}

const sameMessage = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

/** A form's waiting messages, oldest first: a list, or one message as older pages stored it. */
function waitingOf<K extends FormKind>(kind: K): ValuesOf<K>[] {
  const empty = emptyValues[kind] as FormValues;
  const list = store.readWith(kind, (raw) => {
    const saved = parseJson(raw);
    const items = Array.isArray(saved) ? saved : [saved];
    return items.flatMap((item): FormValues[] => {
      const values = sanitiseValue(item, empty);
      return values ? [values] : [];
    });
  });
  return (list ?? []) as ValuesOf<K>[];
}

function writeWaiting(kind: FormKind, list: FormValues[]) {
  store.write(kind, list.length ? list : null);
}

/** Adds a form's message to those waiting; the same message twice waits once. */
export function keepInOutbox<K extends FormKind>(kind: K, values: ValuesOf<K>): void {
  const waiting = waitingOf(kind);
  if (waiting.some((v) => sameMessage(v, values))) return;
  writeWaiting(kind, [...waiting, values]);
}

/** Forgets one waiting message of a form (sent, or discarded by the visitor); the others stay. */
export function removeFromOutbox<K extends FormKind>(kind: K, values: ValuesOf<K>): void {
  const waiting = waitingOf(kind);
  const left = waiting.filter((v) => !sameMessage(v, values));
  if (left.length !== waiting.length) writeWaiting(kind, left);
}

let snapshot: OutboxEntry[] = [];

/** The waiting messages in form order, oldest first within a form; the same array until one of them changes. */
export function outboxEntries(): OutboxEntry[] {
  const entries = formKinds.flatMap((kind) => waitingOf(kind).map((values) => ({ kind, values }) as OutboxEntry));
  const same = entries.length === snapshot.length && entries.every((e, i) => e.values === snapshot[i]!.values);
  if (!same) snapshot = entries;
  return snapshot;
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export const subscribeToOutbox = store.subscribe;
