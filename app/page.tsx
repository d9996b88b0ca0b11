import type { Metadata } from 'next';
import { HomeView } from './_views/HomeView';
import { homeRoute, pageMetadata } from './seo';

export const metadata: Metadata = pageMetadata(homeRoute);

export default function HomePage() {
  return <HomeView />;
}
