// Shot list for the insight articles' hero stills (content/insights/*.md name them in `image:`).
// Each article has a picture of its own subject, rendered from the editorial scenes
// (page/scenes-editorial.js, one `set` per article): never a frame of another work's film. Same
// entry shapes as catalog.mjs; an entry here replaces the catalogue entry with the same id.
// The card frame crops a still to 1200 × 630, so each set keeps its subject clear of the top and
// bottom edges.

/** @type {any[]} */
export const clips = [];

const still = (slug, set, alt) => ({ id: `article-${slug}`, alt, scene: 'editorial', variant: { set } });

/** @type {any[]} */
export const stills = [
  still(
    'where-ai-video-earns-its-place',
    'pipeline',
    'A producer’s pipeline map pinned to a dark wall under the heading Where AI earns its place: stage cards along a line, Boards, Environments and Localisation tagged AI, Hero close-ups tagged Shoot, Performance tagged Human, the dark body of a cinema camera out of focus in front',
  ),
  still(
    'how-to-write-a-brief-for-ai-assisted-video',
    'brief',
    'A one-page creative brief on an oak desk in morning light, its one sentence written in blue pen and circled, a storyboard sheet of six sketched panels and a green pencil beside it',
  ),
  still(
    'ai-content-labels-what-advertisers-need-to-know',
    'labels',
    'A phone on a stand showing a sponsored social ad for a sparkling drink, an “AI-generated” label on its picture, in pink and cyan light',
  ),
  still(
    'ai-avatars-consent-disclosure-and-trust',
    'consent',
    'A signed likeness and voice consent form with its languages, channels and end date filled in and a fountain pen on it, a licensed AI presenter on the monitor behind, under a desk lamp',
  ),
  still(
    'localising-one-presenter-into-12-languages',
    'languages',
    'A wall of twelve screens showing the same presenter, each with the caption in another language, from English and French to Polish, Russian and Greek',
  ),
  still(
    'making-a-factory-tour-people-watch-to-the-end',
    'factory',
    'A juice factory hall seen through a camera’s viewfinder: oranges on a long conveyor, steel tanks behind, and one orange bouncing off the line toward the lens',
  ),
  still(
    'preparing-brand-assets-for-ai-image-design',
    'brandkit',
    'A brand kit laid flat on linen: a logo sheet, fanned colour swatches, two printed packshots, a checklist headed Before training and a drive labelled Print files',
  ),
  still(
    'content-credentials-c2pa-for-brand-teams',
    'credentials',
    'A laptop showing a coastal image with its CR content-credentials badge opened into a panel: issued by Lumora Studio, made with a camera then generative fill, and its edit history',
  ),
  still(
    'budgeting-for-ai-video',
    'budget',
    'A printed budget for a launch film comparing conventional and AI-assisted lines as bars, locations highlighted and arrowed as the biggest saving in red pen, storyboard cards and a red pen beside it in warm lamplight',
  ),
  still(
    'how-to-review-an-ai-video-cut',
    'review',
    'An edit-suite monitor in a dark room: a frame of the cut with three numbered comment pins, the matching notes beside it and a timeline with markers below',
  ),
];
