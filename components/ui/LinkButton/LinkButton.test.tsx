import { render, screen } from '@testing-library/react';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('links to an internal page by its visible label', () => {
    render(<LinkButton href="/GetQuote">Get Quote</LinkButton>);
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/GetQuote');
  });

  it('opens a new tab safely when asked to', () => {
    render(
      <LinkButton href="/brochure.pdf" target="_blank">
        Brochure
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Brochure' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('downloads a file under the given name', () => {
    render(
      <LinkButton href="/brochure.pdf" download="Brochure.pdf" icon="download">
        Download
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Brochure.pdf');
  });
});
