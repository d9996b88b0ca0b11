import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MenuOverlay } from './MenuOverlay';
import { getContent } from '@/lib/content';
import { navigation } from '@/lib/navigation';

const { menu: menuLinks } = navigation(getContent());
const { site } = getContent();
const { texts } = getContent();

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

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

const renderMenu = () => render(<MenuOverlay links={menuLinks} socials={site.socials} companyName={site.name} labels={{ open: texts.header.openMenu, close: texts.header.closeMenu }} />);

describe('MenuOverlay', () => {
  it('opens from the hamburger and lists the six menu items with their targets', () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: texts.header.openMenu });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    const items = screen.getAllByRole('link').filter((a) => texts.menu.some((m) => m.label === a.textContent));
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['HOME', '/'],
      ['WHY WE ?', '/WhyWe'],
      ['SERVICES', '/Services'],
      ['DOMAINS', '/Domains'],
      ['ABOUT US', '/AboutUs'],
      ['CONTACT US', '/ContactUs'],
    ]);
    expect(screen.getByRole('heading', { name: site.name })).toBeInTheDocument();
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
    fireEvent.click(screen.getByRole('link', { name: 'SERVICES' }));
    document.removeEventListener('click', stay);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('shows Instagram, WhatsApp, LinkedIn and X, and keeps Facebook hidden', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: texts.header.openMenu }));
    for (const name of ['Instagram', 'WhatsApp chat', 'LinkedIn', 'X (Twitter)']) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
