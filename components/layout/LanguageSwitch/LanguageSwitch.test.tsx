import { render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { editions, locales } from '@/lib/i18n/locales';
import { languageLinks } from '@/lib/navigation';
import { routeOf } from '@/lib/routes';
import { LanguageSwitch } from './LanguageSwitch';

const marathi = getContent(undefined, 'mr');
const page = routeOf('services', 'mr');

// docs/product-rules.md#languages
describe('LanguageSwitch', () => {
  it('is a list of plain links named in each language’s own script, each marked with its language, the page’s own current', () => {
    render(<LanguageSwitch links={languageLinks(page)} label={marathi.texts.languages.switchName} tone="light" />);
    const nav = screen.getByRole('navigation', { name: marathi.texts.languages.switchName });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(locales.map((l) => editions[l].name));
    for (const [i, locale] of locales.entries()) {
      const link = links[i]!;
      expect(link).toHaveAttribute('href', page.alternates[locale]);
      expect(link).toHaveAttribute('hreflang', locale);
      expect(link).toHaveAttribute('lang', locale);
      if (locale === 'mr') expect(link).toHaveAttribute('aria-current', 'true');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('is a group, not a second landmark of the same name, where the page has one already (the menu)', () => {
    render(
      <>
        <LanguageSwitch links={languageLinks(page)} label={marathi.texts.languages.switchName} tone="light" />
        <LanguageSwitch links={languageLinks(page)} label={marathi.texts.languages.switchName} tone="dark" landmark={false} />
      </>,
    );
    expect(screen.getAllByRole('navigation', { name: marathi.texts.languages.switchName })).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: marathi.texts.languages.switchName })).getAllByRole('link')).toHaveLength(locales.length);
  });
});
