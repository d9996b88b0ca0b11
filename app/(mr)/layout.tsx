import type { ReactNode } from 'react';
import { DevanagariFace } from '@/components/layout/DevanagariFace/DevanagariFace';
import { EditionLayout, editionMetadata } from '../_pages/EditionLayout';
import { sans } from '../fonts';

export { viewport } from '../_pages/EditionLayout';
export const metadata = editionMetadata('mr');

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <EditionLayout locale="mr" fonts={sans.variable} face={<DevanagariFace />}>
      {children}
    </EditionLayout>
  );
}
