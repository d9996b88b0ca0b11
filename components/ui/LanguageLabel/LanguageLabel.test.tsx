import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import { EntryWords, LanguageLabel, OwnLanguage } from './LanguageLabel';

const marathi = getContent(undefined, 'mr');
const inEnglish = otherLanguage({ locale: 'en' }, 'mr');

// docs/product-rules.md#languages
describe('LanguageLabel', () => {
  it('says in the page’s language which language an entry is written in', () => {
    render(<LanguageLabel language={inEnglish} />);
    expect(screen.getByText(marathi.texts.languages.offeredIn.en)).toHaveAttribute('lang', 'mr');
  });

  it('says nothing about an entry in the page’s own language', () => {
    expect(otherLanguage({ locale: 'mr' }, 'mr')).toBeUndefined();
    const { container } = render(
      <>
        <LanguageLabel language={undefined} />
        <EntryWords words="वेब डेव्हलपमेंट" language={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('वेब डेव्हलपमेंट');
  });

  it('marks an entry’s words with their language, then labels them', () => {
    const { container } = render(
      <p>
        <EntryWords words="Web Development" language={inEnglish} />
      </p>,
    );
    expect(screen.getByText('Web Development')).toHaveAttribute('lang', 'en');
    expect(container.textContent).toBe(`Web Development ${marathi.texts.languages.offeredIn.en}`);
    render(<OwnLanguage language={inEnglish}>Real Estate</OwnLanguage>);
    expect(screen.getByText('Real Estate')).toHaveAttribute('lang', 'en');
  });
});
