import { LINK_LIMIT, mailLink, messageText, whatsappLink } from './prefill';

const note = '(Shortened to fit this link.)';
const wa = 'https://wa.me/919000012345';
const text = (href: string) => new URL(href).searchParams.get('text');
const body = (href: string) => new URL(href).searchParams.get('body');
/** Where each character as a reader sees it starts (an emoji with its skin tone, a letter with its vowel sign). */
const boundaries = (s: string) => new Set(Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s), (g) => g.index));

describe('messageText', () => {
  it('writes "Label: value" lines in the order the fields are sent, leaving out empty ones', () => {
    const params = { name: 'Asha', websiteurl: '', interests: 'Web Development, Outdoor Media', subject: 'Line 1\nLine 2' };
    const labels = { name: 'Name', websiteurl: 'Website', interests: 'I am interested in', subject: 'Subject' };
    expect(messageText(params, labels)).toBe('Name: Asha\nI am interested in: Web Development, Outdoor Media\nSubject: Line 1\nLine 2');
  });
});

describe('pre-filled links (docs/product-rules.md#failure-wording)', () => {
  const message = 'Name: Asha\nMessage: नमस्ते 👋 & "quotes" <script> 100% ?a=b#c +1';

  it('puts the whole message in the WhatsApp chat', () => {
    const href = whatsappLink(wa, message, note);
    expect(href.startsWith(`${wa}?text=`)).toBe(true);
    expect(text(href)).toBe(message);
  });

  it('puts the subject and the whole message, with CRLF line breaks, in the e-mail', () => {
    const href = mailLink('hello@ekchhat.example', 'A message & more', message, note);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@ekchhat.example');
    expect(url.searchParams.get('subject')).toBe('A message & more');
    expect(body(href)).toBe(message.replace(/\n/g, '\r\n'));
  });

  it('links without text when there is nothing to carry', () => {
    expect(whatsappLink(wa, '', note)).toBe(wa);
    expect(mailLink('a@b.example', 'Hi', '', note)).toBe('mailto:a@b.example?subject=Hi');
  });

  it.each([
    ['Latin', 'A long brief about our new shop. '.repeat(300)],
    ['Devanagari and emoji', 'लम्बा संदेश 🌟 👩🏽‍💻 '.repeat(1000)],
  ])('cuts a long %s message to fit %i characters, at a whole character, and says so', (_script, long) => {
    for (const href of [whatsappLink(wa, long, note), mailLink('hello@ekchhat.example', 'Subject', long, note)]) {
      expect(href.length).toBeLessThanOrEqual(LINK_LIMIT);
      // Nearly full: the cut keeps as much as fits.
      expect(href.length).toBeGreaterThan(LINK_LIMIT - 40);
      const carried = (text(href) ?? body(href)!).replace(/\r\n/g, '\n');
      expect(carried.endsWith(`…\n\n${note}`)).toBe(true);
      const kept = carried.slice(0, -`…\n\n${note}`.length);
      expect(long.startsWith(kept)).toBe(true);
      // No emoji or vowel sign is split: the kept text ends where a whole character ends.
      expect(boundaries(long).has(kept.length)).toBe(true);
    }
  });

  it('keeps to a smaller limit too, falling back to the plain link when not even the note fits', () => {
    const href = whatsappLink(wa, 'x'.repeat(500), note, 200);
    expect(href.length).toBeLessThanOrEqual(200);
    expect(text(href)).toMatch(/^x+…\n\n/);
    expect(whatsappLink(wa, 'x'.repeat(500), note, 40)).toBe(wa);
  });
});
