import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrochureAutoDownload } from './BrochureAutoDownload';
import { fillTemplate, getContent } from '@/lib/content';

const { site, texts } = getContent();
const marathi = getContent(undefined, 'mr');

it('downloads the brochure once under its fixed name when the page opens, and says so', async () => {
  const clicks: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  render(
    <StrictMode>
      <BrochureAutoDownload file={site.brochurePath} fileName={site.brochureFile} status={texts.brochure.downloading} />
    </StrictMode>,
  );
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.getAttribute('href')).toBe(site.brochurePath);
  expect(clicks[0]!.download).toBe(site.brochureFile);
  expect(await screen.findByText(fillTemplate(texts.brochure.downloading, { file: site.brochureFile }))).toHaveAttribute('role', 'status');
  click.mockRestore();
});

it('says so in the page’s language (docs/product-rules.md#languages)', async () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  render(<BrochureAutoDownload file={marathi.site.brochurePath} fileName={marathi.site.brochureFile} status={marathi.texts.brochure.downloading} />);
  const status = await screen.findByRole('status');
  await screen.findByText(fillTemplate(marathi.texts.brochure.downloading, { file: marathi.site.brochureFile }));
  expect(status.textContent).not.toMatch(/Downloading/);
  click.mockRestore();
});
