import { render } from '@testing-library/react';
import { createRef } from 'react';
import { getContent } from '@/lib/content';
import { Honeypot } from './Honeypot';

const hindi = getContent(undefined, 'hi');

// docs/product-rules.md#forms: a field people never see and bots fill in; its words are the page's
// like every other (a crawler reads them), docs/product-rules.md#languages.
describe('Honeypot', () => {
  it('is hidden from people and names its field in the page’s language', () => {
    const { container } = render(<Honeypot id="contact-trap" inputRef={createRef()} label={hindi.forms.trap} />);
    const trap = container.firstElementChild!;
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('label[for="contact-trap"]')).toHaveTextContent(hindi.forms.trap);
    expect(container.querySelector('input')).toHaveAttribute('tabindex', '-1');
  });
});
