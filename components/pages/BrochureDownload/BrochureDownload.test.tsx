import { render, screen, within } from '@testing-library/react';
import { pageCopy } from '@/content/pages';
import { brochureFile } from '@/content/routes';
import { texts } from '@/content/texts';
import { BrochureDownload } from './BrochureDownload';

describe('BrochureDownload', () => {
  it('downloads the brochure under its fixed file name', () => {
    render(<BrochureDownload />);
    const link = screen.getByRole('link', { name: texts.brochure.button });
    expect(link).toHaveAttribute('href', brochureFile);
    expect(link).toHaveAttribute('download', texts.brochure.fileName);
  });

  it('says what the brochure holds', () => {
    render(<BrochureDownload />);
    const region = screen.getByRole('region', { name: pageCopy.brochure.insideHeading });
    expect(within(region).getAllByRole('listitem')).toHaveLength(pageCopy.brochure.inside.length);
  });
});
