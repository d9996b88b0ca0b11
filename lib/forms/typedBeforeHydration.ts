import type { FormValues } from './store';

/**
 * What a visitor typed or ticked in a server-rendered form before React hydrated it
 * (docs/product-rules.md#forms): the fields of `empty` whose element in `form` no longer holds
 * the empty value the page was sent with. React keeps such text on screen while hydrating but its
 * state still says empty, so without this the next render or the send would drop it.
 * `filters` cleans a field's text as its change handler would (the mobile number's digits).
 */
export function typedBeforeHydration<T extends FormValues>(
  form: HTMLFormElement,
  empty: T,
  filters: Partial<Record<keyof T, (value: string) => string>> = {},
): Partial<T> {
  const typed: Partial<Record<keyof T, string | string[]>> = {};
  for (const [name, initial] of Object.entries(empty) as [keyof T & string, string | string[]][]) {
    if (Array.isArray(initial)) {
      const ticked = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
        .filter((box) => box.name === name && box.checked)
        .map((box) => box.value);
      if (ticked.length) typed[name] = ticked;
      continue;
    }
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const value = (filters[name] ?? ((v: string) => v))(field.value);
    if (value !== initial) typed[name] = value;
  }
  return typed as Partial<T>;
}
