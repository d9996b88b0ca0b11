import { render, screen, within } from '@testing-library/react';
import { RelatedLinks } from './RelatedLinks';

describe('RelatedLinks', () => {
  it('is a navigation landmark named by its heading, one link per item', () => {
    render(
      <RelatedLinks
        id="more"
        heading="Other industries we serve"
        items={[
          { label: 'Education', href: '/education' },
          { label: 'Clothing', href: '/clothing' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Other industries we serve' });
    expect(within(nav).getByRole('link', { name: 'Clothing' })).toHaveAttribute('href', '/clothing');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });
});
