import type { FormKind, SendOutcome } from '@/lib/emailjs';
import { emptyValues, formKinds, type ValuesOf } from './messages';
import { outboxKeyPrefix } from './outboxKey';
import { valueStore } from './store';

/**
 * The outbox (docs/product-rules.md#outbox): a message whose send failed for a reason that may
 * pass (no network, too many requests, a server error) waits in localStorage, one per form, so
 * it outlives the tab. Nothing here sends: the visitor decides, from the notice.
 */

export interface OutboxEntry<K extends FormKind = FormKind> {
  kind: K;
  values: ValuesOf<K>;
}

const store = valueStore('localStorage', outboxKeyPrefix);

/** A failure worth a later try: the network, a 429 or a 5xx. A refusal or a bad request will not pass. */
export function isWorthKeeping(outcome: SendOutcome): boolean {
  if (outcome.ok) return false;
  return outcome.cause === 'network' || outcome.status === 429 || outcome.status >= 500;
}

/** Keeps a form's message, replacing the one it may already have waiting. */
export function keepInOutbox<K extends FormKind>(kind: K, values: ValuesOf<K>): void {
  store.write(kind, values);
}

/** Forgets a form's waiting message (sent, or discarded by the visitor). */
export function removeFromOutbox(kind: FormKind): void {
  store.write(kind, null);
}

let snapshot: OutboxEntry[] = [];

/** The waiting messages in form order; the same array until one of them changes. */
export function outboxEntries(): OutboxEntry[] {
  const entries = formKinds.flatMap((kind) => {
    const values = store.read(kind, emptyValues[kind]);
    return values ? [{ kind, values } as OutboxEntry] : [];
  });
  const same = entries.length === snapshot.length && entries.every((e, i) => e.values === snapshot[i]!.values);
  if (!same) snapshot = entries;
  return snapshot;
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export const subscribeToOutbox = store.subscribe;
