import { render, screen } from '@testing-library/react';
import { links } from '@/content/routes';
import { texts } from '@/content/texts';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page was not found and leads back to the home page (SPEC 2.13)', () => {
    render(<NotFound canonicalByLowerPath={{ '/services': '/services' }} />);
    expect(screen.getByRole('heading', { level: 1, name: texts.notFound.heading })).toBeInTheDocument();
    expect(screen.getByText(texts.notFound.line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.notFound.back })).toHaveAttribute('href', links.home);
  });

  it('carries the case-insensitive redirect for known pages, with "<" escaped', () => {
    const { container } = render(<NotFound canonicalByLowerPath={{ '/a<b': '/services' }} />);
    const script = container.querySelector('script')!.innerHTML;
    expect(script).toContain('"/services"');
    expect(script).toContain('\\u003c');
    expect(script).not.toContain('/a<b');
  });
});
