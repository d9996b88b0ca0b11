import { render, screen, within } from '@testing-library/react';
import { BrochureDownload } from './BrochureDownload';
import { getContent } from '@/lib/content';

const { pages: pageCopy } = getContent();
const brochureFile = getContent().site.brochurePath;
const { texts } = getContent();

describe('BrochureDownload', () => {
  it('downloads the brochure under its fixed file name', () => {
    render(<BrochureDownload />);
    const link = screen.getByRole('link', { name: texts.brochure.button });
    expect(link).toHaveAttribute('href', brochureFile);
    expect(link).toHaveAttribute('download', getContent().site.brochureFile);
  });

  it('links the brochure without a language of its own on an English page', () => {
    render(<BrochureDownload locale="en" />);
    expect(screen.getByRole('link', { name: texts.brochure.button })).not.toHaveAttribute('hreflang');
  });

  it.each(['hi', 'mr'] as const)('offers the English brochure on a %s page as English: hreflang, and the words in the page’s language', (locale) => {
    const { texts: own } = getContent(undefined, locale);
    render(<BrochureDownload locale={locale} />);
    const link = screen.getByRole('link', { name: `${own.brochure.button} (${own.languages.offeredIn.en})` });
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('href', brochureFile);
  });

  it('says what the brochure holds', () => {
    render(<BrochureDownload />);
    const region = screen.getByRole('region', { name: pageCopy.brochure.insideHeading });
    expect(within(region).getAllByRole('listitem')).toHaveLength(pageCopy.brochure.inside.length);
  });
});
