/**
 * Copy and data for the strategy area: /strategy, /strategy/details,
 * /creative, /research, /branding and /digital. (/strategy/social-media has
 * its own module, ./social-media.) Numbers come from `claims` (docs/product/site.md).
 */
import type { CtaCopy, CtaLink, LinkTile, SectionCopy } from './section-types';
import { claims } from './site';
import type { Card, ServiceBlock, Stat, Step } from './types';

/** A studio illustration in both renditions: drawn for the dark theme, and its light-theme palette (public/media/strategy/light/). */
const art = (name: string) => ({ image: `/media/strategy/${name}.svg`, imageLight: `/media/strategy/light/${name}.svg` });

/** The back link above the hero of every page in the strategy area. */
export const backToStrategy = { label: 'Back to Strategy', to: '/strategy' } as const satisfies CtaLink;

/* ------------------------------------------------------------------ /strategy */

export const strategyHub = {
  tilesSection: {
    eyebrow: 'Six ways in',
    heading: 'Where strategy meets production',
    lead: 'Start with the question you have today. Each discipline works on its own, and they are strongest together.',
  },
  tiles: [
    {
      icon: 'compass',
      title: 'Strategy Details',
      description:
        'Brand, audience, content and performance strategy joined up in one plan, with the measures agreed before anything is produced.',
      to: '/strategy/details',
      linkLabel: 'See the strategy areas',
    },
    {
      icon: 'spark',
      title: 'Creative',
      description: 'Concepts, scripts, art direction and AI-assisted design that turn a strategy into ideas worth producing.',
      to: '/creative',
      linkLabel: 'Explore creative',
    },
    {
      icon: 'search',
      title: 'Research',
      description: 'Audience, market, competitor and brand perception research, so creative decisions rest on evidence.',
      to: '/research',
      linkLabel: 'Explore research',
    },
    {
      icon: 'palette',
      title: 'Branding',
      description:
        'Positioning, identity, voice and motion systems that stay recognisable in every AI-assisted asset, however many you make.',
      to: '/branding',
      linkLabel: 'Explore branding',
    },
    {
      icon: 'globe',
      title: 'Digital',
      description: 'Content strategy, social, web and email content, copywriting, community and analytics, run as one programme.',
      to: '/digital',
      linkLabel: 'Explore digital',
    },
    {
      icon: 'message',
      title: 'Social Media Strategy',
      description: 'Platform-native video ads and a test-and-learn plan that moves budget towards the variations that perform.',
      to: '/strategy/social-media',
      linkLabel: 'Explore social media',
    },
  ],
  processSection: {
    eyebrow: 'How we work',
    heading: 'Four steps from question to measurable result',
    lead: 'The same rhythm runs through every engagement, whether it is a single launch film or a year of content.',
  },
  process: [
    {
      title: 'Listen',
      description:
        'A working session with your team: goals, audiences, constraints, and what success looks like in numbers you already track.',
    },
    {
      title: 'Research',
      description: 'We study your market, competitors and existing content, and test early assumptions with AI-assisted audience analysis.',
    },
    {
      title: 'Plan',
      description: 'A written strategy: positioning, messages, formats, channels and a production roadmap with owners, budgets and dates.',
    },
    {
      title: 'Deliver',
      description:
        'Production follows the plan, every asset ships with the metric it should move, and each round starts from what the last one taught us.',
    },
  ],
  proofSection: {
    eyebrow: 'Track record',
    heading: 'Strategy shaped by a lot of launches',
    lead: 'The plans we write draw on work for brands of every size, in every major market.',
  },
  proof: [
    { value: claims.brands, label: 'Brands served' },
    { value: claims.satisfaction, label: 'Client satisfaction' },
    { value: claims.countries, label: 'Countries reached' },
    { value: `${claims.experience} years`, label: 'Production experience' },
  ],
  cta: {
    heading: 'Not sure which door to open first?',
    text: 'Book a free 30-minute consultation. A strategist will listen, ask the awkward questions and suggest where to start.',
    primary: { label: 'Book a free consultation', to: '/schedule-consultation' },
    secondary: { label: 'Contact us', to: '/contact' },
  },
} as const satisfies {
  tilesSection: SectionCopy;
  tiles: readonly LinkTile[];
  processSection: SectionCopy;
  process: readonly Step[];
  proofSection: SectionCopy;
  proof: readonly Stat[];
  cta: CtaCopy;
};

/* ---------------------------------------------------------- /strategy/details */

