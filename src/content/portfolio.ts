/**
 * The /portfolio page (docs/product/pages.md and content-model.md):
 * nine projects (ids 1-9, year 2024 except project 8 in 2023), the stats
 * row, the filter bar and the "Start Your Project" form.
 */
import type { PortfolioCategory, PortfolioId } from './categories';
import { film, type Film, type Still } from './media';
import { still } from './media-library';
import { site } from './site';
import type { SectionCopy } from './section-types';
import type { Stat } from './types';

export {
  portfolioCategories,
  portfolioCategoryFromSlug,
  portfolioIds,
  type PortfolioCategory,
  type PortfolioCategorySlug,
} from './categories';

export type PortfolioProject = {
  readonly id: PortfolioId;
  readonly title: string;
  readonly category: PortfolioCategory;
  readonly client: string;
  readonly year: 2023 | 2024;
  /** The card's still (a frame of the project's film). */
  readonly thumbnail: Still;
  /** The project's film: the clip the card previews and the dialog plays (plus a long version, when one is published). */
  readonly video: Film;
  readonly description: string;
  readonly tools: readonly string[];
  readonly results: readonly string[];
  readonly awards: readonly string[];
  /** Project 9 only: the extended write-up. */
  readonly challenge?: string;
  readonly solution?: string;
  readonly keyScenes?: readonly { readonly title: string; readonly description: string }[];
  readonly impact?: readonly string[];
};

/** A portfolio still from the media library (its alt text describes the frame). */
const art = (id: number): Still => still(`portfolio-${id}`);

export const portfolioProjects = [
  {
    id: 1,
    title: 'Night Ritual',
    category: 'Commercial',
    client: 'Juniper Skin',
    year: 2024,
    thumbnail: art(1),
    video: film('work-night-ritual'),
    description:
      'A 30-second commercial for an overnight serum: one slow, sensory take of the bottle at night, with liquid and light generated around a label-accurate 3D product.',
    tools: ['3D product build', 'AI motion generation', 'Colour grading', 'Original sound design'],
    results: ['Broadcast and online versions from one master', 'Approved in two review rounds', 'Stills for retail reused from the film'],
    awards: ['Shortlisted, Beauty & Wellness Film, Pacific Motion Awards 2024'],
  },
  {
    id: 2,
    title: 'Coastlines',
    category: 'Brand Film',
    client: 'Driftwood Hotels',
    year: 2024,
    thumbnail: art(2),
    video: film('work-coastlines'),
    description:
      'A brand film about slowing down, shot at two of the group’s coastal hotels and extended with AI-generated seascapes for the seasons the crew could not wait for.',
    tools: ['Live-action shoot', 'AI scene extension', 'Seasonal look development', 'Voice-over direction'],
    results: ['One shoot, four seasonal versions', 'Hero film plus six property cut-downs', 'Delivered in 2-3 weeks instead of 8-12'],
    awards: ['Shortlisted, Hospitality Brand Film, Coastal Creative Awards 2024'],
  },
  {
    id: 3,
    title: 'Money, Explained',
    category: 'Social Content',
    client: 'Kite Finance',
    year: 2024,
    thumbnail: art(3),
    video: film('showcase-social'),
    description:
      'An always-on vertical series answering the money questions customers actually ask, with an AI presenter, on-screen graphics and a new episode every week.',
    tools: ['AI presenter', 'Script testing', 'Motion graphics', 'Variation testing'],
    results: [
      'A weekly episode without weekly shoots',
      '1000+ variations tested across hooks and captions',
      'Compliance review built into the workflow',
    ],
    awards: [],
  },
  {
    id: 4,
    title: 'Harvest Table',
    category: 'AI Image Design',
    client: 'Fennel Co',
    year: 2024,
    thumbnail: art(4),
    video: film('service-ai-image-design'),
    description:
      'A seasonal campaign of product and lifestyle imagery from a model trained on the brand’s packaging, kitchen props and photographic style.',
    tools: ['Custom model training', 'Art direction', 'Retouching', 'Format adaptation'],
    results: [
      'Seasonal imagery without a studio day',
      'Every retailer format from one art direction',
      'A trained model the brand reuses each season',
    ],
    awards: [],
  },
  {
    id: 5,
    title: 'City in Motion',
    category: 'Commercial',
    client: 'Harbor Mobility',
    year: 2024,
    thumbnail: art(5),
    video: film('work-city-in-motion'),
    description:
      'A launch spot for an e-scooter network in three cities, where each city’s skyline was generated from the same camera moves for a consistent campaign.',
    tools: ['Previsualisation', 'AI environment generation', 'Vehicle compositing', 'Sound design'],
    results: ['Three city versions from one edit', 'TV, cinema and social deliverables', 'Ready for the network’s launch date'],
    awards: [],
  },
  {
    id: 6,
    title: 'Ship It',
    category: 'Corporate',
    client: 'Lattice Software',
    year: 2024,
    thumbnail: art(6),
    video: film('work-ship-it'),
    description:
      'An onboarding film and six short product lessons that walk new customers from sign-up to their first release, updated whenever the interface changes.',
    tools: ['Screen capture and motion design', 'AI voice-over', 'Localisation', 'Modular editing'],
    results: ['Lessons updated without re-recording', 'Available in the customer’s language', 'One visual system across the help centre'],
    awards: [],
  },
  {
    id: 7,
    title: 'Where Water Goes',
    category: 'Animation',
    client: 'Brightwater',
    year: 2024,
    thumbnail: art(7),
    video: film('work-where-water-goes'),
    description:
      'A warm, hand-finished animated explainer that follows one drop from reservoir to tap, made for schools, bills and the utility’s social channels.',
    tools: ['Character design', 'AI-assisted storyboarding', '2D animation', 'Narration'],
    results: ['One film for schools, bills and social', 'Versions with and without narration', 'A character the utility keeps using'],
    awards: ['Shortlisted, Public Information Film, Coastal Creative Awards 2024'],
  },
  {
    id: 8,
    title: 'Care Starts Here',
    category: 'Corporate',
    client: 'Evergreen Health',
    year: 2023,
    thumbnail: art(8),
    video: film('work-care-starts-here'),
    description:
      'A recruitment film for nurses and care assistants told by the people who do the job, with AI used only for clean-up, translation and versioning.',
    tools: ['Documentary interviews', 'AI clean-up and restoration', 'Subtitling and translation', 'Role-specific cut-downs'],
    results: [
      'Role-specific versions from one shoot',
      'Subtitled for every community the hospital serves',
      'Used at job fairs and on the careers site',
    ],
    awards: [],
  },
  {
    id: 9,
    title: 'Emberfall: Opening Sequence',
    category: 'Animation',
    client: 'Ironleaf Games',
    year: 2024,
    thumbnail: art(9),
    video: film('showcase-anime'),
    description:
      'The anime-style opening sequence for a fantasy game, from the first story beat to the title card, designed to play at launch and again every time the game starts.',
    tools: ['Anime character design', 'AI-assisted background painting', 'Hand-animated key scenes', 'Orchestral score'],
    results: [
      'A full sequence delivered for launch',
      'Trailer and social cuts from the same scenes',
      'Backgrounds reused in the game’s menus',
    ],
    awards: ['Shortlisted, Animation, Pacific Motion Awards 2024'],
    challenge:
      'The studio had a world, a cast and a launch date, but only concept art. The opening had to introduce all three heroes and the world’s central mystery in one sequence, at the quality of a feature anime, on an independent studio’s budget.',
    solution:
      'Our animators drew every character moment by hand, where audiences notice the craft, while AI-assisted painting produced the sweeping backgrounds from the studio’s concept art. The score was written to picture so each hero’s entrance lands on a musical cue.',
    keyScenes: [
      { title: 'The valley at dusk', description: 'A single continuous move across the burning valley that sets the scale of the world.' },
      {
        title: 'Three heroes, three entrances',
        description: 'Each hero introduced in their own light and colour, cut to their musical theme.',
      },
      { title: 'The shattered sky', description: 'The mystery revealed in one frame, then held back for the game.' },
      { title: 'Title card', description: 'The logo forged from the embers of the opening shot.' },
    ],
    impact: [
      'Became the centrepiece of the launch trailer',
      'Key scenes reused for store pages and social',
      'The studio commissioned the sequel sequence with us',
    ],
  },
] as const satisfies readonly PortfolioProject[];

