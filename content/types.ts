/** Shared content shapes. Content files hold data only; nothing here imports React. */

/** An image in public/, with its intrinsic size so the page never shifts while it loads. */
export interface ImageRef {
  /** Path under public/, starting with "/". */
  src: string;
  width: number;
  height: number;
  /** Meaningful alternative text, or "" when the image is purely decorative. */
  alt: string;
}

/** A short titled paragraph: service benefits, company values, statistics blurbs. */
export interface TitledText {
  title: string;
  text: string;
}