export const strategyDetails = {
  back: backToStrategy,
  areasSection: {
    eyebrow: 'Four strategy areas',
    heading: 'One plan, four disciplines',
    lead: 'Each area answers a different question. Together they tell the production team exactly what to make and why.',
  },
  areas: [
    {
      icon: 'compass',
      title: 'Brand Strategy',
      description:
        'What you stand for, how you differ and how that shows up on screen: positioning, promise and the story every video should reinforce.',
    },
    {
      icon: 'users',
      title: 'Audience Strategy',
      description: 'Who you need to reach, what they already believe and where they watch, built from research rather than assumptions.',
    },
    {
      icon: 'layers',
      title: 'Content Strategy',
      description:
        'Themes, formats and a publishing rhythm for every channel, with a clear role for hero films, always-on content and cut-downs.',
    },
    {
      icon: 'chart',
      title: 'Performance Strategy',
      description: 'The metrics that matter, how we test creative against them and how learnings feed the next round of production.',
    },
  ],
  benefitsSection: {
    eyebrow: 'Why it pays off',
    heading: 'What a joined-up strategy gives you',
  },
  benefits: [
    {
      icon: 'target',
      title: 'Every asset has a job',
      description: 'Each video is briefed against a specific audience and goal, so nothing is produced just to fill a calendar.',
    },
    {
      icon: 'bolt',
      title: 'Faster production',
      description: `Decisions made up front keep production at ${claims.timelineNew} instead of the usual ${claims.timelineOld}.`,
    },
    {
      icon: 'shield',
      title: 'A consistent brand',
      description: 'Shared positioning and voice keep hero films, social clips and localised versions sounding like one company.',
    },
    {
      icon: 'chart',
      title: 'Results you can report',
      description: 'Agreed metrics and a testing plan mean you can show what the content achieved, not just that it shipped.',
    },
  ],
  processSection: {
    eyebrow: 'The process',
    heading: 'From workshop to optimisation in four steps',
  },
  process: [
    {
      title: 'Discovery Workshop',
      description:
        'A half-day session with your stakeholders to agree objectives, audiences, constraints and how success will be measured.',
    },
    {
      title: 'Strategy Development',
      description: 'We turn research and workshop notes into positioning, audience profiles, content pillars and a measurement framework.',
    },
    {
      title: 'Implementation Planning',
      description: 'The strategy becomes a production roadmap: formats, channels, budgets, owners and a calendar your team can run with.',
    },
    {
      title: 'Launch and Optimization',
      description:
        'Content goes live, results are reviewed on a fixed rhythm, and the plan is tuned towards what the numbers show is working.',
    },
  ],
  cta: {
    heading: 'Start with a discovery workshop',
    text: 'Tell us what you are launching or fixing. We will propose a workshop agenda and the people who should be in the room.',
    primary: { label: 'Plan your workshop', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  areasSection: SectionCopy;
  areas: readonly Card[];
  benefitsSection: SectionCopy;
  benefits: readonly Card[];
  processSection: SectionCopy;
  process: readonly Step[];
  cta: CtaCopy;
};

/* ------------------------------------------------------------------ /creative */

export const creative = {
  back: backToStrategy,
  servicesSection: {
    eyebrow: 'Creative services',
    heading: 'Four ways we turn a brief into an idea',
    lead: 'AI lets us explore widely and early. People decide what is worth making.',
  },
  services: [
    {
      icon: 'spark',
      title: 'Concept Development',
      description:
        'We explore a wide field of routes with AI mood frames and rough animatics, then bring you the strongest few, each with the reason it fits the brief.',
    },
    {
      icon: 'pen',
      title: 'Scriptwriting and Storyboards',
      description:
        'Scripts written by people for the length and platform they will run on, with storyboards and shot lists that make the production plan concrete.',
    },
    {
      icon: 'palette',
      title: 'Art Direction',
      description:
        'Look, light, casting and wardrobe decided up front and locked into style references that every generated frame follows.',
    },
    {
      icon: 'image',
      title: 'AI-Assisted Design',
      description: 'Key visuals, product imagery and motion design generated from models trained on your brand, then finished by hand.',
    },
  ],
  numbersSection: {
    eyebrow: 'Creative at AI speed',
    heading: 'More ideas tested, less time waiting',
    lead: 'Exploring a direction used to cost a shoot day. Now it costs an afternoon, so good ideas get a fair hearing.',
  },
  numbers: [
    { value: claims.variations, label: 'Variations we can explore per campaign' },
    { value: claims.faster, label: 'Faster from concept to first cut' },
    { value: claims.brandVoice, label: 'Brand voice accuracy' },
    { value: claims.timelineNew, label: 'Typical delivery' },
  ],
  cta: {
    heading: 'Bring us the brief, or the blank page',
    text: 'Share what you need to say and who needs to hear it. We will come back with routes worth producing.',
    primary: { label: 'Start a creative project', to: '/contact' },
    secondary: { label: 'See our work', to: '/projects' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  servicesSection: SectionCopy;
  services: readonly Card[];
  numbersSection: SectionCopy;
  numbers: readonly Stat[];
  cta: CtaCopy;
};

/* ------------------------------------------------------------------ /research */

export const research = {
  back: backToStrategy,
  typesSection: {
    eyebrow: 'Research types',
    heading: 'Four kinds of evidence behind the creative',
    lead: 'We combine interviews and surveys with AI-assisted analysis of reviews, comments and competitor content.',
  },
  types: [
    {
      icon: 'users',
      title: 'Audience Research',
      description: 'Interviews, surveys and social listening that reveal what your audience cares about, in the words they actually use.',
    },
    {
      icon: 'chart',
      title: 'Market Research',
      description:
        'Size, trends and buying behaviour in the markets you are entering, including the cultural cues that differ between them.',
    },
    {
      icon: 'target',
      title: 'Competitor Analysis',
      description: 'A structured review of competitors’ messages, formats and channels, showing the space your brand can own.',
    },
    {
      icon: 'heart',
      title: 'Brand Perception Research',
      description: 'How customers and prospects see you today, where that differs from how you see yourselves, and what to do about it.',
    },
  ],
  benefitsSection: {
    eyebrow: 'Why research first',
    heading: 'What research changes',
  },
  benefits: [
    {
      icon: 'shield',
      title: 'Decisions you can defend',
      description: 'Creative choices come with the evidence behind them, which makes approvals faster and debates shorter.',
    },
    {
      icon: 'bolt',
      title: 'Less wasted production',
      description: 'Testing messages before production means budget goes into the ideas most likely to land.',
    },
    {
      icon: 'message',
      title: 'Messages in your audience’s words',
      description: 'Scripts borrow the language customers use, so your videos sound familiar rather than like advertising.',
    },
    {
      icon: 'chart',
      title: 'A baseline to measure against',
      description: 'Research sets the starting point, so the impact of new content can be measured rather than guessed.',
    },
  ],
  caseStudy: {
    eyebrow: 'Research in practice',
    heading: 'Cultural luxury in the Gulf',
    lead: 'Six weeks of brand research across Dubai, Riyadh and Doha, turned into three positioning themes and a brand foundation ready for AI production.',
    link: { label: 'Read the case study', to: '/projects/cultural-luxury' },
  },
  cta: {
    heading: 'What do you need to know before you make it?',
    text: 'Tell us the decision you are facing. We will suggest the lightest research that can answer it.',
    primary: { label: 'Start a research project', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  typesSection: SectionCopy;
  types: readonly Card[];
  benefitsSection: SectionCopy;
  benefits: readonly Card[];
  caseStudy: SectionCopy & { link: { label: string; to: '/projects/cultural-luxury' } };
  cta: CtaCopy;
};

/* ------------------------------------------------------------------ /branding */

export const branding = {
  back: backToStrategy,
  blocksSection: {
    eyebrow: 'Branding services',
    heading: 'Six services, one recognisable brand',
    lead: 'A brand system is what lets AI produce at volume without producing noise. These six services build it.',
  },
  blocks: [
    {
      icon: 'compass',
      title: 'Brand Strategy and Positioning',
      description:
        'A clear answer to why you, for whom and against what, written so a director, a copywriter and a model can all act on it.',
      features: [
        'Positioning statement and brand promise',
        'Audience and competitor mapping',
        'Messaging hierarchy',
        'Proof points drawn from your own results',
      ],
      ...art('branding-positioning'),
      imageAlt: 'Concentric rings narrowing to a single bright point, an illustration of brand positioning',
    },
    {
      icon: 'palette',
      title: 'Visual Identity',
      description: 'Logo, colour, typography and imagery rules that hold together on a billboard, a phone screen and a generated frame.',
      features: [
        'Logo and wordmark refinement',
        'Colour, type and layout systems',
        'Photography and illustration direction',
        'Templates for every common format',
      ],
      ...art('branding-identity'),
      imageAlt: 'A grid of colour swatches and type specimens arranged like a brand book spread',
    },
    {
      icon: 'message',
      title: 'Brand Voice and Messaging',
      description: 'How your brand sounds in a script, a caption and a voice-over, defined clearly enough to guide people and AI alike.',
      features: [
        'Tone-of-voice principles with examples',
        'Taglines and key messages',
        'Script and caption guidelines',
        `Voice guidance tuned for ${claims.brandVoice} brand voice accuracy`,
      ],
      ...art('branding-voice'),
      imageAlt: 'Speech bubbles above a flowing sound wave, an illustration of brand voice',
    },
    {
      icon: 'film',
      title: 'Motion Identity',
      description: 'The way your brand moves: logo animation, transitions and pacing that make a three-second clip recognisably yours.',
      features: [
        'Animated logo and idents',
        'Transitions, lower thirds and end cards',
        'Motion principles for editors',
        'Sonic logo and audio direction',
      ],
      ...art('branding-motion'),
      imageAlt: 'A logo shape leaving soft motion trails across the frame',
    },
    {
      icon: 'cube',
      title: 'AI Brand Kit',
      description:
        'Your brand, translated for generative tools: trained models, style references and guardrails that keep output on brand.',
      features: [
        'Custom models trained on approved assets',
        'Prompt libraries and style references',
        'Guardrails for what the brand never does',
        'A review checklist for generated work',
      ],
      ...art('branding-ai-kit'),
      imageAlt: 'An isometric cube connected to glowing nodes, an illustration of a trained brand model',
    },
    {
      icon: 'layers',
      title: 'Guidelines and Rollout',
      description:
        'Guidelines people actually use, and a rollout plan that gets the new brand into every channel without a messy transition.',
      features: [
        'Living online brand guidelines',
        'Asset library with usage rules',
        'Onboarding sessions for your teams and agencies',
        'Channel-by-channel rollout plan',
      ],
      ...art('branding-guidelines'),
      imageAlt: 'Stacked guideline pages fanned out with layout grids and colour bars',
    },
  ],
  cta: {
    heading: 'Ready for a brand that holds up at scale?',
    text: 'Whether you are starting fresh or tightening what you have, we will map the shortest route to a brand system you can produce with.',
    primary: { label: 'Start Your Brand Journey', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  blocksSection: SectionCopy;
  blocks: readonly ServiceBlock[];
  cta: CtaCopy;
};

/* ------------------------------------------------------------------- /digital */

export const digital = {
  back: backToStrategy,
  blocksSection: {
    eyebrow: 'Digital services',
    heading: 'Six services that keep your content working',
    lead: 'Production is the start. These services decide where your videos go, what they say around them and how they are judged.',
  },
  blocks: [
    {
      icon: 'compass',
      title: 'Content Strategy',
      description: 'Pillars, formats and a calendar that connect every post, email and page to a business goal.',
      features: [
        'Content pillars and themes',
        'Channel roles and formats',
        'Quarterly content calendar',
        'Repurposing plan for every hero asset',
      ],
      ...art('digital-content-strategy'),
      imageAlt: 'A content calendar grid with a few highlighted days linked together',
    },
    {
      icon: 'message',
      title: 'Social Content',
      description: 'Platform-native video and imagery for every feed, produced in volume and sized, captioned and hooked for each one.',
      features: [
        'Short-form video for Reels, TikTok and Shorts',
        'Carousels, stills and motion posts',
        'Captions and subtitles',
        `${claims.variations} variations for testing`,
      ],
      ...art('digital-social'),
      imageAlt: 'Three vertical phone screens showing different video posts',
    },
    {
      icon: 'mail',
      title: 'Web and Email Content',
      description: 'Landing page video, product pages and email sequences that carry the campaign beyond social.',
      features: [
        'Landing page and product video',
        'Email sequences with video thumbnails',
        'Web copy and page structure',
        'Accessible, fast-loading media',
      ],
      ...art('digital-web-email'),
      imageAlt: 'A browser window and an envelope with a video thumbnail inside',
    },
    {
      icon: 'pen',
      title: 'Copywriting',
      description: 'Headlines, scripts, captions and calls to action written by people and checked against your voice guide.',
      features: [
        'Scripts and voice-over copy',
        'Headlines, captions and CTAs',
        `Localisation into ${claims.languages} languages`,
        'Voice-guide review on every piece',
      ],
      ...art('digital-copywriting'),
      imageAlt: 'Lines of text with a blinking cursor and an underlined headline',
    },
    {
      icon: 'users',
      title: 'Community Management',
      description: 'Replies, moderation and conversation that turn viewers into followers and followers into customers.',
      features: [
        'Daily moderation and replies',
        'Escalation rules agreed with your team',
        'Creator and partner outreach',
        'Monthly community insights',
      ],
      ...art('digital-community'),
      imageAlt: 'A network of connected avatars with conversation bubbles',
    },
    {
      icon: 'chart',
      title: 'Analytics',
      description: 'Dashboards and reviews that show which content works, for whom, and what to make next.',
      features: [
        'Tracking plan and dashboards',
        'Creative testing reports',
        'Monthly performance reviews',
        'Recommendations for the next round',
      ],
      ...art('digital-analytics'),
      imageAlt: 'A bar chart with a rising trend line drawn over it',
    },
  ],
  benefitsSection: {
    eyebrow: 'Why one team',
    heading: 'What you gain when digital and production sit together',
  },
  benefits: [
    {
      icon: 'layers',
      title: 'One team, one calendar',
      description: 'Strategy, production and publishing share a plan, so nothing is lost in hand-offs between agencies.',
    },
    {
      icon: 'globe',
      title: 'Native on every platform',
      description: 'Content is made for each feed from the start instead of being resized at the end.',
    },
    {
      icon: 'clock',
      title: 'Faster from idea to post',
      description: `A ${claims.rush} rush turnaround when a trend or launch cannot wait.`,
    },
    {
      icon: 'chart',
      title: 'Measured, not guessed',
      description: 'Every piece has a goal and a metric, and the numbers shape the next brief.',
    },
  ],
  cta: {
    heading: 'Plan your next quarter of content',
    text: 'Share your channels and goals. We will suggest a programme, a calendar and the first round of content to test.',
    primary: { label: 'Start a digital programme', to: '/contact' },
    secondary: { label: 'Book a free consultation', to: '/schedule-consultation' },
  },
} as const satisfies {
  back: typeof backToStrategy;
  blocksSection: SectionCopy;
  blocks: readonly ServiceBlock[];
  benefitsSection: SectionCopy;
  benefits: readonly Card[];
  cta: CtaCopy;
};

/* ------------------------------------------------- the four discipline pages */

/** One section of a discipline page, in the order the page shows them. */
export type DisciplineSection =
  | { kind: 'blocks'; copy: SectionCopy; blocks: readonly ServiceBlock[] }
  | { kind: 'cards'; copy: SectionCopy; cards: readonly Card[]; columns: 2 | 4; tone?: 'raised' }
  | { kind: 'stats'; copy: SectionCopy; stats: readonly Stat[]; tone?: 'raised' }
  | { kind: 'link'; copy: SectionCopy; link: CtaLink };

/**
 * A discipline page (/branding, /creative, /digital, /research): one layout, built from this data. The back link
 * and hero come first, then the sections, then the call to action. `catalog` is what the page offers, as search
 * engines read it (a schema.org Service with its offers).
 */
export type DisciplinePage = {
  back: typeof backToStrategy;
  catalog: { name: string; items: readonly { title: string; description: string }[] };
  sections: readonly DisciplineSection[];
  cta: CtaCopy;
};

export const disciplinePages = {
  '/branding': {
    back: branding.back,
    catalog: { name: 'Branding services', items: branding.blocks },
    sections: [{ kind: 'blocks', copy: branding.blocksSection, blocks: branding.blocks }],
    cta: branding.cta,
  },
  '/creative': {
    back: creative.back,
    catalog: { name: 'Creative services', items: creative.services },
    sections: [
      { kind: 'cards', copy: creative.servicesSection, cards: creative.services, columns: 2 },
      { kind: 'stats', copy: creative.numbersSection, stats: creative.numbers, tone: 'raised' },
    ],
    cta: creative.cta,
  },
  '/digital': {
    back: digital.back,
    catalog: { name: 'Digital services', items: digital.blocks },
    sections: [
      { kind: 'blocks', copy: digital.blocksSection, blocks: digital.blocks },
      { kind: 'cards', copy: digital.benefitsSection, cards: digital.benefits, columns: 4, tone: 'raised' },
    ],
    cta: digital.cta,
  },
  '/research': {
    back: research.back,
    catalog: { name: 'Research services', items: research.types },
    sections: [
      { kind: 'cards', copy: research.typesSection, cards: research.types, columns: 2 },
      { kind: 'cards', copy: research.benefitsSection, cards: research.benefits, columns: 4, tone: 'raised' },
      { kind: 'link', copy: research.caseStudy, link: research.caseStudy.link },
    ],
    cta: research.cta,
  },
} as const satisfies Record<string, DisciplinePage>;

export type DisciplinePath = keyof typeof disciplinePages;
