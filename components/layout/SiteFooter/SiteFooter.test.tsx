import { render, screen, within } from '@testing-library/react';
import { fillTemplate, getContent } from '@/lib/content';
import { links } from '@/lib/links';
import { SiteFooter } from './SiteFooter';

const { site, texts } = getContent();

describe('SiteFooter', () => {
  it('links the pages of content at its foot (the work, the blog, the brochure), in the footer’s lower case', () => {
    render(<SiteFooter />);
    const pages = within(screen.getByRole('navigation', { name: texts.footer.linksName })).getAllByRole('link');
    expect(pages.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(texts.footer.links.map(({ label, page }) => [label, links[page].toLowerCase()]));
  });

  it('says who runs the site and where, in the words of content', () => {
    render(<SiteFooter />);
    expect(screen.getByText(fillTemplate(texts.footer.about, { tagline: site.tagline, locality: site.address.locality }))).toBeInTheDocument();
    expect(screen.getByText(fillTemplate(texts.footer.rights, { year: new Date().getFullYear(), name: site.name }))).toBeInTheDocument();
  });
});
