import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { SkipLink } from './SkipLink';

const { texts } = getContent();

describe('SkipLink', () => {
  it('jumps to the main content, in the words of content', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: texts.header.skipLink })).toHaveAttribute('href', '#main');
  });
});
