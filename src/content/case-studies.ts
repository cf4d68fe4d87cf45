/**
 * The four case studies (docs/product/pages.md, "Case studies").
 * Numbers come only from docs/product/site.md: 12 languages, 25+ countries, a 2 week project,
 * a 2.5 minute video; the luxury study's 6 weeks, 5 deliverables, 3
 * positioning themes, 6 tools and its 4 impact metrics, word for word.
 */
import type { Film, Picture } from './media';
import { projectVideos } from './projects';
import type { CtaCopy, SectionCopy, SitePath } from './section-types';
import type { Card, ImpactCard, Step, Testimonial } from './types';

export type CaseFact = { readonly label: string; readonly value: string };
export type Still = Picture & { readonly caption: string };

type CaseStudyBase = {
  readonly path: SitePath;
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
  readonly solution: SectionCopy & { readonly paragraphs: readonly string[]; readonly steps: readonly Step[] };
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

export const danoneCaseStudy = {
  path: '/projects/danone-avatars',
  badge: 'AI Avatar Case Study',
  headline: 'Danone AI Avatars: one presenter, twelve languages',
  published: '2024-07-16',
  facts: [
    { label: 'Client', value: 'Danone' },
    { label: 'Project', value: 'Multilingual AI presenter' },
    { label: 'Industry', value: 'Food and beverage' },
    { label: 'Service', value: 'AI avatar video' },
    { label: 'Year', value: '2024' },
    { label: 'Duration', value: '2 week project' },
    { label: 'Languages', value: '12 languages' },
    { label: 'Regions', value: '25+ countries' },
  ],
  shareImage: share('danone-avatars', 'Danone AI Avatars case study: one presenter, twelve languages'),
  video: projectVideos.danone,
  videoCopy: {
    eyebrow: 'The film',
    heading: 'The same message, in every market at once',
    lead: 'One presenter, one script and twelve language versions, each checked by a native speaker before it shipped.',
  },
  challenge: {
    eyebrow: 'The challenge',
    heading: 'A global message that kept arriving late and uneven',
    lead: 'An update meant for every market was reaching some teams weeks after others, and never sounded quite the same twice.',
    cards: [
      {
        icon: 'globe',
        title: 'Twelve languages, one voice',
        description:
          'Subtitles lost the warmth of the original and local re-shoots changed the message. The brief was a single presenter who could speak to every market directly.',
      },
      {
        icon: 'clock',
        title: 'A fixed rollout date',
        description:
          'The communication had to land in 25+ countries on the same day. A conventional shoot plus dubbing would have taken longer than the whole window.',
      },
      {
        icon: 'shield',
        title: 'Brand and legal sign-off',
        description:
          'Every version needed to pass brand, legal and local communication teams, without turning review into a second production.',
      },
    ],
  },
  solution: {
    eyebrow: 'The solution',
    heading: 'An AI presenter, built once and localised with people in the loop',
    lead: 'We designed the presenter, recorded the master in English and treated every other language as a reviewed translation rather than a re-shoot.',
    paragraphs: [
      'We started from the script, not the technology. The communication team approved one English master; our writers then adapted it for each market with native reviewers, so idioms, numbers and titles read naturally rather than literally.',
      'The presenter was generated with consent-based likeness and voice models and kept on one look, one set and one framing across every version. That consistency is what makes twelve films feel like one campaign.',
    ],
    steps: [
      { title: 'Script and adaptation', description: 'One approved master script, adapted by native writers for each of the 12 languages.', duration: 'Days 1-3' },
      { title: 'Presenter and voice', description: 'A single AI presenter with a licensed voice, tuned to the brand tone in every language.', duration: 'Days 3-6' },
      { title: 'Generation and lip-sync', description: 'Each language generated, lip-synced and graded to the same look.', duration: 'Days 6-10' },
      { title: 'Native review and delivery', description: 'Local reviewers signed off every version before delivery in all the formats each market needed.', duration: 'Days 10-14' },
    ],
  },
  impact: {
    eyebrow: 'Results',
    heading: 'Every market, the same day, the same message',
    cards: [
      {
        icon: 'globe',
        metric: '12 languages',
        title: 'One script, every language',
        description: 'Native-reviewed versions replaced subtitles, so each market heard the message in its own language.',
      },
      {
        icon: 'map',
        metric: '25+ countries',
        title: 'A single rollout',
        description: 'Teams in 25+ countries received the update together instead of in waves.',
      },
      {
        icon: 'clock',
        metric: '2 weeks',
        title: 'From approved script to delivery',
        description: 'A 2 week project from the first script review to the last localised file.',
      },
    ],
  },
  testimonialCopy: { eyebrow: 'Client testimonial', heading: 'In their words' },
  testimonial: {
    quote:
      'We expected to trade speed for quality. Instead every market got the same presenter and the same message, in its own language, on the same day. Local teams stopped asking when their version would arrive.',
    author: 'Internal Communications Lead',
    role: 'Global Communications',
    company: 'Danone',
    rating: 5,
  },
  cta: {
    heading: 'Ready to speak to every market at once?',
    text: 'Tell us the message and the languages. We will show you a presenter test before you commit.',
    primary: { label: 'Start Your AI Avatar Project', to: '/contact' },
    secondary: { label: 'Back to Projects', to: '/projects' },
  },
} as const satisfies VideoCaseStudy;

export const spiralCaseStudy = {
  path: '/projects/spiral-potato-truck',
  badge: 'Animation Case Study',
  headline: 'Spiral Potato Truck: a juice factory brought to life in a 2.5 minute animated short',
  published: '2024-09-10',
  facts: [
    { label: 'Client', value: 'Spiral Potato Truck' },
    { label: 'Project', value: 'Juice factory animated short' },
    { label: 'Industry', value: 'Street food and fresh juice' },
    { label: 'Service', value: 'Animated brand film' },
    { label: 'Year', value: '2024' },
    { label: 'Format', value: '2.5 minute animated short' },
    { label: 'Characters', value: 'Spiro the truck, Pip the orange' },
  ],
  shareImage: share('spiral-potato-truck', 'Spiral Potato Truck animation case study'),
  video: projectVideos.spiral,
  videoCopy: {
    eyebrow: 'The film',
    heading: 'Two and a half minutes inside the factory',
    lead: 'Spiro, the brand’s food truck, follows one orange from the delivery dock to the bottle, and makes the journey fun to watch.',
  },
  challenge: {
    eyebrow: 'The challenge',
    heading: 'A good process that nobody ever sees',
    lead: 'The brand presses its juices in its own small factory, but customers only ever saw the truck.',
    cards: [
      {
        icon: 'target',
        title: 'Invisible quality',
        description: 'Pressing to order, cold storage and daily deliveries were the brand’s real advantage, and none of it showed at the truck window.',
      },
      {
        icon: 'film',
        title: 'Factory footage feels like homework',
        description: 'A conventional factory tour risked looking like a compliance video. It had to entertain first and inform second.',
      },
      {
        icon: 'layers',
        title: 'One story, many screens',
        description: 'The same story had to work on social feeds, the screen inside each truck and the team’s onboarding.',
      },
    ],
  },
  solution: {
    eyebrow: 'The solution',
    heading: 'Our Creative Solution',
    lead: 'Give the process a main character and let him get into a little trouble.',
    paragraphs: [
      'We designed Spiro, a food truck with a spiral potato on his roof, and Pip, an orange who would rather not be juiced. Their chase through the factory shows every stage of the process without a single line of explanation.',
      'AI-assisted storyboarding let us try gag after gag and camera move after camera move in the first days, so the client chose from finished-looking frames rather than sketches. Animators then built the final scenes by hand over the approved boards, keeping the characters on model in every shot.',
    ],
    steps: [
      { title: 'Character design', description: 'Spiro and Pip designed as a pair, with turnarounds and expression sheets the brand can reuse.' },
      { title: 'Boards in days', description: 'AI-assisted boards and animatics to agree the story, the jokes and the pacing early.' },
      { title: 'Hand-finished animation', description: 'Final animation, lighting and compositing by our animators over the approved boards.' },
      { title: 'Score and sound', description: 'An original score with sound design that makes every machine in the factory a musical cue.' },
    ],
  },
  story: {
    eyebrow: 'The story',
    heading: 'Story Summary',
    lead: 'Five beats, two and a half minutes, no narrator.',
    beats: [
      { title: 'The delivery', description: 'Spiro backs up to the factory dock at dawn. Crates of oranges arrive, and Pip rolls out of his.' },
      { title: 'The escape', description: 'Pip flees along the sorting line. Every stage he passes, washing, sorting, checking, is one the brand wants customers to see.' },
      { title: 'The chase', description: 'Spiro follows him through the cold room and the press hall, a slapstick chase that doubles as a factory tour.' },
      { title: 'The change of heart', description: 'Pip sees what he becomes: a bottle of juice someone is waiting for at the truck window.' },
      { title: 'The hand-off', description: 'Back at the truck, a customer takes the first sip. Spiro winks. End card.' },
    ],
  },
  showcase: {
    eyebrow: 'Stills from the film',
    heading: 'Animation Showcase',
    lead: 'Frames from the finished short.',
    stills: [
      still('spiral-still-dock', 960, 540, 'Spiro the food truck parked at a loading dock at dawn', 'The delivery: Spiro arrives at the factory dock.'),
      still('spiral-still-line', 960, 540, 'An orange character rolling along a sorting line between green machines', 'The escape: Pip runs the sorting line.'),
      still('spiral-still-press', 960, 540, 'Bright juice tanks and a press hall lit in warm orange', 'The chase: through the press hall.'),
    ],
  },
  tools: {
    eyebrow: 'How we made it',
    heading: 'Tools & Techniques',
    cards: [
      { icon: 'pen', title: 'Character design', description: 'Turnarounds, expression sheets and a colour script for Spiro and Pip.' },
      { icon: 'spark', title: 'AI-assisted storyboards', description: 'Rapid board and animatic iterations to lock story and pacing in days.' },
      { icon: 'layers', title: '2.5D animation', description: 'Hand-animated characters over layered, lit environments.' },
      { icon: 'mic', title: 'Original score', description: 'Music and sound design written to the picture, beat by beat.' },
    ],
  },
  impact: {
    eyebrow: 'Results',
    heading: 'The Impact',
    cards: [
      {
        icon: 'film',
        metric: '2.5 min',
        title: 'A full story, not a spot',
        description: 'Long enough to show every stage of the process, short enough to finish on a phone.',
      },
      {
        icon: 'heart',
        metric: 'Two characters',
        title: 'Characters the brand owns',
        description: 'Spiro and Pip come with model sheets, so menus, truck wraps and future episodes can use them.',
      },
      {
        icon: 'layers',
        metric: 'Every screen',
        title: 'Cut for every platform',
        description: 'The master edit plus vertical cut-downs and a silent loop for the screens inside the trucks.',
      },
    ],
  },
  testimonialCopy: { eyebrow: 'In their words', heading: 'Client Testimonial' },
  testimonial: {
    quote:
      'We had tried to explain our factory for years. Spiro and Pip did it in two and a half minutes, and now customers at the window ask about the press hall.',
    author: 'Founder',
    role: 'Head of Operations',
    company: 'Spiral Potato Truck',
    rating: 5,
  },
  takeaways: {
    eyebrow: 'What we learned',
    heading: 'Key Takeaways',
    cards: [
      {
        icon: 'heart',
        title: 'Character Branding',
        description: 'A character gives a brand a face people remember and a voice it can reuse across every channel.',
      },
      {
        icon: 'spark',
        title: 'Process Entertainment',
        description: 'A process becomes interesting when someone has a reason to go through it. Story first, information second.',
      },
      {
        icon: 'layers',
        title: 'Multi-Platform Content',
        description: 'Plan the cut-downs before the first frame, and one production feeds every screen the brand owns.',
      },
    ],
  },
  cta: {
    heading: 'Ready to Create Your Own Animated Brand Story?',
    text: 'Bring us the process, the product or the mascot that needs a story. We will come back within 24 hours with first ideas.',
    primary: { label: 'Start Your Animation Project', to: '/contact' },
    secondary: { label: 'Back to Projects', to: '/projects' },
  },
} as const satisfies AnimationCaseStudy;

export const tropicCaseStudy = {
  path: '/projects/tropic-twist',
  badge: 'Brand Launch Case Study',
  headline: 'Tropic Twist: launching a sparkling drink with AI motion generation',
  published: '2024-11-05',
  facts: [
    { label: 'Client', value: 'Tropic Twist' },
    { label: 'Project', value: 'Product launch campaign' },
    { label: 'Industry', value: 'Beverages' },
    { label: 'Service', value: 'Brand launch with AI motion generation' },
    { label: 'Year', value: '2024' },
    { label: 'Format', value: 'Hero film, social cut-downs, product stills' },
  ],
  shareImage: share('tropic-twist', 'Tropic Twist brand launch case study'),
  video: projectVideos.tropic,
  videoCopy: {
    eyebrow: 'The film',
    heading: 'A flavour you can see',
    lead: 'Mango and passion fruit pour, swirl and sparkle around the can. No set, no shoot day, no reshoots.',
  },
  challenge: {
    eyebrow: 'The challenge',
    heading: 'A new drink, a fixed launch date and no footage at all',
    lead: 'The cans were still being printed when the campaign had to be ready for retail and social.',
    cards: [
      {
        icon: 'clock',
        title: 'No product to film',
        description: 'Production cans would arrive days before launch, too late for a conventional liquid and product shoot.',
      },
      {
        icon: 'palette',
        title: 'Taste on a screen',
        description: 'The drink’s point of difference is flavour. The film had to make people almost taste it, in a few seconds.',
      },
      {
        icon: 'layers',
        title: 'Assets for every shelf and feed',
        description: 'Retail screens, social placements and the online shop each needed their own shapes and lengths.',
      },
    ],
  },
  solution: {
    eyebrow: 'The solution',
    heading: 'Build the can once, then let motion generation do the pouring',
    lead: 'A precise 3D can from the packaging files, with AI-generated fruit, liquid and light directed around it.',
    paragraphs: [
      'We built the can in 3D from the printer’s artwork, so every label, logo and ingredient line stayed exactly right. Liquid, fruit and light were generated around it with motion models trained on the brand’s palette, then composited and graded by hand.',
      'Because the can itself never changed, we could generate and test many variations of each shot and keep only the ones that made the flavour feel real.',
    ],
    steps: [
      { title: 'Flavour moodboards', description: 'Palettes, textures and motion references for each flavour, agreed in the first days.' },
      { title: 'The digital can', description: 'A label-accurate 3D can built from the packaging artwork.' },
      { title: 'Motion generation', description: 'Fruit, splashes and condensation generated and directed shot by shot.' },
      { title: 'Finish and cut-downs', description: 'Composite, grade and sound, then every cut-down from the same master.' },
    ],
  },
  tools: {
    eyebrow: 'How we made it',
    heading: 'Tools & Techniques',
    cards: [
      { icon: 'cube', title: '3D product build', description: 'A label-accurate can from the packaging files, lit like a studio shoot.' },
      { icon: 'spark', title: 'AI motion generation', description: 'Directed liquid, fruit and particle shots generated around the can.' },
      { icon: 'image', title: 'Product-trained image models', description: 'Stills for retail and the shop from the same look as the film.' },
      { icon: 'palette', title: 'Colour grading', description: 'One grade across film, cut-downs and stills, so the launch looks like one campaign.' },
    ],
  },
  impact: {
    eyebrow: 'Results',
    heading: 'The Impact',
    cards: [
      {
        icon: 'rocket',
        metric: 'On time',
        title: 'Ready before the cans were',
        description: 'The full campaign was approved before the first production cans arrived.',
      },
      {
        icon: 'layers',
        metric: 'One master',
        title: 'Every format from one production',
        description: 'Hero film, vertical and square cut-downs and retail loops all came from the same master.',
      },
      {
        icon: 'image',
        metric: 'Film + stills',
        title: 'Stills for retail and the shop',
        description: 'Product stills in the film’s look for shelf talkers, listings and the online shop.',
      },
    ],
  },
  testimonialCopy: { eyebrow: 'In their words', heading: 'Client Testimonial' },
  testimonial: {
    quote:
      'We approved a launch film for a can we had not yet held in our hands. When the real cans arrived, the only difference was the condensation on our fingers.',
    author: 'Brand Manager',
    role: 'Launch Team',
    company: 'Tropic Twist',
    rating: 5,
  },
  takeaways: {
    eyebrow: 'What we learned',
    heading: 'Key Takeaways',
    cards: [
      {
        icon: 'cube',
        title: 'Start from the packaging files',
        description: 'A label-accurate digital product removes the biggest risk of AI product video: a logo that drifts.',
      },
      {
        icon: 'spark',
        title: 'Generate the hard-to-film parts',
        description: 'Liquid, fruit and light are expensive to shoot and ideal to generate. The product stays real.',
      },
      {
        icon: 'layers',
        title: 'Plan every format up front',
        description: 'Framing the hero film for vertical and square from day one made the cut-downs a finishing task.',
      },
    ],
  },
  cta: {
    heading: 'Ready to launch your next product in motion?',
    text: 'Send us the packaging files and the launch date. We will tell you what is possible within 24 hours.',
    primary: { label: 'Start Your Launch Project', to: '/contact' },
    secondary: { label: 'Back to Projects', to: '/projects' },
  },
} as const satisfies VideoCaseStudy;

export const luxuryCaseStudy = {
  path: '/projects/cultural-luxury',
  badge: 'Brand Research Case Study',
  headline: 'Cultural luxury: brand research for a European house entering the Gulf',
  published: '2024-12-03',
  facts: [
    { label: 'Client', value: 'Maison Sereine' },
    { label: 'Project', value: 'Gulf market brand research' },
    { label: 'Industry', value: 'Luxury fashion and leather goods' },
    { label: 'Service', value: 'Brand research and positioning' },
    { label: 'Markets', value: 'Dubai, Riyadh, Doha' },
    { label: 'Regions', value: 'UAE and GCC' },
    { label: 'Year', value: '2024' },
    { label: 'Duration', value: '6 weeks' },
  ],
  shareImage: share('cultural-luxury', 'Cultural luxury brand research case study'),
  researchApproach: {
    eyebrow: 'Research',
    heading: 'Strategic Research Approach',
    lead: 'Before a single frame of content, we needed to understand what luxury means to clients in Dubai, Riyadh and Doha, in their own words.',
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
  challenge: {
    eyebrow: 'The brief',
    heading: 'The Challenge',
    lead: 'A respected house in Europe, and almost unknown to the clients it now wanted to serve.',
    cards: [
      {
        icon: 'globe',
        title: 'A European story in a new context',
        description: 'Heritage that resonates in Paris does not automatically translate to clients in the Gulf, who know the category deeply.',
      },
      {
        icon: 'users',
        title: 'Three markets, not one',
        description: 'Dubai, Riyadh and Doha share a region but differ in pace, taste and what discretion means.',
      },
      {
        icon: 'shield',
        title: 'Cultural fluency',
        description: 'Imagery, modesty, calendar moments and language all needed to be right before anything was published.',
      },
      {
        icon: 'layers',
        title: 'Ready for production',
        description: 'The research had to end in something the creative and AI production teams could use on day one.',
      },
    ],
  },
  strategicApproach: {
    eyebrow: 'Approach',
    heading: 'Strategic Approach',
    lead: 'Human interviews set the questions; AI-assisted analysis gave us the breadth to test the answers.',
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
    cards: [
      {
        icon: 'message',
        title: 'Client conversations',
        description: 'In-depth interviews with clients, stylists and store teams in each of the three cities.',
      },
      {
        icon: 'search',
        title: 'AI-assisted listening',
        description: 'Public conversation in Arabic and English grouped into themes, then read and checked by people.',
      },
      {
        icon: 'compass',
        title: 'Competitive mapping',
        description: 'How the established houses position themselves in the region, and where the white space is.',
      },
      {
        icon: 'target',
        title: 'Positioning workshops',
        description: 'Joint sessions that turned findings into choices both the regional and head-office teams signed.',
      },
    ],
  },
  deliverables: {
    eyebrow: 'Deliverables',
    heading: 'Key Deliverables',
    lead: 'Five documents the client’s teams still work from.',
    items: [
      { title: 'Market insight report', description: 'What luxury means to clients in Dubai, Riyadh and Doha, with the evidence behind each finding.' },
      { title: 'Audience portraits', description: 'The clients the house should serve first, described by values and occasions rather than demographics.' },
      { title: 'Positioning platform', description: 'The three positioning themes, the brand promise and the proof points for the region.' },
      { title: 'Cultural content guide', description: 'Do’s and don’ts for imagery, language, modesty and calendar moments, market by market.' },
      { title: 'AI production playbook', description: 'Prompts, references and review rules so AI-assisted content stays on-brand and culturally fluent.' },
    ],
  },
  positioning: {
    eyebrow: 'Outcome',
    heading: 'Brand Positioning Outcome',
    lead: 'Three positioning themes the whole team could use.',
    cards: [
      {
        icon: 'heart',
        title: 'Heritage as hospitality',
        description: 'Craft told as a welcome rather than a lecture: the house invites clients into its story.',
      },
      {
        icon: 'shield',
        title: 'Quiet confidence',
        description: 'Discretion over display. Quality shown through detail, fit and service rather than logos.',
      },
      {
        icon: 'compass',
        title: 'Local craft, shared values',
        description: 'Collaborations and stories that honour regional craft alongside the house’s own.',
      },
    ],
  },
  tools: {
    eyebrow: 'How we worked',
    heading: 'Tools & Techniques',
    cards: [
      { icon: 'message', title: 'In-depth interviews', description: 'Moderated conversations in Arabic and English.' },
      { icon: 'search', title: 'Social listening', description: 'AI-assisted clustering of public conversation, checked by analysts.' },
      { icon: 'compass', title: 'Competitive audit', description: 'Positioning maps of the houses already established in the region.' },
      { icon: 'map', title: 'Store and journey visits', description: 'Observed client journeys in flagship and department-store settings.' },
      { icon: 'palette', title: 'Visual territory testing', description: 'Moodboards and generated concept frames reviewed with clients.' },
      { icon: 'target', title: 'Positioning workshops', description: 'Decision sessions with regional and head-office teams.' },
    ],
  },
  impact: {
    eyebrow: 'Results',
    heading: 'The Impact',
    cards: [
      {
        icon: 'layers',
        metric: 'Complete brand foundation',
        title: 'A foundation for the region',
        description: 'Positioning, audiences and proof points agreed before a single campaign was briefed.',
      },
      {
        icon: 'pen',
        metric: 'Comprehensive guide',
        title: 'A cultural content guide',
        description: 'Market-by-market guidance that creative, media and store teams use in every review.',
      },
      {
        icon: 'users',
        metric: '100% alignment',
        title: 'One view across teams',
        description: 'Regional and head-office stakeholders signed the same positioning platform.',
      },
      {
        icon: 'spark',
        metric: 'AI implementation ready',
        title: 'Ready for AI production',
        description: 'A playbook of prompts, references and review rules for on-brand AI content from day one.',
      },
    ],
  },
  testimonialCopy: { eyebrow: 'In their words', heading: 'Client Testimonial' },
  testimonial: {
    quote:
      'We arrived with a story that worked in Paris. We left with one our clients in Riyadh and Doha recognised as theirs, and a guide our teams open before every shoot.',
    author: 'Regional Director',
    role: 'Middle East',
    company: 'Maison Sereine',
    rating: 5,
  },
  takeaways: {
    eyebrow: 'What we learned',
    heading: 'Key Takeaways',
    cards: [
      {
        icon: 'users',
        title: 'Research before reach',
        description: 'Six weeks of listening cost less than one campaign that misreads its audience.',
      },
      {
        icon: 'globe',
        title: 'A region is many markets',
        description: 'Dubai, Riyadh and Doha each needed their own nuance inside one shared positioning.',
      },
      {
        icon: 'spark',
        title: 'Make research usable by AI',
        description: 'Turning findings into prompts, references and review rules is what made the research productive.',
      },
    ],
  },
  cta: {
    heading: "Ready to Research Your Brand's Market Potential?",
    text: 'Tell us the market you are entering and the question keeping you up at night. We reply within 24 hours.',
    primary: { label: 'Start Your Brand Research Project', to: '/contact' },
    secondary: { label: 'Back to Projects', to: '/projects' },
  },
} as const satisfies ResearchCaseStudy;

/** Every case study, for search and structured data. */
export const caseStudies = [danoneCaseStudy, spiralCaseStudy, tropicCaseStudy, luxuryCaseStudy] as const;
