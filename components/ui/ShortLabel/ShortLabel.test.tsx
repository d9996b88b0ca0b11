import { render, screen } from '@testing-library/react';
import { ShortLabel } from './ShortLabel';

describe('ShortLabel', () => {
  it('shows the short words and gives the link the whole name a screen reader reads', () => {
    render(
      <a href="#five-signs">
        <ShortLabel shown="Read More" name="Read More: Five signs" />
      </a>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Read More: Five signs');
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Read More$/);
  });
});
