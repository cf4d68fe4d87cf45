import { home } from '#src/content/home';
import { ClientMarquee } from './client-marquee';
import { CreativeLoop } from './creative-loop';
import { FinalCta } from './final-cta';
import { HomeHero } from './home-hero';
import { HomeTestimonials } from './home-testimonials';
import { PillarsSection } from './pillars-section';
import { ProofOfConcept } from './proof-of-concept';
import { ServicesSection } from './services-section';
import { WhatWeMake } from './what-we-make';
import { WhyChoose } from './why-choose';
import { WorkShowcase } from './work-showcase';

/** Home: sections in the order of docs/product/pages.md, with the client-logo marquee under the hero. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ClientMarquee />
      <PillarsSection />
      <WorkShowcase eyebrow={home.work.eyebrow} heading={home.work.heading} lead={home.work.lead} items={home.work.items} />
      <ServicesSection />
      <WhatWeMake />
      <WhyChoose />
      <CreativeLoop />
      <ProofOfConcept />
      <HomeTestimonials />
      <FinalCta />
    </>
  );
}
