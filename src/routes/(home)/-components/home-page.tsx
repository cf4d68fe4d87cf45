import { home } from '#src/content/home';
import { HomeClosing, HomeIntro } from './home-islands';
import { HomeHero } from './home-hero';
import { ServicesSection } from './services-section';
import { WorkShowcase } from './work-showcase';

/**
 * Home: sections in the order of docs/product/pages.md, with the client-logo marquee under the hero. The sections
 * that need no script are static islands (home-islands.ts).
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeIntro />
      <WorkShowcase eyebrow={home.work.eyebrow} heading={home.work.heading} lead={home.work.lead} items={home.work.items} />
      <ServicesSection />
      <HomeClosing />
    </>
  );
}
