'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** A form's typed values: text fields as strings, checkbox groups as lists of ticked values. */
export type DraftValues = Record<string, string | string[]>;

const storageKey = (form: string) => `ekchhat-draft-${form}`;

/** Parsed drafts by form, reused while the stored text is unchanged (useSyncExternalStore wants stable snapshots). */
const snapshots = new Map<string, { raw: string | null; values: DraftValues }>();
/** Values kept in memory only, for browsers that refuse sessionStorage writes. */
const unsaved = new Map<string, DraftValues>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getStored(form: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(form));
  } catch {
    return null;
  }
}

/** Keeps only the fields the form knows, with the type it expects: storage may hold anything. */
function sanitise<T extends DraftValues>(raw: string, empty: T): T {
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof saved !== 'object' || saved === null) return empty;
  const out: DraftValues = { ...empty };
  for (const [field, initial] of Object.entries(empty)) {
    const value = (saved as Record<string, unknown>)[field];
    const fits = Array.isArray(initial)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === 'string';
    if (fits) out[field] = value as string | string[];
  }
  return out as T;
}

function readDraft<T extends DraftValues>(form: string, empty: T): T {
  const raw = getStored(form);
  const cached = snapshots.get(form);
  if (cached && cached.raw === raw) return cached.values as T;
  const values = raw === null ? ((unsaved.get(form) as T | undefined) ?? empty) : sanitise(raw, empty);
  snapshots.set(form, { raw, values });
  return values;
}

function writeDraft(form: string, values: DraftValues | null) {
  try {
    if (values) window.sessionStorage.setItem(storageKey(form), JSON.stringify(values));
    else window.sessionStorage.removeItem(storageKey(form));
    unsaved.delete(form);
  } catch {
    // Storage full or disabled: keep the values for this page's life at least.
    if (values) unsaved.set(form, values);
    else unsaved.delete(form);
  }
  snapshots.delete(form);
  listeners.forEach((listener) => listener());
}

/**
 * docs/product-rules.md#forms: typed values live in sessionStorage until a send succeeds, so a reload
 * (or a visit to another page and back) loses nothing. `empty` must be a module constant.
 */
export function useDraft<T extends DraftValues>(form: string, empty: T) {
  const values = useSyncExternalStore(
    subscribe,
    () => readDraft(form, empty),
    // The server cannot know a visitor's draft: render empty, then the stored draft on hydration.
    () => empty,
  );

  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => writeDraft(form, { ...readDraft(form, empty), [field]: value }),
    [form, empty],
  );
  const clear = useCallback(() => writeDraft(form, null), [form]);

  return { values, setField, clear };
}
