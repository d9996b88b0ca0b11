import { render, screen } from '@testing-library/react';
import { Photo, type PhotoImage } from './Photo';

const image: PhotoImage = {
  src: '/art/uploads/team.jpg',
  width: 1200,
  height: 600,
  alt: 'The studio team around a table of printed proofs',
  photo: {
    sources: [
      { type: 'image/avif', srcSet: '/art/uploads/sizes/team.jpg/400.avif 400w, /art/uploads/sizes/team.jpg/800.avif 800w' },
      { type: 'image/webp', srcSet: '/art/uploads/sizes/team.jpg/400.webp 400w, /art/uploads/sizes/team.jpg/800.webp 800w' },
    ],
    fallback: '/art/uploads/sizes/team.jpg/800.webp',
    fit: 'cover',
    share: '/art/uploads/sizes/team.jpg/share.jpg',
    placeholder: { columns: 2, rows: 1, fills: ['#112233', '#445566'] },
  },
};

describe('Photo', () => {
  it('offers AVIF first, then WebP, at every width, in the box of the drawing it replaces', () => {
    const { container } = render(<Photo image={image} sizes="100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', image.photo.sources[0]!.srcSet);
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('src', image.photo.fallback);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '600');
    // The box keeps the drawing's proportions even once a file of other proportions has loaded.
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1200 600');
  });

  it('loads lazily below the fold, and first and at once where it is the largest picture', () => {
    const { rerender } = render(<Photo image={image} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<Photo image={image} sizes="100vw" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws its placeholder colours in the page, hidden from assistive technology', () => {
    const { container } = render(<Photo image={image} sizes="100vw" />);
    const placeholder = container.querySelector('svg');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect([...placeholder!.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#112233', '#445566']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('is decoration when told so', () => {
    render(<Photo image={image} sizes="100vw" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('stops the build when the media step has not written its sizes', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unbuilt = { ...image, photo: { ...image.photo, sources: [], unbuilt: '/art/uploads/team.jpg: its sizes are not built' } };
    expect(() => render(<Photo image={unbuilt} sizes="100vw" />)).toThrow(/its sizes are not built/);
  });
});
