/**
 * @jest-environment node
 */
import { drawable } from './shareAssets';

describe('text on a share image', () => {
  it('keeps what the site’s font draws, markup included as plain characters', () => {
    expect(drawable('Café — “brand” & <script>alert(1)</script>')).toBe('Café — “brand” & <script>alert(1)</script>');
  });

  it('leaves out what would make the build fetch a font or an emoji from another host', () => {
    expect(drawable('Launch 🚀 day 👩🏽‍💼')).toBe('Launch day');
    expect(drawable('नमस्ते Pune')).toBe('Pune');
    expect(drawable('Ｅkchhat Ѕtudio')).toBe('kchhat tudio');
  });
});
