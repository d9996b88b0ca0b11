import type { ReactNode } from 'react';
import { EditionLayout, editionMetadata } from '../_pages/EditionLayout';
import { sans } from '../fonts';
import { devanagari } from '../fontsDevanagari';

export { viewport } from '../_pages/EditionLayout';
export const metadata = editionMetadata('mr');

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <EditionLayout locale="mr" fonts={`${sans.variable} ${devanagari.variable}`}>
      {children}
    </EditionLayout>
  );
}
