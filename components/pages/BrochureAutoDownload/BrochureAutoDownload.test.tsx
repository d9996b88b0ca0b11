import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrochureAutoDownload } from './BrochureAutoDownload';
import { getContent } from '@/lib/content';

const { site } = getContent();

it('downloads the brochure once under its fixed name when the page opens, and says so', async () => {
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  render(
    <StrictMode>
      <BrochureAutoDownload file={site.brochurePath} fileName={site.brochureFile} />
    </StrictMode>,
  );
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.getAttribute('href')).toBe(site.brochurePath);
  expect(clicks[0]!.download).toBe(site.brochureFile);
  expect(await screen.findByText(`Downloading ${site.brochureFile}.`)).toBeInTheDocument();
  click.mockRestore();
});
