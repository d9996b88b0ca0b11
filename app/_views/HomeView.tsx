import { ClientLogos } from '@/components/home/ClientLogos/ClientLogos';
import { HomeHero } from '@/components/home/HomeHero/HomeHero';
import { HomeOverview } from '@/components/home/HomeOverview/HomeOverview';
import { IndustriesSection } from '@/components/home/IndustriesSection/IndustriesSection';
import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import { ServiceGrid } from '@/components/home/ServiceGrid/ServiceGrid';
import { ServicesIntro } from '@/components/home/ServicesIntro/ServicesIntro';
import { StatsBlock } from '@/components/home/StatsBlock/StatsBlock';
import { TestimonialSlider } from '@/components/home/TestimonialSlider/TestimonialSlider';
import { clientLogos } from '@/content/clients';
import { floatingIcons, heroCtas, homeArt, homeOverview, servicesSwipeHint, statsHeading } from '@/content/home';
import { sectors } from '@/content/sectors';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { statistics } from '@/content/stats';
import { testimonials } from '@/content/testimonials';
import { texts } from '@/content/texts';
import { homeRoute } from '../seo';
import { structuredDataFor } from '../structuredData';

/** SPEC 2.4: the home page, section by section. */
export function HomeView() {
  return (
    <>
      <JsonLd data={structuredDataFor(homeRoute)} />
      <HomeHero name={site.name} art={homeArt} ctas={heroCtas} />
      <HomeOverview overview={homeOverview} icons={floatingIcons} />
      <StatsBlock heading={statsHeading} statistics={statistics} />
      <ServicesIntro art={homeArt.servicesIntro} cta={heroCtas.secondary} />
      <ServiceGrid services={services} swipeHint={servicesSwipeHint} />
      <IndustriesSection sectors={sectors} />
      <ClientLogos heading={texts.home.clientsHeading} logos={clientLogos} />
      <TestimonialSlider heading={texts.home.testimonialsHeading} testimonials={testimonials} />
    </>
  );
}
