/** A field's value with its selection (start === end: a caret), as the browser reports it. */
export interface Selected {
  value: string;
  /** Null where the browser gives the field no selection. */
  start: number | null;
  end: number | null;
}

/**
 * Cleans a field's value and keeps the caret where the visitor is typing
 * (docs/product-rules.md#forms): each end of the selection lands after what the filter keeps of
 * the text before it. `filter` must work character by character, so that what it keeps of a
 * value's start is the start of what it keeps of the whole (digitsOnly does).
 */
export function filterKeepingCaret(filter: (value: string) => string, value: string, start: number | null, end: number | null): Selected {
  const at = (offset: number | null) => (offset === null ? null : filter(value.slice(0, offset)).length);
  return { value: filter(value), start: at(start), end: at(end) };
}
