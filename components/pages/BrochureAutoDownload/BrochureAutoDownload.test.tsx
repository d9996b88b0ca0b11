import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrochureAutoDownload } from './BrochureAutoDownload';
import { fillTemplate, getContent } from '@/lib/content';

const { site } = getContent();

it.each(['en', 'hi', 'mr'] as const)('downloads the brochure once under its fixed name when the page opens, and says so in the page’s language (%s)', async (locale) => {
  const announcement = fillTemplate(getContent(undefined, locale).texts.brochure.downloading, { file: site.brochureFile });
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  render(
    <StrictMode>
      <BrochureAutoDownload file={site.brochurePath} fileName={site.brochureFile} announcement={announcement} />
    </StrictMode>,
  );
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.getAttribute('href')).toBe(site.brochurePath);
  expect(clicks[0]!.download).toBe(site.brochureFile);
  expect(await screen.findByText(announcement)).toHaveAttribute('role', 'status');
  click.mockRestore();
});
