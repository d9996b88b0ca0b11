/** A form's typed values: text fields as strings, checkbox groups as lists of ticked values. */
export type FormValues = Record<string, string | string[]>;

/**
 * Keeps only the fields the form knows, with the type it expects: storage may hold anything.
 * Null when the stored text is not an object at all.
 */
export function sanitise<T extends FormValues>(raw: string, empty: T): T | null {
  const saved = parseJson(raw);
  return saved === undefined ? null : sanitiseValue(saved, empty);
}

/** The parsed JSON, or undefined when the text is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** `sanitise` for a value already parsed. */
export function sanitiseValue<T extends FormValues>(saved: unknown, empty: T): T | null {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return null;
  const out: FormValues = { ...empty };
  for (const [field, initial] of Object.entries(empty)) {
    const value = (saved as Record<string, unknown>)[field];
    const fits = Array.isArray(initial)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === 'string';
    if (fits) out[field] = value as string | string[];
  }
  return out as T;
}

const probeKey = 'ekchhat-storage-probe';

/**
 * Whether the browser keeps this site's data, so drafts and the outbox outlive the page: reading
 * and writing both storage areas works. Not where site data is blocked (reading throws) or the
 * quota is nil (docs/product-rules.md#forms).
 */
export function browserKeepsData(): boolean {
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      storage.setItem(probeKey, '1');
      storage.removeItem(probeKey);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Form values kept in the browser under `prefix + key`, one JSON entry per key, readable with
 * useSyncExternalStore: `read` returns the same object while the stored text is unchanged.
 * sessionStorage holds the drafts, localStorage the outbox (docs/product-rules.md#forms, #outbox).
 */
export function valueStore(
  area: 'sessionStorage' | 'localStorage',
  prefix: string,
  /** Values kept in memory only, as the text storage would hold, for browsers that refuse storage writes (shared where others must see them). */
  unsaved = new Map<string, unknown>(),
) {
  /** Parsed values by key, reused while the stored text is unchanged. */
  const snapshots = new Map<string, { raw: string | null; values: unknown }>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  // Another tab changed localStorage (it sent or discarded a message): read again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(prefix)) {
      snapshots.clear();
      notify();
    }
  };

  const getStored = (key: string): string | null => {
    try {
      return window[area].getItem(prefix + key);
    } catch {
      return null;
    }
  };

  /** What `parse` makes of the text stored under `key` (the same object while the text is unchanged), or null. */
  function readWith<T>(key: string, parse: (raw: string) => T | null): T | null {
    // Where storage refuses writes, what this page wrote is read back the same way as stored text.
    const raw = getStored(key) ?? (unsaved.get(key) as string | undefined) ?? null;
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.values as T | null;
    const values = raw === null ? null : parse(raw);
    snapshots.set(key, { raw, values });
    return values;
  }

  /** The stored values, or null when nothing (usable) is stored under `key`. */
  function read<T extends FormValues>(key: string, empty: T): T | null {
    return readWith(key, (raw) => sanitise(raw, empty));
  }

  /** Stores `values` (as JSON) under `key`, or forgets the key when `values` is null. */
  function write(key: string, values: unknown) {
    try {
      if (values) window[area].setItem(prefix + key, JSON.stringify(values));
      else window[area].removeItem(prefix + key);
      unsaved.delete(key);
    } catch {
      // Storage full or disabled: keep the values for this page's life at least.
      if (values) unsaved.set(key, JSON.stringify(values));
      else unsaved.delete(key);
    }
    snapshots.delete(key);
    notify();
  }

  function subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  return { read, readWith, write, subscribe };
}
