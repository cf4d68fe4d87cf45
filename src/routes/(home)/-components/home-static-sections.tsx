import { ClientMarquee } from './client-marquee';
import { CreativeLoop } from './creative-loop';
import { FinalCta } from './final-cta';
import { HomeTestimonials } from './home-testimonials';
import { PillarsSection } from './pillars-section';
import { ProofOfConcept } from './proof-of-concept';
import { WhatWeMake } from './what-we-make';
import { WhyChoose } from './why-choose';

/** Under the hero: the client-logo strip (a CSS animation) and the three pillars (links). */
export function HomeIntroSections() {
  return (
    <>
      <ClientMarquee />
      <PillarsSection />
    </>
  );
}

/** After the services: what we make, why us, the creative loop, the proof, the testimonials and the closing call. */
export function HomeClosingSections() {
  return (
    <>
      <WhatWeMake />
      <WhyChoose />
      <CreativeLoop />
      <ProofOfConcept />
      <HomeTestimonials />
      <FinalCta />
    </>
  );
}
