import { ImageResponse } from 'next/og';
import { routes } from '@/content/routes';
import { ogImageName, ogImageSize } from '../../seo';
import { ShareImage } from '../ShareImage';
import { shareFonts } from '../shareAssets';
import { shareCardFor } from '../shareCard';

// Static export: one PNG per canonical page, written at build time (/og/home.png, /og/services.png, ...).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { image: string }[] {
  return routes.map((r) => ({ image: ogImageName(r) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = routes.find((r) => ogImageName(r) === image);
  if (!route) return new Response(null, { status: 404 });
  return new ImageResponse(<ShareImage card={shareCardFor(route)} />, { ...ogImageSize, fonts: shareFonts });
}
