'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { valueStore, type FormValues } from './store';

const drafts = valueStore('sessionStorage', 'ekchhat-draft-');

/**
 * docs/product-rules.md#forms: typed values live in sessionStorage until a send succeeds, so a reload
 * (or a visit to another page and back) loses nothing. `empty` must be a module constant.
 */
export function useDraft<T extends FormValues>(form: string, empty: T) {
  const values = useSyncExternalStore(
    drafts.subscribe,
    () => drafts.read(form, empty) ?? empty,
    // The server cannot know a visitor's draft: render empty, then the stored draft on hydration.
    () => empty,
  );

  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => drafts.write(form, { ...(drafts.read(form, empty) ?? empty), [field]: value }),
    [form, empty],
  );
  /** Writes several fields at once, over what is stored. */
  const setFields = useCallback(
    (fields: Partial<T>) => drafts.write(form, { ...(drafts.read(form, empty) ?? empty), ...fields }),
    [form, empty],
  );
  const clear = useCallback(() => drafts.write(form, null), [form]);

  return { values, setField, setFields, clear };
}

/** Forgets a form's draft if it still holds exactly `values` (a message the outbox has just sent). */
export function clearDraftIfSame<T extends FormValues>(form: string, empty: T, values: T) {
  const draft = drafts.read(form, empty);
  if (draft && JSON.stringify(draft) === JSON.stringify(values)) drafts.write(form, null);
}
