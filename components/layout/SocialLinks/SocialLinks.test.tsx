import { render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { SocialLinks } from './SocialLinks';

const { site } = getContent();

describe('SocialLinks', () => {
  it('links every visible profile by its name, in a new tab, and keeps hidden ones out of sight', () => {
    render(<SocialLinks socials={site.socials} label="Follow us" />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const visible = site.socials.filter((s) => !s.hidden);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(visible.length);
    visible.forEach((s, i) => {
      expect(links[i]).toHaveAccessibleName(s.label);
      expect(links[i]).toHaveAttribute('href', s.href);
      expect(links[i]).toHaveAttribute('target', '_blank');
    });
    for (const s of site.socials.filter((x) => x.hidden)) {
      expect(screen.queryByRole('link', { name: s.label })).not.toBeInTheDocument();
    }
  });
});
