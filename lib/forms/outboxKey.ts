/** Where the outbox keeps each form's waiting messages in localStorage: this prefix plus the form's kind. */
export const outboxKeyPrefix = 'ekchhat-outbox-';

/**
 * The outbox's messages for browsers that refuse storage, by form, for the life of the page
 * (docs/product-rules.md#outbox). Here, not in outbox.ts, so the notice's gate sees them without
 * loading the outbox.
 */
export const outboxInMemory = new Map<string, unknown>();

/** Whether any message waits, in storage or in memory (no parsing: the notice checks each one). */
export function anyMessageWaiting(): boolean {
  if (outboxInMemory.size > 0) return true;
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(outboxKeyPrefix) && storage.getItem(key)) return true;
    }
  } catch {
    // Storage refused (private mode, blocked cookies): only the messages in memory wait.
  }
  return false;
}
