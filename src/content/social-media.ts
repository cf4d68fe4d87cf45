/**
 * Copy and data for /strategy/social-media: pain points, the platform strip
 * (seven logos, 30 s loop), AI video ad features, creative services, the
 * five-step consultation carousel (timing in machines/auto-advance.machine.ts), four stats and three
 * testimonials (the `socialMedia` set in ./testimonials). Numbers come from `claims` (docs/product/site.md).
 */
import type { CtaCopy, SectionCopy } from './section-types';
import { claims } from './site';
import { backToStrategy } from './strategy';
import type { TestimonialSet } from './testimonials';
import type { Card, ClientLogo, Stat, Step } from './types';

export const socialMedia = {
  back: backToStrategy,
  painSection: {
    eyebrow: 'Sound familiar?',
    heading: 'Why social video is hard to get right',
    lead: 'Social rewards volume, speed and relevance, which is exactly where traditional production struggles.',
  },
  painPoints: [
    {
      icon: 'clock',
      title: 'Creative burns out fast',
      description: `Ads tire within weeks, and a traditional shoot takes ${claims.timelineOld} to replace them.`,
    },
    {
      icon: 'layers',
      title: 'One video, seven platforms',
      description: 'Every feed wants its own ratio, length and hook. Resizing one master leaves results on the table.',
    },
    {
      icon: 'search',
      title: 'Guessing what works',
      description: 'With only a handful of versions to test, budget follows opinions instead of evidence.',
    },
    {
      icon: 'globe',
      title: 'Costs that grow with every market',
      description: 'Each new language, region or audience segment has meant another production budget.',
    },
  ],
  platformsLabel: 'Platforms we produce for',
  platformsDurationS: 30,
  platforms: [
    { name: 'TikTok', logo: '/media/strategy/platforms/tiktok.svg' },
    { name: 'Instagram', logo: '/media/strategy/platforms/instagram.svg' },
    { name: 'YouTube', logo: '/media/strategy/platforms/youtube.svg' },
    { name: 'Facebook', logo: '/media/strategy/platforms/facebook.svg' },
    { name: 'LinkedIn', logo: '/media/strategy/platforms/linkedin.svg' },
    { name: 'X', logo: '/media/strategy/platforms/x.svg' },
    { name: 'Pinterest', logo: '/media/strategy/platforms/pinterest.svg' },
  ],
  featuresSection: {
    eyebrow: 'AI video ads',
    heading: 'Ads built for testing, not for guessing',
    lead: 'One approved concept becomes a family of platform-native ads, ready to test from day one.',
  },
  features: [
    {
      icon: 'layers',
      title: `${claims.variations} variations`,
      description: 'Hooks, openings, voice-overs, offers and calls to action mixed into versions worth testing.',
    },
    {
      icon: 'image',
      title: 'Native for every feed',
      description: 'Vertical, square and widescreen cuts, paced and captioned for the platform they run on.',
    },
    {
      icon: 'globe',
      title: `${claims.languages} languages`,
      description: 'Localised voice-over and captions without reshoots, so one campaign can run in every market.',
    },
    {
      icon: 'bolt',
      title: `${claims.rush} rush turnaround`,
      description: 'When a trend or a launch will not wait, a rush slot gets new creative live within the week.',
    },
    {
      icon: 'shield',
      title: 'On brand at volume',
      description: `Brand-trained models and human review keep ${claims.brandVoice} brand voice accuracy across every version.`,
    },
    {
      icon: 'chart',
      title: 'A testing plan included',
      description: 'Every delivery comes with a matrix of what to test first and how to read the results.',
    },
  ],
  servicesSection: {
    eyebrow: 'Creative services',
    heading: 'Everything a social calendar needs',
  },
  services: [
    'UGC-style ads with AI presenters',
    'Product demos and explainers',
    'Hook and thumbnail variations',
    'Stories and Reels sequences',
    'Animated and motion-graphic ads',
    'Cut-downs from your existing footage',
    `Localisation into ${claims.languages} languages`,
    'Captions and subtitles for sound-off viewing',
  ],
  processSection: {
    eyebrow: 'Consultation process',
    heading: 'Five steps from first call to optimised campaign',
    lead: 'The steps play one after another; pause them at any time, or choose a step to read at your own pace.',
  },
  processLabel: 'Consultation process',
  process: [
    {
      title: 'Free consultation',
      description: 'A 30-minute call about your goals, audiences, platforms and budget, with honest advice on what video can do for you.',
      duration: '30 minutes',
    },
    {
      title: 'Channel and content audit',
      description: 'We review your accounts, past ads and competitors to find what already works and where the gaps are.',
    },
    {
      title: 'Creative strategy',
      description: 'Concepts, hooks and a testing matrix: which messages, formats and audiences we will try first, and why.',
    },
    {
      title: 'AI production',
      description: 'We produce the first round of variations, sized and captioned for each platform and ready for your review.',
    },
    {
      title: 'Launch and optimise',
      description: 'Ads go live, results come back, and every new round doubles down on the variations that perform.',
    },
  ],
  whySection: {
    eyebrow: 'Why choose us',
    heading: 'The numbers behind our social work',
  },
  whyStats: [
    { value: claims.variations, label: 'Ad variations we can test' },
    { value: claims.engagement, label: 'Higher engagement' },
    { value: claims.costReduction, label: 'Lower production cost' },
    { value: claims.rush, label: 'Rush turnaround' },
  ],
  testimonialsSection: {
    eyebrow: 'Client stories',
    heading: 'What social teams say',
  },
  testimonials: 'socialMedia',
  cta: {
    heading: 'Ready to make every feed work harder?',
    text: 'Tell us your platforms and goals. We will come back with a testing plan and the first round of ideas.',
    primary: { label: 'Start Your Digital Journey', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  painSection: SectionCopy;
  painPoints: readonly Card[];
  platformsLabel: string;
  platformsDurationS: number;
  platforms: readonly ClientLogo[];
  featuresSection: SectionCopy;
  features: readonly Card[];
  servicesSection: SectionCopy;
  services: readonly string[];
  processSection: SectionCopy;
  processLabel: string;
  process: readonly Step[];
  whySection: SectionCopy;
  whyStats: readonly Stat[];
  testimonialsSection: SectionCopy;
  testimonials: TestimonialSet;
  cta: CtaCopy;
};
