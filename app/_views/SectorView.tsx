import type { Sector } from '@/content/sectors';

export function SectorView({ sector }: { sector: Sector }) {
  return <h1>{sector.title}</h1>;
}
