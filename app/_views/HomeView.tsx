import { ClientLogosWhenNear } from '@/components/home/belowTheFold';
import { TestimonialSlider } from '@/components/home/TestimonialSlider/TestimonialSlider';
import { HomeHero } from '@/components/home/HomeHero/HomeHero';
import { HomeOverview } from '@/components/home/HomeOverview/HomeOverview';
import { SectorsSection } from '@/components/home/SectorsSection/SectorsSection';
import { ServiceGrid } from '@/components/home/ServiceGrid/ServiceGrid';
import { ServicesIntro } from '@/components/home/ServicesIntro/ServicesIntro';
import { StatsBlock } from '@/components/home/StatsBlock/StatsBlock';
import { getContent } from '@/lib/content';

/** docs/product-rules.md#home: the home page, section by section. */
export function HomeView() {
  const { site, home, services, sectors, clients, testimonials, texts } = getContent();
  return (
    <>
      <HomeHero name={site.name} art={home.images} ctas={home.heroCtas} />
      <HomeOverview overview={home.overview} icons={home.images.floatingIcons} />
      <StatsBlock heading={home.statsHeading} statistics={home.statistics} />
      <ServicesIntro art={home.images.servicesIntro} cta={home.heroCtas.secondary} />
      <ServiceGrid services={services} swipeHint={home.servicesSwipeHint} />
      <SectorsSection sectors={sectors} />
      <ClientLogosWhenNear heading={texts.home.clientsHeading} logos={clients} labels={texts.home.clientLogos} words={texts.home.playPause} />
      <TestimonialSlider
        heading={texts.home.testimonialsHeading}
        testimonials={testimonials}
        labels={texts.home.testimonialSlider}
        words={texts.home.playPause}
      />
    </>
  );
}
