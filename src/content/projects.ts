/**
 * The /projects list (docs/product/pages.md and content-model.md): four projects,
 * each with a case study, filtered by category. Categories are exactly the
 * filter buttons of docs/product/pages.md; in the URL they travel as slugs (`?category=ai-avatar`).
 */
import { film, type Film, type Still } from './media';
import type { ProjectCategory } from './categories';
import type { CaseStudyPath, SectionCopy } from './section-types';

export { filterByCategory, projectCategories, projectCategoryFromSlug, type ProjectCategory, type ProjectCategorySlug } from './categories';

/** A project (docs/product/content-model.md). `video` stands for videoUrl (a provider id the facade embeds on demand). */
export type Project = {
  readonly id: number;
  readonly title: string;
  readonly category: ProjectCategory;
  /** The card's still: the poster of the project's film. */
  readonly thumbnail: Still;
  /** The project's film (the card previews it, the case study plays it). */
  readonly video: Film;
  readonly description: string;
  readonly tools: readonly string[];
  readonly results: readonly string[];
  readonly client?: string;
  readonly year?: number;
  readonly challenge?: string;
  readonly solution?: string;
  readonly keyScenes?: readonly string[];
  readonly storyBeats?: readonly string[];
  readonly deliverables?: readonly string[];
  readonly awards?: readonly string[];
  /** The case study page; cards without one link to '#'. */
  readonly caseStudy?: CaseStudyPath;
};

/*
 * Case-study films: the site's own clips (media library). A long version on
 * a provider can be added as film('case-…', { provider, providerId, … }) once
 * it is published; the media module checks its id.
 */
export const projectVideos = {
  danone: film('case-danone-avatars'),
  spiral: film('case-spiral-potato-truck'),
  tropic: film('case-tropic-twist'),
  luxury: film('case-cultural-luxury'),
} as const satisfies Record<string, Film>;

/** The poster of a case study's film (its alt text describes the frame). */
const thumb = (key: keyof typeof projectVideos): Still => projectVideos[key].clip.poster;

export const projects = [
  {
    id: 1,
    title: 'Danone AI Avatars',
    category: 'AI Avatar',
    client: 'Danone',
    year: 2024,
    thumbnail: thumb('danone'),
    video: projectVideos.danone,
    description:
      'One consistent AI presenter delivering the same message to teams and customers in 12 languages across 25+ countries, produced in a 2 week project.',
    tools: ['AI avatar generation', 'Neural voice synthesis', 'Lip-sync alignment', 'Human translation review'],
    results: ['12 languages from a single script', 'Rolled out across 25+ countries', 'Delivered in a 2 week project'],
    caseStudy: '/projects/danone-avatars',
  },
  {
    id: 2,
    title: 'Spiral Potato Truck',
    category: 'Animation',
    client: 'Spiral Potato Truck',
    year: 2024,
    thumbnail: thumb('spiral'),
    video: projectVideos.spiral,
    description:
      'A 2.5 minute animated short that follows a street-food truck into the juice factory behind its menu, turning a production process into a story.',
    tools: ['Character design', 'AI-assisted storyboarding', '2.5D animation', 'Original score and sound design'],
    results: ['A recurring brand character', 'One story cut for every platform', 'A factory process people watch to the end'],
    caseStudy: '/projects/spiral-potato-truck',
  },
  {
    id: 3,
    title: 'Tropic Twist Launch',
    category: 'Brand Launch',
    client: 'Tropic Twist',
    year: 2024,
    thumbnail: thumb('tropic'),
    video: projectVideos.tropic,
    description:
      'A launch campaign for a tropical sparkling drink: one hero film built with AI motion generation, plus a family of cut-downs and product stills.',
    tools: ['AI motion generation', 'Product-trained image models', '3D can render', 'Colour grading'],
    results: [
      'Hero film and cut-downs from one production',
      'Launch assets in 2-3 weeks',
      'Product visuals reused across retail and social',
    ],
    caseStudy: '/projects/tropic-twist',
  },
  {
    id: 4,
    title: 'Cultural Luxury in the Gulf',
    category: 'Brand Research',
    client: 'Maison Sereine',
    year: 2024,
    thumbnail: thumb('luxury'),
    video: projectVideos.luxury,
    description:
      'Six weeks of brand research across Dubai, Riyadh and Doha that gave a European luxury house a positioning built for the Gulf.',
    tools: ['Cultural research', 'AI-assisted social listening', 'Competitive mapping', 'Positioning workshops'],
    results: ['Complete brand foundation', 'Comprehensive guide', '100% alignment', 'AI implementation ready'],
    caseStudy: '/projects/cultural-luxury',
  },
] as const satisfies readonly Project[];

/** Copy of the /projects page around the list. */
export const projectsPageCopy = {
  filterLabel: 'Filter projects by category',
  list: {
    heading: 'Four briefs, four very different answers',
    lead: 'Avatars, animation, a product launch and brand research. Each case study walks through the challenge, what we made and what changed.',
  } satisfies Pick<SectionCopy, 'heading' | 'lead'>,
  viewCaseStudy: 'Read the case study',
  empty: {
    heading: (category: string) => `No ${category} case study yet`,
    text: 'We have made this kind of work, but the write-up is not published yet. The portfolio has more of our recent projects.',
    showAll: 'Show all projects',
    portfolio: 'Browse the portfolio',
  },
  cta: {
    heading: 'Have a brief that does not fit a category?',
    text: 'Most of our best work started that way. Tell us what you need to make and we will reply within 24 hours.',
    primary: { label: 'Start a project', to: '/contact' },
    secondary: { label: 'Browse the portfolio', to: '/portfolio' },
  },
} as const;
