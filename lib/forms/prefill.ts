/**
 * The failure panel's ways out carry the message (docs/product-rules.md#failure-wording): a
 * WhatsApp chat and an e-mail, each pre-filled with what the visitor typed.
 */

/**
 * The longest link we build, in characters. Neither wa.me nor mailto: has a written limit, but
 * the Windows mail handler and Outlook cut mailto: links at about 2,048 characters and some
 * phone browsers and apps refuse longer links, so both stay within 2,000. A message that does
 * not fit is cut at a whole character and ends with the "shortened" note; the visitor still has
 * the whole text in the form.
 */
export const LINK_LIMIT = 2000;

/** The message as lines of "Label: value", in the order the fields are sent, empty fields left out. */
export function messageText(params: object, labels: Record<string, string>): string {
  return (Object.entries(params) as [string, string][])
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${labels[name] ?? name}: ${value}`)
    .join('\n');
}

/** Whole characters as a reader sees them (an emoji with its skin tone is one), so a cut never splits one. */
function characters(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/**
 * The link `build` makes for `text`, or, when that is longer than `limit`, for the longest start
 * of `text` that fits followed by `note`. Without room even for the note, the link without text.
 */
export function fitLink(build: (text?: string) => string, text: string, note: string, limit = LINK_LIMIT): string {
  const whole = build(text);
  if (whole.length <= limit) return whole;
  const chars = characters(text);
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…\n\n${note}`;
  if (build(cut(0)).length > limit) return build();
  // Longest prefix that fits: the encoded length only grows with the prefix.
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const mid = Math.floor((fits + tooLong) / 2);
    if (build(cut(mid)).length <= limit) fits = mid;
    else tooLong = mid;
  }
  return build(cut(fits));
}

/** wa.me/<number>?text=… for a chat with the message typed in, not yet sent. */
export function whatsappLink(whatsappUrl: string, text: string, note: string, limit?: number): string {
  return fitLink((t) => (t ? `${whatsappUrl}?text=${encodeURIComponent(t)}` : whatsappUrl), text, note, limit);
}

/** mailto:<address>?subject=…&body=… with CRLF line breaks, as RFC 6068 asks. */
export function mailLink(email: string, subject: string, text: string, note: string, limit?: number): string {
  const base = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  const build = (t?: string) => (t ? `${base}&body=${encodeURIComponent(t.replace(/\r?\n/g, '\r\n'))}` : base);
  return fitLink(build, text, note, limit);
}
