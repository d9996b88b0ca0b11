import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import type { ImageRef } from '@/lib/content';

interface Props {
  /** The entry's card picture: one of our drawings or an uploaded photo. */
  image: ImageRef;
  /** Overrides the picture's alt text: "" where the card's words say it all. */
  alt?: string;
  className?: string;
  /** How wide the picture shows, as for <img sizes>. */
  sizes: string;
  /**
   * The first card of a list that opens its page (a tag page, a later blog page, /work): on a
   * phone its picture is the largest thing in the first screen, so a drawing is drawn in the
   * HTML and a photo is fetched first, not lazily (docs/product-rules.md#art).
   */
  lead?: boolean;
}

/** A card's picture, fetched lazily unless it leads the page. Server only (InlineArt reads the drawing at build time). */
export function CardPicture({ image, alt, className, sizes, lead = false }: Props) {
  const text = alt ?? image.alt;
  if (isPhoto(image)) return <Photo className={className} image={image} alt={alt} priority={lead} sizes={sizes} />;
  if (lead) return <InlineArt className={className} src={image.src} alt={text} cover />;
  return <ArtImage className={className} src={image.src} width={image.width} height={image.height} alt={text} sizes={sizes} />;
}
