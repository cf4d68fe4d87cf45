/**
 * Copy and data for /for-brands: four benefits, three testimonials (the
 * `forBrands` set in ./testimonials), the client logos (the one list in
 * ./clients) and the eight industries exactly as docs/product/pages.md lists them.
 */
import type { CtaCopy, SectionCopy } from './section-types';
import { claims } from './site';
import type { TestimonialSet } from './testimonials';
import type { Card } from './types';

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
    lead: 'Finance, mobility, health, hospitality, software and consumer brands already produce with us.',
  },
  testimonialsSection: {
    eyebrow: 'From brand teams',
    heading: 'What marketing leaders tell us',
  },
  testimonials: 'forBrands',
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
  testimonialsSection: SectionCopy;
  testimonials: TestimonialSet;
  industriesSection: SectionCopy;
  industries: readonly Card[];
  cta: CtaCopy;
};
