import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import type { PhotoImage } from '@/components/ui/Photo/Photo';
import { CardPicture } from './CardPicture';

const drawing = getContent().articles[0]!.images.card;
const photo: PhotoImage = {
  src: '/art/uploads/team.jpg',
  width: 400,
  height: 260,
  alt: 'The studio team around a table of printed proofs',
  photo: {
    sources: [{ type: 'image/webp', srcSet: '/art/uploads/sizes/team.jpg/400.webp 400w' }],
    fallback: '/art/uploads/sizes/team.jpg/400.webp',
    fit: 'cover',
    share: '/art/uploads/sizes/team.jpg/share.jpg',
    placeholder: { columns: 2, rows: 1, fills: ['#112233', '#445566'] },
  },
};

describe('CardPicture', () => {
  it('fetches a drawing lazily, with its alt text, when the card does not lead the page', () => {
    render(<CardPicture image={drawing} sizes="90vw" />);
    const img = screen.getByRole('img', { name: drawing.alt });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', drawing.src);
  });

  it("draws a leading card's drawing in the HTML, named by its alt text, with nothing to fetch", () => {
    const { container } = render(<CardPicture image={drawing} sizes="90vw" lead />);
    expect(screen.getByRole('img', { name: drawing.alt }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('img')).toBeNull();
  });

  it('hides the picture from screen readers where the card says it all', () => {
    const { container } = render(<CardPicture image={drawing} alt="" sizes="90vw" lead />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("fetches a leading card's photo first and at once, another lazily", () => {
    const { rerender } = render(<CardPicture image={photo} sizes="90vw" lead />);
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: photo.alt })).not.toHaveAttribute('loading', 'lazy');
    rerender(<CardPicture image={photo} sizes="90vw" />);
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('loading', 'lazy');
  });
});
