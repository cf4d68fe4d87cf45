import { CardGrid } from '#src/components/blocks/card-grid';
import { home } from '#src/content/home';
import { HomeSection } from './home-section';

/** The formats the studio produces. */
export function WhatWeMake() {
  const copy = home.whatWeMake;
  return (
    <HomeSection id="what-we-make" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
      <CardGrid cards={copy.items} columns={3} phone="rail" label={copy.eyebrow} />
    </HomeSection>
  );
}
