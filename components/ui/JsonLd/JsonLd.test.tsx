import { render } from '@testing-library/react';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('renders the data as JSON that parses back to the same object', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Ekchhat & Co' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual(data);
  });

  it('escapes "<" so that text in the data cannot end the script element', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const { container } = render(<JsonLd data={data} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('<');
    expect(script.innerHTML).toContain('\\u003c/script>');
    expect(JSON.parse(script.textContent!)).toEqual(data);
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });
});
