import { home } from '#src/content/home';
import { services } from '#src/content/services';
import { HomeSection } from './home-section';
import { ServicesCarousel } from './services-carousel';

/** Services carousel section (3 of the 7 services at a time). */
export function ServicesSection() {
  const copy = home.services;
  return (
    <HomeSection id="services" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} tone="raised">
      <ServicesCarousel services={services} allLink={copy.all} />
    </HomeSection>
  );
}
