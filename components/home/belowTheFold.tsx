'use client';

// The home page's interactive parts below the fold, loaded when about to be seen
// (docs/product-rules.md#performance). Their stylesheets are imported here, so they are part of
// the page's CSS from the first paint rather than arriving with the code.
import '@/components/home/ClientLogos/ClientLogos.module.scss';
import '@/components/home/FloatingIcons/FloatingIcons.module.scss';
import '@/components/ui/PlayPauseButton/PlayPauseButton.module.scss';
import { whenNear } from '@/components/ui/WhenNear/whenNear';

export const FloatingIconsWhenNear = whenNear('floating-icons', () =>
  import('@/components/home/FloatingIcons/FloatingIcons').then((m) => m.FloatingIcons),
);

export const ClientLogosWhenNear = whenNear('client-logos', () =>
  import('@/components/home/ClientLogos/ClientLogos').then((m) => m.ClientLogos),
);
