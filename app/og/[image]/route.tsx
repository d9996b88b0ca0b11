import { ImageResponse } from 'next/og';
import { getRoutes } from '@/lib/routes';
import { ogImageName, ogImageSize } from '../../_pages/urls';
import { ShareImage } from '../ShareImage';
import { shapingStacks, shareFonts } from '../shareAssets';
import { shareCardOf } from '../shareCardOf';

// Static export: one PNG per canonical page, written at build time (/og/home.png, /og/services.png, ...).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { image: string }[] {
  return getRoutes().map((r) => ({ image: ogImageName(r) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = getRoutes().find((r) => ogImageName(r) === image);
  if (!route) return new Response(null, { status: 404 });
  return new ImageResponse(<ShareImage card={shareCardOf(route)} stacks={await shapingStacks()} />, { ...ogImageSize, fonts: shareFonts });
}
