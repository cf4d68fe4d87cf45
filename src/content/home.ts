import { videos, type Film } from './media';
import type { Card, Stat, Step } from './types';

/**
 * Copy and data of the home page, section by section in the order of docs/product/pages.md: hero,
 * three pillars, work showcase, services carousel, what we make, why
 * choose, creative loop, proof of concept, testimonials, final call to
 * action (plus the client-logo marquee, see clients.ts). Numbers only from
 * docs/product/site.md.
 */
export type PillarCard = Card & { readonly link: { readonly to: string; readonly label: string } };
export type ShowcaseItem = {
  readonly key: string;
  /** Tab label. */
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly video: Film;
};
export type Comparison = { readonly label: string; readonly traditional: string; readonly ours: string };

/** Section order of the home page (ids are the in-page anchors). */
export const homeSections = [
  'hero',
  'pillars',
  'work',
  'services',
  'what-we-make',
  'why-choose',
  'creative-loop',
  'proof-of-concept',
  'testimonials',
  'get-started',
] as const;
export type HomeSectionId = (typeof homeSections)[number];

export const home = {
  hero: {
    eyebrow: 'AI-assisted production studio',
    // The h1 and lead come from the pages table ('/').
    primary: { label: 'Start Your AI Project', to: '/schedule-consultation' },
    secondary: { label: 'Discover More', href: '#pillars' },
    proof: [
      { value: '500+', label: 'brands served' },
      { value: '50+', label: 'countries delivered to' },
      { value: '4.9', label: 'rating from 150 reviews' },
    ] satisfies Stat[],
    video: videos.heroReel,
    /**
     * The reel whole and larger, in a dialog with the browser's own controls. On phones the control shows its
     * short label so it shares a row with the second call to action (its accessible name stays the label).
     */
    watch: { label: 'Watch the reel', short: 'Reel', close: 'Close', kicker: 'Reel' },
  },
  pillars: {
    eyebrow: 'How we work',
    heading: 'Three things every project gets',
    lead: 'AI changes how fast and how affordably we can produce. It does not change what makes work good: a clear idea, real craft and honest measurement.',
    items: [
      {
        icon: 'compass',
        title: 'Strategy first',
        description: 'We start with who the work is for and what it must change, so every frame earns its place.',
        link: { to: '/strategy', label: 'Our strategy work' },
      },
      {
        icon: 'film',
        title: 'Directors with AI tools',
        description: 'Senior directors and editors with 15+ years of experience, using AI to go further, not to cut corners.',
        link: { to: '/studio', label: 'Inside the studio' },
      },
      {
        icon: 'lab',
        title: 'Our own R&D',
        description: 'An in-house lab that tests new models and builds the tools our productions run on.',
        link: { to: '/imagination-engine', label: 'Visit the Imagination Engine' },
      },
    ] satisfies PillarCard[],
  },
  work: {
    eyebrow: 'Selected work',
    heading: 'Five kinds of story, one studio',
    lead: 'A look at the formats we produce most. Each plays as you scroll to it; choose a format to see another.',
    items: [
      {
        key: 'social',
        label: 'Social media',
        title: 'Money, Explained: a weekly series for Kite Finance',
        description:
          'Vertical episodes in which an AI presenter answers the money questions customers actually ask, with captions and on-screen graphics made for the feed.',
        video: videos.socialMedia,
      },
      {
        key: 'animation',
        label: 'Anime & animation',
        title: 'Hand-directed animation, AI-accelerated',
        description: 'Character design, storyboards and stylised animation that would take a traditional team months.',
        video: videos.animation,
      },
      {
        key: 'film',
        label: 'Film production',
        title: 'Care Starts Here, for Evergreen Health',
        description:
          'Nurses and care assistants interviewed on the ward about the job they do, with AI used only for clean-up, translation and versioning.',
        video: videos.film,
      },
      {
        key: 'advertising',
        label: 'Advertising',
        title: 'Night Ritual, a serum spot in one take',
        description:
          'For Juniper Skin: the bottle at night in a single slow move, with serum and moonlight generated around a label-accurate 3D product.',
        video: videos.advertising,
      },
      {
        key: 'tourism',
        label: 'Tourism',
        title: 'Coastlines, for Driftwood Hotels',
        description:
          'A brand film about slowing down on the coast, shot at two of the group’s hotels and extended with AI seascapes for every season.',
        video: videos.tourism,
      },
    ] satisfies ShowcaseItem[],
  },
  services: {
    eyebrow: 'Services',
    heading: 'Seven ways to put your brand on screen',
    lead: 'Pick the format; the pipeline behind it is the same senior team and review loop.',
    all: { to: '/services', label: 'See all services' },
  },
  whatWeMake: {
    eyebrow: 'What we make',
    heading: 'From a six-second bumper to a full campaign',
    lead: 'The same studio makes the film, the cutdowns, the stills and the localised versions, so everything matches.',
    items: [
      { icon: 'tv', title: 'Commercials', description: 'Broadcast and streaming spots with cutdowns for every placement.' },
      { icon: 'film', title: 'Brand films', description: 'Longer stories about who you are, for launches, events and your website.' },
      { icon: 'globe', title: 'Social video', description: 'Platform-native edits in volume, with 1000+ variations to test.' },
      { icon: 'spark', title: 'Animation', description: 'Stylised and character animation for explainers and brand worlds.' },
      { icon: 'users', title: 'AI presenters', description: 'Consistent, consented presenters for training and updates in 50+ languages.' },
      { icon: 'image', title: 'Campaign imagery', description: 'Product and key visuals from models trained on your brand.' },
    ] satisfies Card[],
  },
  whyChoose: {
    eyebrow: 'Why Lumora',
    heading: 'The speed of AI, the standards of a studio',
    lead: 'Clients come for the timeline and stay for the work. These are the numbers we hold ourselves to.',
    stats: [
      { value: 'Up to 85%', label: 'lower production cost than a traditional shoot' },
      { value: '3-5 day', label: 'rush turnaround when a launch date will not move' },
      { value: '98%', label: 'of clients satisfied with their project' },
      { value: '24-hour', label: 'reply to every enquiry' },
    ] satisfies Stat[],
    reasons: [
      {
        icon: 'clock',
        title: '2-3 weeks, not 8-12',
        description: 'From brief to final delivery, in the time traditional production spends planning.',
      },
      {
        icon: 'check',
        title: '95% brand voice accuracy',
        description: 'Models and editors trained on your guidelines before the first draft.',
      },
      {
        icon: 'globe',
        title: '50+ languages',
        description: 'Every film localised from one master for the 50+ countries our clients sell in.',
      },
      { icon: 'star', title: '25+ awards', description: 'Industry awards for the craft in our films, across 500+ projects.' },
    ] satisfies Card[],
  },
  creativeLoop: {
    eyebrow: 'The creative loop',
    heading: 'Make, review, improve, repeat',
    lead: 'AI lets us show you real options early and often. Each loop is shorter than a traditional review round, so the work gets better faster.',
    steps: [
      { title: 'Brief', description: 'Goals, audience and constraints agreed in one working session.' },
      { title: 'Explore', description: 'Many directions generated quickly, filtered by our creative team.' },
      { title: 'Review', description: 'You see real frames, not descriptions, and comment directly on them.' },
      { title: 'Refine', description: 'Directors and editors craft the chosen route to final quality.' },
    ] satisfies Step[],
  },
  proofOfConcept: {
    eyebrow: 'Proof of concept',
    heading: 'The same brief, two ways to produce it',
    lead: 'A typical campaign film made the traditional way and with our AI-assisted pipeline.',
    comparisons: [
      { label: 'Time to first cut', traditional: '4-6 weeks', ours: '3-5 days' },
      { label: 'Production cost', traditional: '$50,000-$200,000', ours: '$5,000-$25,000' },
      { label: 'Brief to final delivery', traditional: '8-12 weeks', ours: '2-3 weeks' },
      { label: 'Versions to test', traditional: 'A handful', ours: '1000+ variations' },
    ] satisfies Comparison[],
    results: [
      { value: '90%', label: 'faster to first cut' },
      { value: '47%', label: 'average conversion lift' },
      { value: '40%', label: 'more engagement' },
    ] satisfies Stat[],
    link: { to: '/projects', label: 'See the case studies' },
  },
  testimonials: {
    eyebrow: 'Clients',
    heading: 'Rated 4.9 from 150 reviews',
    lead: '98% of clients say they are satisfied. A few of them in their own words.',
  },
  finalCta: {
    heading: 'Your next film could be ready in 2-3 weeks',
    text: 'Book a free 30-minute consultation. We reply within 24 hours with ideas, a timeline and a budget range.',
    primary: { label: 'Start Your AI Project', to: '/schedule-consultation' },
    secondary: { label: 'Contact us', to: '/contact' },
  },
} as const;