export function findPortfolioProject(id: number | undefined): PortfolioProject | undefined {
  return portfolioProjects.find((p) => p.id === id);
}

export const portfolioStats = [
  { value: '500+', label: 'Projects' },
  { value: '150+', label: 'Clients' },
  { value: '25+', label: 'Awards' },
  { value: '50+', label: 'Countries' },
] as const satisfies readonly Stat[];

export const portfolioCopy = {
  statsLabel: 'The studio in numbers',
  filterLabel: 'Filter the portfolio by category',
  /** The grid follows the hero at once, whose lead already says what opening a project shows: a heading alone. */
  grid: {
    heading: 'Nine recent projects',
  } satisfies Pick<SectionCopy, 'heading'>,
  openProject: (title: string) => `Open project details: ${title}`,
  modal: {
    close: 'Close',
    viewLive: 'View Live Project',
    watchSequence: 'Watch Full Sequence',
    client: 'Client',
    year: 'Year',
    category: 'Category',
    tools: 'Tools',
    results: 'Results',
    awards: 'Awards',
    noAwards: 'Not entered for awards',
    challenge: 'Challenge',
    solution: 'Solution',
    keyScenes: 'Key scenes',
    impact: 'Impact',
    previous: 'Previous project',
    next: 'Next project',
  },
  form: {
    eyebrow: 'Start your project',
    heading: 'Start Your Project',
    lead: 'Tell us what you want to make. A producer reads every message and replies within 24 hours with questions, options and a realistic timeline.',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    service: 'What are you making?',
    servicePlaceholder: 'Choose a project type',
    message: 'Project details',
    messagePlaceholder: 'Audience, channels, deadline and anything you have already made.',
    submit: 'Send Project Details',
    submitting: 'Sending...',
    successTitle: 'Project details sent',
    success: 'Thank you! Your project details are with our producers. We’ll get back to you within 24 hours.',
    another: 'Send another project',
    error: `There was an error sending your project details. Please try again or contact us directly at ${site.email}.`,
    promise: 'We reply within 24 hours, Monday-Friday. No mailing lists.',
    contactHeading: 'Prefer to talk?',
    replyPromise: '24-hour reply',
    replyText: 'Every enquiry is answered by a producer within 24 hours on working days.',
  },
} as const;

/** The consultation wizard's project types, used by the portfolio form's select. */
export const projectTypeOptions = [
  'TV Commercial',
  'Brand Films',
  'Corporate Video',
  'Social Media Content',
  'Real Estate Video',
  'Recruitment Video',
  'AI Image Design',
  'Multiple Services',
  'Not Sure',
].map((label) => ({ value: label, label }));
