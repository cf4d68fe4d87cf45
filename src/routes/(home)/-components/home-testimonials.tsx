import { Testimonials } from '#src/components/blocks/testimonials';
import { home } from '#src/content/home';
import { testimonials } from '#src/content/testimonials';
import { HomeSection } from './home-section';

/** General client testimonials. */
export function HomeTestimonials() {
  const copy = home.testimonials;
  return (
    <HomeSection id="testimonials" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
      <Testimonials items={testimonials.general} />
    </HomeSection>
  );
}
