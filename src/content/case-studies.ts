/**
 * The four case studies (docs/product/pages.md, "Case studies"). Their words are in
 * content/case-studies/<slug>.md (checked at build time by case-study-source.ts, served as
 * `virtual:case-studies`); the films, share images and stills stay here, as media references
 * with their sizes, and are merged with the words by slug.
 * Numbers come only from docs/product/site.md: 12 languages, 25+ countries, a 2 week project,
 * a 2.5 minute video; the luxury study's 6 weeks, 5 deliverables, 3
 * positioning themes, 6 tools and its 4 impact metrics, word for word.
 */
import texts from 'virtual:case-studies';
import type { Film, Picture } from './media';
import type { PagePath } from './pages';
import { projectVideos } from './projects';
import type { CtaCopy, SectionCopy } from './section-types';
import type { Card, ImpactCard, Step, Testimonial } from './types';

export type CaseFact = { readonly label: string; readonly value: string };
export type Still = Picture & { readonly caption: string };

type CaseStudyBase = {
  readonly path: PagePath;
  /** Pill above the title. */
  readonly badge: string;
  /** Headline used in structured data and share cards. */
  readonly headline: string;
  readonly published: string;
  readonly facts: readonly CaseFact[];
  /** 1200 × 630 share image (Open Graph, X). */
  readonly shareImage: Picture;
  readonly testimonial: Testimonial;
  readonly cta: CtaCopy;
};

export type VideoCaseStudy = CaseStudyBase & {
  readonly video: Film;
  readonly videoCopy: SectionCopy;
  readonly challenge: SectionCopy & { readonly cards: readonly Card[] };
  /** `html`: the story, rendered from the file's Markdown body at build time. */
  readonly solution: SectionCopy & { readonly html: string; readonly steps: readonly Step[] };
  readonly impact: SectionCopy & { readonly cards: readonly ImpactCard[] };
  readonly testimonialCopy: SectionCopy;
  readonly tools?: SectionCopy & { readonly cards: readonly Card[] };
  readonly takeaways?: SectionCopy & { readonly cards: readonly Card[] };
};

export type AnimationCaseStudy = VideoCaseStudy & {
  readonly story: SectionCopy & { readonly beats: readonly Step[] };
  readonly showcase: SectionCopy & { readonly stills: readonly Still[] };
  readonly tools: SectionCopy & { readonly cards: readonly Card[] };
  readonly takeaways: SectionCopy & { readonly cards: readonly Card[] };
};

export type ResearchCaseStudy = CaseStudyBase & {
  readonly researchApproach: SectionCopy & { readonly images: readonly [Still, Still] };
  readonly challenge: SectionCopy & { readonly cards: readonly Card[] };
  readonly strategicApproach: SectionCopy & { readonly images: readonly [Still, Still]; readonly cards: readonly Card[] };
  readonly deliverables: SectionCopy & { readonly items: readonly Step[] };
  readonly positioning: SectionCopy & { readonly cards: readonly Card[] };
  readonly tools: SectionCopy & { readonly cards: readonly Card[] };
  readonly impact: SectionCopy & { readonly cards: readonly ImpactCard[] };
  readonly testimonialCopy: SectionCopy;
  readonly takeaways: SectionCopy & { readonly cards: readonly Card[] };
};

const share = (slug: string, alt: string): Picture => ({ src: `/media/projects/og-${slug}.jpg`, width: 1200, height: 630, alt });
const still = (file: string, width: number, height: number, alt: string, caption: string): Still => ({
  src: `/media/projects/${file}.webp`,
  width,
  height,
  alt,
  caption,
});

/** What a case study's file gives (its words), by layout. */
type TextOf<T> = Omit<T, 'shareImage' | 'video' | 'showcase' | 'researchApproach' | 'strategicApproach'>;
export type VideoCaseStudyText = Omit<TextOf<VideoCaseStudy>, 'solution'> & {
  readonly solution: Omit<VideoCaseStudy['solution'], 'html'>;
  readonly storyHtml: string;
};
export type AnimationCaseStudyText = VideoCaseStudyText & Pick<AnimationCaseStudy, 'story' | 'tools' | 'takeaways'> & { readonly showcase: SectionCopy };
export type ResearchCaseStudyText = TextOf<ResearchCaseStudy> & {
  readonly researchApproach: SectionCopy;
  readonly strategicApproach: SectionCopy & { readonly cards: readonly Card[] };
};
export type CaseStudyTexts = {
  readonly 'danone-avatars': VideoCaseStudyText;
  readonly 'spiral-potato-truck': AnimationCaseStudyText;
  readonly 'tropic-twist': VideoCaseStudyText;
  readonly 'cultural-luxury': ResearchCaseStudyText;
};

/** A video or animation study's words with its film and share image; the story becomes the solution's text. */
function videoStudy<T extends VideoCaseStudyText>({ storyHtml, ...words }: T, video: Film, shareImage: Picture) {
  return { ...words, video, shareImage, solution: { ...words.solution, html: storyHtml } };
}

export const danoneCaseStudy: VideoCaseStudy = videoStudy(
  texts['danone-avatars'],
  projectVideos.danone,
  share('danone-avatars', 'Danone AI Avatars case study: one presenter, twelve languages'),
);

const spiral = videoStudy(texts['spiral-potato-truck'], projectVideos.spiral, share('spiral-potato-truck', 'Spiral Potato Truck animation case study'));
export const spiralCaseStudy: AnimationCaseStudy = {
  ...spiral,
  showcase: {
    ...spiral.showcase,
    stills: [
      still('spiral-still-dock', 960, 540, 'Spiro the food truck parked at a loading dock at dawn', 'The delivery: Spiro arrives at the factory dock.'),
      still('spiral-still-line', 960, 540, 'An orange character rolling along a sorting line between green machines', 'The escape: Pip runs the sorting line.'),
      still('spiral-still-press', 960, 540, 'Bright juice tanks and a press hall lit in warm orange', 'The chase: through the press hall.'),
    ],
  },
};

export const tropicCaseStudy: VideoCaseStudy = videoStudy(texts['tropic-twist'], projectVideos.tropic, share('tropic-twist', 'Tropic Twist brand launch case study'));

const luxury = texts['cultural-luxury'];
export const luxuryCaseStudy: ResearchCaseStudy = {
  ...luxury,
  shareImage: share('cultural-luxury', 'Cultural luxury brand research case study'),
  researchApproach: {
    ...luxury.researchApproach,
    images: [
      still(
        'luxury-research-field',
        960,
        720,
        'Gold arabesque lines tracing a map of the Gulf coast at night',
        'Field research across three markets: interviews, store visits and client journeys.',
      ),
      still(
        'luxury-research-signals',
        960,
        720,
        'Soft clusters of light points grouped into three constellations',
        'AI-assisted listening grouped public conversations from Dubai, Riyadh and Doha into themes for human review.',
      ),
    ],
  },
  strategicApproach: {
    ...luxury.strategicApproach,
    images: [
      still(
        'luxury-approach-workshop',
        960,
        720,
        'Three arches of warm light over a patterned floor',
        'Positioning workshops with the client’s regional and Paris teams.',
      ),
      still(
        'luxury-approach-moodboard',
        960,
        720,
        'A grid of gold, sand and midnight blue tiles, one highlighted',
        'Visual territories tested with clients in each market.',
      ),
    ],
  },
};

/** Every case study, for search and structured data. */
export const caseStudies = [danoneCaseStudy, spiralCaseStudy, tropicCaseStudy, luxuryCaseStudy] as const;
