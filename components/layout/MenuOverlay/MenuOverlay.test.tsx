import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MenuOverlay } from './MenuOverlay';
import { SearchButton } from '@/components/search/SearchButton/SearchButton';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch/LanguageSwitch';
import { getContent } from '@/lib/content';
import { linkTo, links } from '@/lib/links';
import { languageLinks, menuLabels, navigation } from '@/lib/navigation';
import { routeOf } from '@/lib/routes';
import { SocialLinks } from '@/components/layout/SocialLinks/SocialLinks';

const content = getContent();
const { menu: menuLinks } = navigation(content);
const { site, texts } = content;

// jsdom has <dialog> without its methods: model the browser's open/close and the close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

// The social links as the header draws them on the server and hands them to the menu.
const socialLinks = <SocialLinks socials={site.socials} label={texts.header.menuSocials} />;
const menu = <MenuOverlay links={menuLinks} socials={socialLinks} companyName={site.name} labels={menuLabels(texts.header)} />;
const renderMenu = () => render(menu);

describe('MenuOverlay', () => {
  it('has the close button as the first control of the open menu, where the browser puts focus, before the language switch', () => {
    render(<MenuOverlay links={menuLinks} socials={socialLinks} companyName={site.name} labels={menuLabels(texts.header)} languages={<LanguageSwitch links={languageLinks(routeOf('services', 'en'))} label={texts.languages.switchName} tone="dark" landmark={false} />} />);
    fireEvent.click(screen.getByRole('button', { name: texts.header.openMenu }));
    const first = screen.getByRole('dialog').querySelector('a[href], button');
    expect(first).toBe(screen.getByRole('button', { name: texts.header.closeMenu }));
  });

  it('opens from the hamburger and lists the menu items in order, linking the pages of the rules', () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    const items = screen.getAllByRole('link').filter((a) => texts.menu.some((m) => m.label === a.textContent));
    // Each menu entry of content names its page: the labels in order, to those pages.
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(texts.menu.map(({ label, page }) => [label, links[page]]));
    expect(screen.getByRole('heading', { name: site.name })).toBeInTheDocument();
  });

  it('opens the dialog itself and cancels the click, so the button’s HTML command does not open it a second time', () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
    expect(hamburger).toHaveAttribute('command', 'show-modal');
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      // fireEvent returns false when a handler cancelled the click: the command then does not run.
      expect(fireEvent.click(hamburger)).toBe(false);
      expect(showModal).toHaveBeenCalledTimes(1);
    } finally {
      showModal.mockRestore();
    }
  });

  it('stays open when the page’s code arrives after the browser opened it from the hamburger’s command', async () => {
    // docs/product-rules.md#header-and-menu: a tap before hydration opens the menu natively.
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.appendChild(container);
    container.querySelector('dialog')!.setAttribute('open', '');
    // React's development build names the `open` the browser added (production does not compare attributes).
    const mismatch = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(menu, { container, hydrate: true });
    expect(mismatch.mock.calls.flat().join(' ')).toMatch(/open=""/);
    mismatch.mockRestore();
    // Long enough for any fade the code might start (none in jsdom: it would close at once).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-closing');
    expect(screen.getByRole('button', { name: texts.header.openMenu, hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on the close icon and gives focus back to the hamburger', async () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
    fireEvent.click(hamburger);
    fireEvent.click(screen.getByRole('button', { name: texts.header.closeMenu }));
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open'));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('stays open, full screen, while it fades out, and closes once the fade has ended', async () => {
    // docs/product-rules.md#header-and-menu: the fade runs while the dialog is still open, so no engine shows it shrunk into the header.
    let endFade = () => {};
    const fade = { finished: new Promise<void>((resolve) => (endFade = resolve)) };
    HTMLDialogElement.prototype.getAnimations = () => [fade as unknown as Animation];
    try {
      renderMenu();
      const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
      fireEvent.click(hamburger);
      const dialog = screen.getByRole('dialog');
      fireEvent.click(screen.getByRole('button', { name: texts.header.closeMenu }));
      await act(async () => {});
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAttribute('data-closing');
      await act(async () => endFade());
      expect(dialog).not.toHaveAttribute('open');
      expect(dialog).not.toHaveAttribute('data-closing');
      expect(hamburger).toHaveFocus();
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).getAnimations;
    }
  });

  it('fades out on Escape instead of vanishing, and closes when a link is followed', async () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
    fireEvent.click(hamburger);
    const dialog = screen.getByRole('dialog');
    // The browser turns Escape on a modal dialog into a cancelable "cancel" event.
    const escape = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    await waitFor(() => expect(hamburger).toHaveAttribute('aria-expanded', 'false'));
    fireEvent.click(hamburger);
    // jsdom cannot follow the link itself: the menu's own click handler is what is under test.
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(screen.getByRole('link', { name: menuLinks[2]!.label }));
    document.removeEventListener('click', stay);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('shows the social links of content and keeps the hidden ones (Facebook) out of sight', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: texts.header.openMenu }));
    expect(site.socials.some((s) => s.hidden)).toBe(true);
    for (const social of site.socials) {
      if (social.hidden) expect(screen.queryByRole('link', { name: social.label })).not.toBeInTheDocument();
      else expect(screen.getByRole('link', { name: social.label })).toBeVisible();
    }
  });

  it('keeps the close button the first control of the open menu, where the browser puts focus, with the search button after it', () => {
    render(<MenuOverlay links={menuLinks} socials={socialLinks} companyName={site.name} labels={menuLabels(texts.header)} search={<SearchButton href={linkTo('search')} label={texts.search.button} />} />);
    fireEvent.click(screen.getByRole('button', { name: texts.header.openMenu }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const controls = [...dialog.querySelectorAll('a[href], button')];
    expect(controls[0]).toHaveAccessibleName(texts.header.closeMenu);
    expect(controls[1]).toHaveTextContent(texts.search.button);
  });
});
