/**
 * Copy and data for /studio (six capabilities, four rooms, studio tour) and
 * /process (four steps, 'Schedule Discovery Call'). Numbers come from
 * `site` and `claims` (docs/product/site.md).
 */
import type { CtaCopy, SectionCopy } from './section-types';
import { claims, site } from './site';
import type { Card, ServiceBlock, Stat, Step } from './types';

/** A studio illustration in both renditions: drawn for the dark theme, and its light-theme palette (public/media/strategy/light/). */
const art = (name: string) => ({ image: `/media/strategy/${name}.svg`, imageLight: `/media/strategy/light/${name}.svg` });

export const studio = {
  factsLabel: 'The studio in numbers',
  facts: [
    { value: String(site.foundingYear), label: 'Founded' },
    { value: site.employees, label: 'People on the team' },
    { value: `${claims.experience} years`, label: 'Production experience' },
    { value: claims.countries, label: 'Countries we have delivered to' },
  ],
  capabilitiesSection: {
    eyebrow: 'Capabilities',
    heading: 'Six capabilities under one roof',
    lead: 'Every stage of a production happens here, so ideas move from script to screen without waiting on another supplier.',
  },
  capabilities: [
    {
      icon: 'film',
      title: 'AI Video Generation',
      description: 'Scenes, environments and products generated and directed shot by shot, with the continuity a real shoot would have.',
    },
    {
      icon: 'tv',
      title: 'Hybrid Live Action',
      description:
        'Presenters and products filmed on our stage and blended with generated worlds, when real footage makes the story stronger.',
    },
    {
      icon: 'users',
      title: 'Digital Presenters',
      description: 'Consented, licensed AI avatars that present, train and explain, in a single take and in any of our languages.',
    },
    {
      icon: 'mic',
      title: 'Voice and Sound',
      description: 'Voice-over recording, synthetic voice with consent, sound design and music, mixed for broadcast and for phones.',
    },
    {
      icon: 'palette',
      title: 'Colour and Finishing',
      description: 'Grading, compositing and clean-up that give generated and filmed shots the same polished, cinematic finish.',
    },
    {
      icon: 'globe',
      title: 'Localisation',
      description: `Every film versioned into ${claims.languages} languages, with lip-sync, captions and on-screen text adapted by native speakers.`,
    },
  ],
  roomsSection: {
    eyebrow: 'The rooms',
    heading: 'Four rooms built for AI-assisted filmmaking',
    lead: 'Each room is set up for one part of the job, and all four share the same storage, so a shot filmed in the morning can be graded by the afternoon.',
  },
  rooms: [
    {
      icon: 'tv',
      title: 'Stage One',
      description:
        'A curved cyclorama stage with controllable LED lighting for presenters, products and plates that will meet generated backgrounds.',
      features: ['Infinity cyclorama', 'Tracked camera for virtual backgrounds', 'Product tabletop set'],
      ...art('studio-stage'),
      imageAlt: 'A softly lit curved cyclorama stage with beams of violet and amber light',
    },
    {
      icon: 'cube',
      title: 'The Render Room',
      description: 'Where generation happens: workstations and a render cluster running our own brand-trained models and pipelines.',
      features: ['Private render cluster', 'Brand-trained model library', 'Secure client asset storage'],
      ...art('studio-render'),
      imageAlt: 'Rows of glowing monitors showing generated frames in a dark room',
    },
    {
      icon: 'mic',
      title: 'Sound Booth',
      description: 'An acoustically treated booth for voice-over, narration and the reference recordings our voice models are built from.',
      features: ['Treated vocal booth', 'Remote-direction setup for talent anywhere', 'Mix room for stereo and surround'],
      ...art('studio-sound'),
      imageAlt: 'A studio microphone in front of a sound wave rendered in light',
    },
    {
      icon: 'palette',
      title: 'Grading and Review Suite',
      description: 'A calibrated grading suite that doubles as the room where clients watch cuts with the director and give notes.',
      features: ['Calibrated reference display', 'Colour panels for grading', 'Screening sofa for client reviews'],
      ...art('studio-grading'),
      imageAlt: 'Three colour wheels glowing above a grading desk',
    },
  ],
  cta: {
    heading: 'See the studio for yourself',
    text: `Tours run ${site.officeHours} at ${site.address.street}, ${site.address.city}. Meet the team, see the rooms and bring a brief if you have one.`,
    primary: { label: 'Book a Studio Tour', to: '/contact' },
    secondary: { label: 'See how we work', to: '/process' },
  },
} as const satisfies {
  factsLabel: string;
  facts: readonly Stat[];
  capabilitiesSection: SectionCopy;
  capabilities: readonly Card[];
  roomsSection: SectionCopy;
  rooms: readonly ServiceBlock[];
  cta: CtaCopy;
};

export const processPage = {
  stepsSection: {
    eyebrow: 'The process',
    heading: 'Four steps, one producer, no surprises',
    lead: 'You always know what happens next, when you will see it and what we need from you.',
  },
  steps: [
    {
      title: 'Discovery and Brief',
      description:
        'A free 30-minute discovery call, then a one-page brief agreed in writing: audience, message, formats, deadline and budget.',
      duration: 'Days 1-2',
    },
    {
      title: 'Concept and Pre-production',
      description: 'Scripts, storyboards and AI style frames, so you see the look and feel of the film before a single final shot is made.',
      duration: 'Week 1',
    },
    {
      title: 'AI-Assisted Production',
      description: 'Generation, filming where it helps, voice and music, produced side by side instead of one after another.',
      duration: 'Week 2',
    },
    {
      title: 'Review and Delivery',
      description: 'Structured review rounds, final grade and mix, and every cut-down and format delivered ready to publish.',
      duration: 'Week 3',
    },
  ],
  timingSection: {
    eyebrow: 'Timing',
    heading: 'Weeks, not months',
    lead: 'Running production steps in parallel is what makes the difference, not cutting corners.',
  },
  timingLabel: 'Production timing',
  timing: [
    { value: claims.timelineNew, label: 'Our typical delivery' },
    { value: claims.timelineOld, label: 'Traditional production' },
    { value: claims.rush, label: 'Rush turnaround' },
    { value: claims.response, label: 'Response to every enquiry' },
  ],
  promisesSection: {
    eyebrow: 'At every step',
    heading: 'What you can count on',
  },
  promises: [
    {
      icon: 'users',
      title: 'One producer from start to finish',
      description: 'A named producer runs your project and is the person you call, from the discovery call to the final file.',
    },
    {
      icon: 'clock',
      title: 'Review dates you can plan around',
      description: 'Review points are in the schedule from day one, so your stakeholders can block the time.',
    },
    {
      icon: 'shield',
      title: 'A fixed scope and price',
      description: 'The statement of work sets out deliverables, review rounds and cost before production starts.',
    },
  ],
  cta: {
    heading: 'Start with a discovery call',
    text: 'Thirty minutes, free, with a producer who will tell you honestly what your project needs and how long it will take.',
    primary: { label: 'Schedule Discovery Call', to: '/schedule-consultation' },
    secondary: { label: 'Contact us', to: '/contact' },
  },
} as const satisfies {
  stepsSection: SectionCopy;
  steps: readonly Step[];
  timingSection: SectionCopy;
  timingLabel: string;
  timing: readonly Stat[];
  promisesSection: SectionCopy;
  promises: readonly Card[];
  cta: CtaCopy;
};
