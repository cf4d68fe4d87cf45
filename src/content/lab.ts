/**
 * Copy and data for /imagination-engine, the R&D lab: three research areas,
 * six lab tools with statuses (docs/product/pages.md: Active Use green, Beta Testing
 * accent, In Development yellow, Concept Stage accent and the default).
 */
import type { CtaCopy, SectionCopy } from './section-types';
import { claims } from './site';
import type { Card } from './types';

export const labStatuses = ['Active Use', 'Beta Testing', 'In Development', 'Concept Stage'] as const;
export type LabStatus = (typeof labStatuses)[number];

/** The status a tool has when none is given. */
export const defaultLabStatus: LabStatus = 'Concept Stage';

/** Badge tone per status: success (green), accent or warning (yellow) from the theme. */
export const labStatusTone = {
  'Active Use': 'success',
  'Beta Testing': 'accent',
  'In Development': 'warning',
  'Concept Stage': 'accent',
} as const satisfies Record<LabStatus, 'success' | 'accent' | 'warning'>;

/** Lab tool (title, description, status), plus what "Learn more" reveals. */
export type LabTool = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly status?: LabStatus;
  readonly details: string;
  readonly highlights: readonly string[];
};

export const statusOf = (tool: Pick<LabTool, 'status'>): LabStatus => tool.status ?? defaultLabStatus;

export const lab = {
  areasSection: {
    eyebrow: 'Research areas',
    heading: 'Three questions the lab is working on',
    lead: 'Everything we research has to earn its place in a real client production.',
  },
  areas: [
    {
      icon: 'film',
      title: 'Generative Motion',
      description:
        'Keeping characters, products and light consistent from shot to shot, so generated sequences cut together like filmed ones.',
    },
    {
      icon: 'users',
      title: 'Digital Humans',
      description: 'Presenters and performers built with consent, licensed clearly and able to speak naturally in many languages.',
    },
    {
      icon: 'cube',
      title: 'Brand-Trained Models',
      description: 'Models that learn a brand’s look and voice from approved assets, and know what the brand would never do.',
    },
  ],
  toolsSection: {
    eyebrow: 'The toolbox',
    heading: 'Six tools, from daily use to first sketch',
    lead: 'Some of these run on every project. Others are experiments we share with clients who like to be early.',
  },
  tools: [
    {
      id: 'storyboard-studio',
      title: 'Storyboard Studio',
      description: 'Turns an approved script into a consistent, editable storyboard in an afternoon.',
      status: 'Active Use',
      details:
        'Storyboard Studio reads a script scene by scene, proposes framing and camera moves, and keeps characters and locations consistent across panels. Directors edit panels directly, and the approved board becomes the shot list for production.',
      highlights: ['Used on every production', 'Exports shot lists and animatics', 'Keeps characters consistent across panels'],
    },
    {
      id: 'brand-lens',
      title: 'Brand Lens',
      description: 'Checks generated frames and copy against your brand guidelines before they reach review.',
      status: 'Active Use',
      details: `Brand Lens compares every generated frame and line of copy with the brand kit: colours, logo use, tone of voice and the things a brand never says. It flags issues for a person to fix, which is how we hold ${claims.brandVoice} brand voice accuracy at volume.`,
      highlights: ['Runs before every client review', 'Flags colour, logo and tone issues', 'A person makes every final call'],
    },
    {
      id: 'avatar-forge',
      title: 'Avatar Forge',
      description: 'Builds consented, licensed digital presenters who can speak in many languages.',
      status: 'Beta Testing',
      details: `Avatar Forge creates a digital presenter from a recorded session with a real person who has agreed to it, under a licence that sets where and how long the likeness may be used. The presenter can deliver scripts in ${claims.languages} languages with matching lip movement.`,
      highlights: ['Consent and licence built in', 'Multilingual delivery with lip-sync', 'In beta with selected training and HR clients'],
    },
    {
      id: 'scene-weaver',
      title: 'Scene Weaver',
      description: 'Keeps characters, props and lighting consistent across a whole generated sequence.',
      status: 'In Development',
      details:
        'Scene Weaver tracks every character, prop and light source through a sequence and corrects drift between shots. It is the research behind longer generated films that hold together without frame-by-frame fixes.',
      highlights: ['Continuity across long sequences', 'Fewer manual fixes in finishing', 'Being tested on internal short films'],
    },
    {
      id: 'variant-engine',
      title: 'Variant Engine',
      description: 'Generates and labels ad variations from one approved master, ready for testing.',
      status: 'In Development',
      details: `Variant Engine takes an approved master ad and produces labelled versions with different hooks, voice-overs, offers and end cards, up to ${claims.variations} variations, each tagged so test results map straight back to the creative choice that caused them.`,
      highlights: ['Variations tagged for testing', 'Built on approved masters only', 'Planned for social campaigns'],
    },
    {
      id: 'dreamcast',
      title: 'Dreamcast',
      description: 'Explores interactive video that adapts its story to the viewer as they watch.',
      details:
        'Dreamcast is an early concept: a film that changes its scenes, language or product focus based on the choices a viewer makes. We are prototyping the storytelling rules before building anything a client would see.',
      highlights: ['Early concept, not yet in production', 'Exploring branching brand stories', 'Looking for curious partner brands'],
    },
  ],
  cta: {
    heading: 'Have a problem our lab should solve?',
    text: 'Tell us the production challenge that keeps coming back. Our researchers are always looking for real briefs to test ideas against.',
    primary: { label: 'Connect With Our R&D Team', to: '/contact' },
    secondary: { label: 'See the studio', to: '/studio' },
  },
} as const satisfies {
  areasSection: SectionCopy;
  areas: readonly Card[];
  toolsSection: SectionCopy;
  tools: readonly LabTool[];
  cta: CtaCopy;
};
