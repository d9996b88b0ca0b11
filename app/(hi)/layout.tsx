import type { ReactNode } from 'react';
import { DevanagariFace } from '@/components/layout/DevanagariFace/DevanagariFace';
import { EditionLayout, editionMetadata } from '../_pages/EditionLayout';
import { sans } from '../fonts';

export { viewport } from '../_pages/EditionLayout';
export const metadata = editionMetadata('hi');

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <EditionLayout locale="hi" fonts={sans.variable} face={<DevanagariFace />}>
      {children}
    </EditionLayout>
  );
}
