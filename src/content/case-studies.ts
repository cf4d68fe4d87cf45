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
import { still, type Still } from './media-library';
import type { PagePath } from './pages';
import { projectVideos } from './projects';
import type { CtaCopy, SectionCopy } from './section-types';
import type { Card, ImpactCard, Step, Testimonial } from './types';

export type CaseFact = { readonly label: string; readonly value: string };
/** A still from the media library shown in a case study, with its caption when the page gives one. */
export type Frame = { readonly still: Still; readonly caption?: string };

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
  /** Plays at the top of the page, under the title, as its hero frame. */
  readonly video: Film;
  /** Three frames from the film's world, in a strip under the film's words. */
  readonly frames: readonly Frame[];
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
  readonly showcase: SectionCopy & { readonly stills: readonly Frame[] };
  readonly tools: SectionCopy & { readonly cards: readonly Card[] };
  readonly takeaways: SectionCopy & { readonly cards: readonly Card[] };
};

export type ResearchCaseStudy = CaseStudyBase & {
  /** The study has no film: this frame opens the page instead. */
  readonly heroFrame: Still;
  readonly researchApproach: SectionCopy & { readonly images: readonly [Frame, Frame] };
  readonly challenge: SectionCopy & { readonly cards: readonly Card[] };
  readonly strategicApproach: SectionCopy & { readonly images: readonly [Frame, Frame]; readonly cards: readonly Card[] };
  readonly deliverables: SectionCopy & { readonly items: readonly Step[] };
  readonly positioning: SectionCopy & { readonly cards: readonly Card[] };
  readonly tools: SectionCopy & { readonly cards: readonly Card[] };
  readonly impact: SectionCopy & { readonly cards: readonly ImpactCard[] };
  readonly testimonialCopy: SectionCopy;
  readonly takeaways: SectionCopy & { readonly cards: readonly Card[] };
};

const share = (slug: string, alt: string): Picture => ({ src: `/media/projects/og-${slug}.jpg`, width: 1200, height: 630, alt });
const frame = (id: string, caption?: string): Frame => (caption ? { still: still(id), caption } : { still: still(id) });
/** A film study's strip: the library's frames 1-3 of its clip. */
const framesOf = (clipId: string) => [1, 2, 3].map((n) => frame(`${clipId}-frame-${n}`));

/** What a case study's file gives (its words), by layout. */
type TextOf<T> = Omit<T, 'shareImage' | 'video' | 'frames' | 'heroFrame' | 'showcase' | 'researchApproach' | 'strategicApproach'>;
export type VideoCaseStudyText = Omit<TextOf<VideoCaseStudy>, 'solution'> & {
  readonly solution: Omit<VideoCaseStudy['solution'], 'html'>;
  readonly storyHtml: string;
};
export type AnimationCaseStudyText = VideoCaseStudyText &
  Pick<AnimationCaseStudy, 'story' | 'tools' | 'takeaways'> & { readonly showcase: SectionCopy };
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
  return { ...words, video, frames: framesOf(video.clip.id), shareImage, solution: { ...words.solution, html: storyHtml } };
}

export const danoneCaseStudy: VideoCaseStudy = videoStudy(
  texts['danone-avatars'],
  projectVideos.danone,
  share('danone-avatars', 'Danone AI Avatars case study: one presenter, twelve languages'),
);

const spiral = videoStudy(
  texts['spiral-potato-truck'],
  projectVideos.spiral,
  share('spiral-potato-truck', 'Spiral Potato Truck animation case study'),
);
export const spiralCaseStudy: AnimationCaseStudy = {
  ...spiral,
  showcase: {
    ...spiral.showcase,
    stills: [
      frame('case-spiral-potato-truck-still-1', 'Pip, an orange who would rather not be juiced, rides the line toward the press.'),
      frame('case-spiral-potato-truck-still-2', 'The juice line: belt, press, tanks and pipes, and Pip jumping off it.'),
      frame('case-spiral-potato-truck-still-3', 'The chase: flat colour, ink outlines, and squash and stretch on every bounce.'),
    ],
  },
};

export const tropicCaseStudy: VideoCaseStudy = videoStudy(
  texts['tropic-twist'],
  projectVideos.tropic,
  share('tropic-twist', 'Tropic Twist brand launch case study'),
);

const luxury = texts['cultural-luxury'];
export const luxuryCaseStudy: ResearchCaseStudy = {
  ...luxury,
  shareImage: share('cultural-luxury', 'Cultural luxury brand research case study'),
  heroFrame: still('case-cultural-luxury-frame-3'),
  researchApproach: {
    ...luxury.researchApproach,
    images: [
      frame('case-cultural-luxury-research-field', 'Field research across three markets: interviews, store visits and client journeys.'),
      frame(
        'case-cultural-luxury-research-signals',
        'AI-assisted listening grouped public conversations from Dubai, Riyadh and Doha into themes for human review.',
      ),
    ],
  },
  strategicApproach: {
    ...luxury.strategicApproach,
    images: [
      frame(
        'case-cultural-luxury-frame-2',
        'Positioning workshops: the competitive map, its white space and the three themes on one table for the regional and Paris teams.',
      ),
      frame('case-cultural-luxury-frame-1', 'Visual territories pinned up and tested with clients in each market.'),
    ],
  },
};

/** Every case study, for search and structured data. */
export const caseStudies = [danoneCaseStudy, spiralCaseStudy, tropicCaseStudy, luxuryCaseStudy] as const;
