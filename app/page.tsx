import type { Metadata } from 'next';
import { homeSeo } from '@/content/seo';
import { HomeView } from './_views/HomeView';
import { pageMetadata } from './seo';

export const metadata: Metadata = pageMetadata({ ...homeSeo, canonical: '/', absoluteTitle: true });

export default function HomePage() {
  return <HomeView />;
}
