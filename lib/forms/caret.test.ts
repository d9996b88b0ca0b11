import { digitsOnly } from './digits';
import { filterKeepingCaret, type Selected } from './caret';

/** The field as a visitor sees it: "|" marks the caret, "[" and "]" a selection. */
function field(shown: string) {
  const start = shown.search(/[|[]/);
  const end = shown.includes('|') ? start : shown.indexOf(']') - 1;
  return { value: shown.replace(/[|[\]]/g, ''), start, end };
}
function show({ value, start, end }: Selected) {
  if (start === null || end === null) return value;
  return start === end ? `${value.slice(0, start)}|${value.slice(start)}` : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

describe('filterKeepingCaret (docs/product-rules.md#forms: the mobile number keeps the caret)', () => {
  it.each([
    ['Devanagari digits typed in the middle become 0-9 there', '12९८|345', '1298|345'],
    ['a letter typed in the middle is dropped, the caret stays', '12a|345', '12|345'],
    ['a paste in the middle keeps its digits, the caret after them', '12+91 (0) |345', '12910|345'],
    ['a deletion in the middle', '1|345', '1|345'],
    ['typing at the start', '٩|12345', '9|12345'],
    ['typing at the end', '12345x|', '12345|'],
    ['a selection over dropped and converted characters', '1[a९ ८]2', '1[98]2'],
    ['emoji (two code units) before the caret', '1🙂2|3', '12|3'],
  ])('%s', (_case, typed, kept) => {
    const { value, start, end } = field(typed);
    expect(show(filterKeepingCaret(digitsOnly, value, start, end))).toBe(kept);
  });

  it('leaves a field without a caret (one the browser gives no selection) without one', () => {
    expect(filterKeepingCaret(digitsOnly, '9a8', null, null)).toEqual({ value: '98', start: null, end: null });
  });
});
