import { render, screen } from '@testing-library/react';
import { links } from '@/lib/links';
import { CtaBand } from './CtaBand';

describe('CtaBand', () => {
  it('sends the visitor to the enquiry page by default', () => {
    render(<CtaBand copy={{ heading: 'Have an idea?', text: 'Tell us.', button: 'Get Quote' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Have an idea?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', links.getQuote);
  });
});
