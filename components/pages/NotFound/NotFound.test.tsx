import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { NotFound } from './NotFound';
import { getContent } from '@/lib/content';

const { texts } = getContent();

describe('NotFound', () => {
  it('says the page was not found and leads back to the home page (docs/product-rules.md#inner-pages)', () => {
    render(<NotFound locale="en" canonicalByLowerPath={{ '/services': '/services' }} />);
    expect(screen.getByRole('heading', { level: 1, name: texts.notFound.heading })).toBeInTheDocument();
    expect(screen.getByText(texts.notFound.line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.notFound.back })).toHaveAttribute('href', links.home);
  });

  it('carries the case-insensitive redirect for known pages, with "<" escaped', () => {
    const { container } = render(<NotFound locale="en" canonicalByLowerPath={{ '/a<b': '/services' }} />);
    const script = container.querySelector('script')!.innerHTML;
    expect(script).toContain('"/services"');
    expect(script).toContain('\\u003c');
    expect(script).not.toContain('/a<b');
  });
});
