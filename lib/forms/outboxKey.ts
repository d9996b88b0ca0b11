/** Where the outbox keeps each form's waiting message in localStorage: this prefix plus the form's kind. */
export const outboxKeyPrefix = 'ekchhat-outbox-';

/** Whether any message waits, read straight from storage (no parsing: the notice checks each one). */
export function anyMessageWaiting(): boolean {
  try {
    const storage = window.localStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(outboxKeyPrefix) && storage.getItem(key)) return true;
    }
  } catch {
    // Storage refused (private mode, blocked cookies): there is no outbox to offer.
  }
  return false;
}
