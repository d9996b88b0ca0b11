import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { brochureFile } from '@/content/routes';
import { texts } from '@/content/texts';
import { BrochureAutoDownload } from './BrochureAutoDownload';

it('downloads the brochure once under its fixed name when the page opens, and says so', async () => {
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  render(
    <StrictMode>
      <BrochureAutoDownload />
    </StrictMode>,
  );
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.getAttribute('href')).toBe(brochureFile);
  expect(clicks[0]!.download).toBe(texts.brochure.fileName);
  expect(await screen.findByText(`Downloading ${texts.brochure.fileName}.`)).toBeInTheDocument();
  click.mockRestore();
});
