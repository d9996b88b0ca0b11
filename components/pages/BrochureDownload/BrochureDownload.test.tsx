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

  it('says what the brochure holds', () => {
    render(<BrochureDownload />);
    const region = screen.getByRole('region', { name: pageCopy.brochure.insideHeading });
    expect(within(region).getAllByRole('listitem')).toHaveLength(pageCopy.brochure.inside.length);
  });
});
