import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { links } from '@/lib/links';
import { LinkButton } from './LinkButton';

const { site, texts } = getContent();

describe('LinkButton', () => {
  it('is a plain link in the same tab, which hands the next page no opener to hide', () => {
    render(<LinkButton href={links.getQuote}>{texts.header.getQuote}</LinkButton>);
    const link = screen.getByRole('link', { name: texts.header.getQuote });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opening a new tab never gives that page a handle on this one (noopener) nor our address (noreferrer)', () => {
    render(
      <LinkButton href={site.brochurePath} target="_blank">
        {site.name}
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: site.name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });
});
