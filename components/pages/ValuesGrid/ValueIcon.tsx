import type { Company } from '@/lib/content';

// 24x24 line glyphs, one per commitment value, drawn in currentColor.
const glyphs: Record<Company['about']['values'][number]['icon'], string> = {
  usp: 'M3 11 12 3l9 8M6 9.5V20h12V9.5M10 20v-5h4v5',
  innovation: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  customer: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  collaboration: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM17 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5 6-5s6 2 6 5M14 15.3c.9-.2 1.9-.3 3-.3 3.3 0 5 2 5 5',
  results: 'M4 20V10M10 20V4M16 20v-7M22 20H2M14 7l3-3 3 3',
  integrity: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3ZM8.5 12l2.5 2.5 4.5-5',
};

/** A commitment value's glyph; decorative, as the value's title sits beside it. */
export function ValueIcon({ icon }: { icon: Company['about']['values'][number]['icon'] }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={glyphs[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
