import { render, screen } from '@testing-library/react';
import type { PhotoImage } from '@/components/ui/Photo/Photo';
import type { ImageRef } from '@/lib/content';
import { ClientLine } from './ClientLine';

// A client's logo has the box of its drawing (lib/content/schema.ts clientSchema); an uploaded one
// is laid out in that same box (lib/media/photo.ts pictureFor). jsdom lays nothing out: the box as
// the browser draws it at 390 px is measured in Chromium by `npm run test:photos`.
const drawn: ImageRef = { src: '/art/clients/client-02.svg', width: 200, height: 80, alt: 'Indrayani Realty logo' };
const uploaded: PhotoImage = {
  ...drawn,
  src: '/art/uploads/indrayani-logo.png',
  photo: {
    sources: [{ type: 'image/avif', srcSet: '/art/uploads/sizes/indrayani-logo.png/400.avif 400w' }],
    fallback: '/art/uploads/sizes/indrayani-logo.png/400.webp',
    fit: 'contain',
    share: '/art/uploads/sizes/indrayani-logo.png/share.jpg',
  },
};

/** The box the logo element declares: its own width and height, or those of the picture and frame it holds. */
function declaredBox(container: HTMLElement) {
  const line = container.querySelector('p')!;
  const logo = line.firstElementChild!;
  const img = logo.matches('img') ? logo : logo.querySelector('img')!;
  const frame = logo.querySelector('svg');
  return {
    sizedBy: logo.className,
    img: [img.getAttribute('width'), img.getAttribute('height')],
    frame: frame?.getAttribute('viewBox') ?? `0 0 ${img.getAttribute('width')} ${img.getAttribute('height')}`,
  };
}

describe('ClientLine', () => {
  it('lays an uploaded logo out in the box of a drawn one, under the same rule', () => {
    const withDrawing = render(<ClientLine client="Indrayani Realty" logo={drawn} year={2025} />);
    const withUpload = render(<ClientLine client="Indrayani Realty" logo={uploaded} year={2025} />);
    const [a, b] = [declaredBox(withDrawing.container), declaredBox(withUpload.container)];
    expect(b.img).toEqual(a.img);
    expect(b.frame).toEqual(a.frame);
    // The one class that sizes the logo in this line sizes both.
    expect(b.sizedBy.split(' ')).toContain(a.sizedBy);
  });

  it('shows the logo whole and as decoration: the client is named in words beside it', () => {
    render(<ClientLine client="Indrayani Realty" logo={uploaded} sector={{ title: 'Real Estate', path: '/real-estate', locale: 'en' }} year={2025} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveClass('contain');
    expect(screen.getByText('Indrayani Realty').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Real Estate' })).toHaveAttribute('href', '/real-estate');
  });
});
