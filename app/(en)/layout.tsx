import type { ReactNode } from 'react';
import { EditionLayout, editionMetadata } from '../_pages/EditionLayout';
import { sans } from '../fonts';

export { viewport } from '../_pages/EditionLayout';
export const metadata = editionMetadata('en');

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <EditionLayout locale="en" fonts={sans.variable}>
      {children}
    </EditionLayout>
  );
}
