/**
 * Copy and data for /for-brands: four benefits, three testimonials, client
 * logos and the eight industries exactly as SPEC lists them.
 */
import type { CtaCopy, SectionCopy } from './section-types';
import { claims } from './site';
import type { Card, ClientLogo, Testimonial } from './types';

const logo = (name: string) => `/media/strategy/clients/${name}.svg`;

export const forBrands = {
  benefitsSection: {
    eyebrow: 'Why brands choose us',
    heading: 'Big-production quality, without the big-production wait',
    lead: 'AI-assisted production changes what a brand team can ask for: more versions, more markets and more testing, on the same budget.',
  },
  benefits: [
    {
      icon: 'chart',
      title: `Up to ${claims.costReduction} savings`,
      description: 'Generated environments, presenters and versions replace much of the cost of locations, crews and reshoots.',
    },
    {
      icon: 'clock',
      title: `${claims.timelineNew}, not ${claims.timelineOld}`,
      description: `Production steps run in parallel, and a ${claims.rush} rush turnaround is there when a date cannot move.`,
    },
    {
      icon: 'globe',
      title: `One voice in ${claims.languages} languages`,
      description: `Localised versions keep ${claims.brandVoice} brand voice accuracy, so every market hears the same brand.`,
    },
    {
      icon: 'layers',
      title: `${claims.variations} variations to test`,
      description: 'Performance teams get enough creative to learn from, and the results to decide what to scale.',
    },
  ],
  logosSection: {
    eyebrow: 'Clients',
    heading: 'In good company',
    lead: 'Finance, mobility, health, retail and education teams already produce with us.',
  },
  logosLabel: 'Brands we have worked with',
  logosDurationS: 40,
  logos: [
    { name: 'Corvid Financial', logo: logo('corvid-financial') },
    { name: 'Helio Mobility', logo: logo('helio-mobility') },
    { name: 'Meridian Health', logo: logo('meridian-health') },
    { name: 'Northwind Outdoor', logo: logo('northwind-outdoor') },
    { name: 'Brightloom', logo: logo('brightloom') },
    { name: 'Fieldnote', logo: logo('fieldnote') },
    { name: 'Atlas Learning', logo: logo('atlas-learning') },
    { name: 'Kestrel Homes', logo: logo('kestrel-homes') },
  ],
  testimonialsSection: {
    eyebrow: 'From brand teams',
    heading: 'What marketing leaders tell us',
  },
  testimonials: [
    {
      quote:
        'We got the production value of a big agency shoot with the pace of an in-house team. The launch film and every regional cut arrived together.',
      author: 'Elena Marsh',
      role: 'VP Brand',
      company: 'Corvid Financial',
      rating: 5,
    },
    {
      quote:
        'We brief them the way we brief our own people, and the work comes back on brand the first time. Review rounds are about taste now, not fixing mistakes.',
      author: 'Tom Alvarez',
      role: 'Creative Director',
      company: 'Helio Mobility',
      rating: 5,
    },
    {
      quote:
        'Training video used to be the project nobody wanted. Now our learning team gets clear, localised films on a schedule we can plan around.',
      author: 'Grace Lin',
      role: 'Head of Learning',
      company: 'Meridian Health',
      rating: 5,
    },
  ],
  industriesSection: {
    eyebrow: 'Industries',
    heading: 'Built for the way your industry sells',
    lead: 'The formats change from sector to sector. The pipeline, the review process and the speed stay the same.',
  },
  industries: [
    {
      icon: 'bolt',
      title: 'E-Commerce',
      description: 'Product videos and ads for every item and season, refreshed as fast as your catalogue changes.',
    },
    {
      icon: 'cube',
      title: 'SaaS & Technology',
      description: 'Explainers, demos and launch films that make a complex product clear in seconds.',
    },
    {
      icon: 'shield',
      title: 'Finance',
      description: 'Clear, carefully reviewed video for products, onboarding and investor updates.',
    },
    {
      icon: 'heart',
      title: 'Healthcare',
      description: 'Patient education and clinician training, reviewed with your experts and localised for every audience.',
    },
    {
      icon: 'pen',
      title: 'Education',
      description: 'Course content and campus stories that keep learners watching to the end.',
    },
    {
      icon: 'play',
      title: 'Entertainment',
      description: 'Trailers, title sequences and social promos with the pace your audience expects.',
    },
    {
      icon: 'home',
      title: 'Real Estate',
      description: 'Listing films and visualisations of developments before the first brick is laid.',
    },
    {
      icon: 'rocket',
      title: 'Automotive',
      description: 'Launch films and configurator visuals for every model, trim and market.',
    },
  ],
  cta: {
    heading: 'Let’s scale your brand’s video together',
    text: `Tell us about your brand and your next launch. A producer will reply within 24 hours, and the first consultation is free.`,
    primary: { label: 'Start your brand project', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  benefitsSection: SectionCopy;
  benefits: readonly Card[];
  logosSection: SectionCopy;
  logosLabel: string;
  logosDurationS: number;
  logos: readonly ClientLogo[];
  testimonialsSection: SectionCopy;
  testimonials: readonly Testimonial[];
  industriesSection: SectionCopy;
  industries: readonly Card[];
  cta: CtaCopy;
};
