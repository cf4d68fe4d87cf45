import type { Frame } from './case-studies';
import { images, type Picture } from './media';
import { still } from './media-library';
import type { ServiceSlug } from './services';
import type { TestimonialSet } from './testimonials';
import type { Card, Stat, Step } from './types';

/**
 * The content of each service page (offer, details, benefits, audiences,
 * process, reviews, lead form, links, advertised price range) and of the
 * /services index. Numbers come only from docs/product/site.md (the claims
 * and the advertised price ranges).
 */
export type DetailSection = { readonly title: string; readonly body: string; readonly bullets: readonly string[] };
export type ServiceLink = { readonly to: string; readonly label: string; readonly description: string };

export type ServicePage = {
  /** Short facts shown in the hero (claims only). */
  readonly highlights: readonly Stat[];
  readonly offer: { readonly heading: string; readonly lead: string; readonly items: readonly Card[] };
  readonly details: { readonly heading: string; readonly lead: string; readonly sections: readonly DetailSection[] };
  readonly benefits: { readonly heading: string; readonly items: readonly Card[] };
  readonly audiences?: { readonly heading: string; readonly lead: string; readonly items: readonly Card[] };
  readonly process?: { readonly heading: string; readonly lead: string; readonly steps: readonly Step[] };
  readonly reviews?: { readonly heading: string; readonly set: TestimonialSet };
  /** Pictures of the work itself, right under the hero (the image design page's gallery). */
  readonly gallery?: { readonly heading: string; readonly lead: string; readonly stills: readonly Frame[] };
  readonly leadForm: {
    readonly title: string;
    readonly subtitle: string;
    readonly buttonText: string;
    readonly image: Picture;
    readonly messageLabel: string;
  };
  readonly links: readonly ServiceLink[];
  /** Advertised price range in USD (docs/product/site.md), published as structured data. */
  readonly priceRange: { readonly min: number; readonly max: number };
  /** schema.org serviceType. */
  readonly serviceType: string;
};

/**
 * The labels every service page puts over its blocks (the small line above each heading). A block
 * shown as a swipe rail on phones is named by its label too, so the two never disagree.
 */
export const serviceBlockLabels = {
  gallery: 'Selected work',
  offer: 'What we offer',
  details: 'How it works',
  audiences: 'Who it is for',
  process: 'Process',
  benefits: 'Benefits',
  reviews: 'Reviews',
  explore: 'Keep exploring',
} as const;

/** The closing block of every service page: its heading and the button under the related links. */
export const serviceExplore = { heading: 'More about how we work', button: 'Ask us a question' } as const;

/**
 * Links docs/product/pages.md lists for the service pages. Every service page links to all
 * six: its "Keep exploring" tiles pick five, the hero's breadcrumb links
 * /services (and, on the online content page, the page itself as the
 * current step) and the closing button links /contact.
 */
const link = {
  imagination: {
    to: '/imagination-engine',
    label: 'Imagination Engine',
    description: 'The R&D lab behind our AI pipeline and the tools we are building next.',
  },
  studio: { to: '/studio', label: 'The studio', description: 'Where directors, editors and models work side by side.' },
  process: { to: '/process', label: 'Our process', description: 'Four steps from brief to delivery, with a review point at each.' },
  services: { to: '/services', label: 'All services', description: 'Seven formats, one production pipeline.' },
  online: {
    to: '/services/online-content',
    label: 'Online content',
    description: 'Turn one production into a steady stream of social video.',
  },
  contact: { to: '/contact', label: 'Contact us', description: 'Ask a question and hear back within 24 hours.' },
} as const satisfies Record<string, ServiceLink>;

export const servicePages = {
  'brand-films': {
    highlights: [
      { value: '2-3 weeks', label: 'from brief to final film, not 8-12' },
      { value: '95%', label: 'brand voice accuracy' },
      { value: '15+ years', label: 'of directing experience' },
    ],
    offer: {
      heading: 'What a brand film with us includes',
      lead: 'One team carries the film from the first conversation to the final grade, so the story you approve is the story that ships.',
      items: [
        {
          icon: 'compass',
          title: 'Story discovery',
          description: 'Workshops and interviews with founders, staff and customers to find the story only you can tell.',
        },
        {
          icon: 'pen',
          title: 'Script and treatment',
          description: 'A written treatment, script and visual references you approve before anything is produced.',
        },
        {
          icon: 'film',
          title: 'Hybrid production',
          description: 'Live-action interviews combined with AI-generated scenes for places, eras and moments a shoot cannot reach.',
        },
        {
          icon: 'mic',
          title: 'Voice and music',
          description: 'Narration, licensed or original score and a sound mix built for headphones and big screens alike.',
        },
        { icon: 'palette', title: 'Grade and finish', description: 'A consistent cinematic look across every shot, generated or filmed.' },
        { icon: 'layers', title: 'Cutdowns', description: 'Hero film plus shorter edits for your website, events and social channels.' },
      ],
    },
    details: {
      heading: 'How we make films that feel like you',
      lead: 'Speed comes from the pipeline. Trust comes from the way we handle your story.',
      sections: [
        {
          title: 'A story before a style',
          body: 'Every film starts with what your audience should believe after watching it. We test the narrative on paper first, so production time goes into the version that works.',
          bullets: [
            'Audience and message workshop',
            'Two or three narrative routes to choose from',
            'Script sign-off before production starts',
          ],
        },
        {
          title: 'Real people, AI-extended worlds',
          body: 'Interviews and key moments are filmed with real people. AI extends the world around them: locations, history, abstract ideas and transitions that would otherwise cost a second shoot.',
          bullets: [
            'Half-day interview shoots where possible',
            'AI-generated establishing and archival-style scenes',
            'Every generated shot reviewed by a director',
          ],
        },
        {
          title: 'Your voice, kept',
          body: 'We train our tools on your guidelines, past work and tone of voice, and check every draft against them. The result is 95% brand voice accuracy before your team gives its first note.',
          bullets: [
            'Brand guideline and tone analysis',
            'Review rounds with timecoded comments',
            'Final masters and source files delivered',
          ],
        },
      ],
    },
    benefits: {
      heading: 'Why brands choose us for their film',
      items: [
        {
          icon: 'clock',
          title: '2-3 weeks, not 8-12',
          description: 'A finished brand film in the time a traditional production spends in pre-production.',
        },
        {
          icon: 'chart',
          title: 'Up to 85% savings',
          description: 'Fewer shoot days and no set builds, so budget goes into story and finish.',
        },
        { icon: 'star', title: '25+ awards', description: 'The craft standards of a studio whose work has been recognised by its peers.' },
        {
          icon: 'shield',
          title: 'Yours to keep',
          description: 'Clear rights on every frame, filmed or generated, for the channels you plan.',
        },
      ],
    },
    reviews: { heading: 'What brand leaders say', set: 'brandFilms' },
    leadForm: {
      title: 'Tell us the story you want to tell',
      subtitle:
        'Share a few lines about your brand and your audience. A producer will reply within 24 hours with questions and a first idea of scope.',
      buttonText: 'Start my brand film',
      image: images.leadViolet,
      messageLabel: 'What should people feel after watching?',
    },
    links: [link.online, link.process, link.studio, link.imagination, link.services],
    priceRange: { min: 15000, max: 75000 },
    serviceType: 'Brand film production',
  },
  'tv-commercial': {
    highlights: [
      { value: '10x', label: 'faster than traditional production' },
      { value: 'Up to 85%', label: 'lower production cost' },
      { value: '3-5 days', label: 'rush turnaround when the date will not move' },
    ],
    offer: {
      heading: 'Everything a spot needs to air',
      lead: 'From the first idea to the files your broadcaster asks for, in one schedule and one budget.',
      items: [
        {
          icon: 'spark',
          title: 'Creative concepts',
          description: 'Three routes with scripts and key frames, so you choose with your eyes, not a deck of adjectives.',
        },
        {
          icon: 'layers',
          title: 'Animatic previews',
          description: 'A timed AI animatic of the whole spot before production, to test pacing and message.',
        },
        { icon: 'film', title: 'Production', description: 'AI-generated scenes, live-action product shots or both, directed to one look.' },
        { icon: 'mic', title: 'Voice-over and sound', description: 'Casting, recording, music and a broadcast-compliant mix.' },
        {
          icon: 'tv',
          title: 'Broadcast masters',
          description: 'Delivery in the formats, lengths and loudness standards your media plan requires.',
        },
        { icon: 'globe', title: 'Versions and languages', description: 'Cutdowns, aspect ratios and localised versions in 50+ languages.' },
      ],
    },
    details: {
      heading: 'Broadcast quality without the broadcast timeline',
      lead: 'Traditional commercials spend most of their schedule waiting: for locations, crews, weather and edits. Ours do not.',
      sections: [
        {
          title: 'See the spot before you commit',
          body: 'An animatic built with the same tools as the final film shows you timing, framing and message in days. Changes happen when they are cheap.',
          bullets: [
            'Storyboards and animatic within the first week',
            'Test cuts for internal and audience feedback',
            'Sign-off before final production',
          ],
        },
        {
          title: 'Production without the waiting',
          body: 'Locations, weather and set dressing are generated and directed rather than booked. Product hero shots can still be filmed in our studio when the real thing needs to shine.',
          bullets: [
            'No location scouting or travel days',
            'Studio product photography when needed',
            'Director-led shot selection and compositing',
          ],
        },
        {
          title: 'Ready for every screen',
          body: 'We deliver the 30- and 15-second masters, the 6-second bumpers and the vertical edits together, so the campaign launches everywhere on the same day.',
          bullets: ['Broadcast and streaming masters', 'Social and online cutdowns', 'Subtitles and localised voice-over'],
        },
      ],
    },
    benefits: {
      heading: 'What changes with an AI-assisted commercial',
      items: [
        { icon: 'bolt', title: '2-3 weeks to air', description: 'Instead of the usual 8-12 weeks from brief to broadcast.' },
        { icon: 'chart', title: 'Up to 85% cost reduction', description: 'Budget moves from logistics to ideas and media.' },
        { icon: 'layers', title: 'Room to test', description: 'More creative routes explored before you pick the one to air.' },
        { icon: 'clock', title: '3-5 day rush', description: 'For launches, news moments and reactive campaigns.' },
      ],
    },
    leadForm: {
      title: 'Get a commercial proposal',
      subtitle: 'Tell us about the product, the launch date and where the spot will run. You will have a reply within 24 hours.',
      buttonText: 'Request my proposal',
      image: images.leadAmber,
      messageLabel: 'What are you launching, and when?',
    },
    links: [link.online, link.process, link.imagination, link.studio, link.contact],
    priceRange: { min: 10000, max: 100000 },
    serviceType: 'TV commercial production',
  },
  'corporate-video': {
    highlights: [
      { value: '50+', label: 'languages without reshoots' },
      { value: 'Up to 70%', label: 'savings on localised versions' },
      { value: '2-3 weeks', label: 'for a complete series' },
    ],
    offer: {
      heading: 'Corporate video, for every audience you answer to',
      lead: 'Employees, partners and investors each need something different. We plan a series, not a single video.',
      items: [
        {
          icon: 'briefcase',
          title: 'Training and onboarding',
          description: 'Clear, modular lessons that are easy to update when a process changes.',
        },
        {
          icon: 'message',
          title: 'Internal communications',
          description: 'Leadership updates, change announcements and culture stories people finish watching.',
        },
        {
          icon: 'chart',
          title: 'Investor relations',
          description: 'Results, strategy and annual-report films that make numbers easy to follow.',
        },
        {
          icon: 'users',
          title: 'AI presenters',
          description: 'Consistent on-screen presenters, created with consent and your approval, for content that changes often.',
        },
        { icon: 'globe', title: 'Localisation', description: 'Voice, subtitles and on-screen text in 50+ languages from one master.' },
        {
          icon: 'shield',
          title: 'Secure review',
          description: 'Private review links and confidential handling for unreleased information.',
        },
      ],
    },
    details: {
      heading: 'Built to be watched, updated and translated',
      lead: 'Corporate video fails when it is long, generic or out of date by the time it ships. We design against all three.',
      sections: [
        {
          title: 'Short modules, clear outcomes',
          body: 'We break topics into short modules with one learning goal each. People finish them, and you can replace one module without remaking the series.',
          bullets: ['Learning goals agreed up front', 'Modular scripts and consistent templates', 'Quizzes and chapter markers on request'],
        },
        {
          title: 'One master, every language',
          body: 'Voice, lip movement and on-screen text are localised from a single approved master, so every region gets the same message at the same time.',
          bullets: [
            'Native-speaker review of every language',
            'Consistent terminology across versions',
            'Regional edits where regulation requires them',
          ],
        },
        {
          title: 'Updates in days',
          body: 'When a policy, product or number changes, we update the affected scenes rather than reshooting, and deliver the new version in days.',
          bullets: ['Editable project files kept for you', 'Versioned delivery with change notes', 'Rush turnaround of 3-5 days'],
        },
      ],
    },
    benefits: {
      heading: 'Why communications teams work with us',
      items: [
        { icon: 'globe', title: '50+ languages', description: 'Reach every office and market from one production.' },
        { icon: 'chart', title: 'Up to 70% savings', description: 'Localised versions cost a fraction of reshoots.' },
        { icon: 'clock', title: 'Always current', description: 'Updates without new shoot days.' },
        { icon: 'check', title: '95% brand voice accuracy', description: 'Every version sounds like your company, not a template.' },
      ],
    },
    reviews: { heading: 'From the teams we produce for', set: 'corporate' },
    leadForm: {
      title: 'Plan your corporate video series',
      subtitle: 'Tell us who needs to watch, in which languages and by when. We will reply within 24 hours with a suggested format.',
      buttonText: 'Plan my series',
      image: images.leadMint,
      messageLabel: 'Who is the audience, and what should they do after watching?',
    },
    links: [link.process, link.studio, link.online, link.imagination, link.services],
    priceRange: { min: 5000, max: 50000 },
    serviceType: 'Corporate video production',
  },
  'recruitment-video': {
    highlights: [
      { value: '2-3 weeks', label: 'from brief to careers page' },
      { value: '50+', label: 'languages for global hiring' },
      { value: '3-5 days', label: 'rush for urgent roles' },
    ],
    offer: {
      heading: 'Recruitment video that sets honest expectations',
      lead: 'The best hiring videos attract the right people and gently put off the wrong ones. Both save you time.',
      items: [
        { icon: 'heart', title: 'Employer brand films', description: 'Who you are as an employer, told by the people who work there.' },
        {
          icon: 'users',
          title: 'Team and role videos',
          description: 'A day in the job, the people you will work with and what success looks like.',
        },
        { icon: 'message', title: 'Hiring campaign edits', description: 'Short vertical cuts for job boards, LinkedIn and social ads.' },
        { icon: 'globe', title: 'Localised versions', description: 'The same story for every hiring market, in 50+ languages.' },
        { icon: 'rocket', title: 'Onboarding welcome films', description: 'Continue the story from offer letter to first day.' },
      ],
    },
    details: {
      heading: 'Real people, real work, made quickly',
      lead: 'Candidates can tell stock footage from a real team. We film your people and use AI where it helps, never instead of them.',
      sections: [
        {
          title: 'Light-touch filming',
          body: 'Short, scheduled sessions with your team in their real workspace. No disruption to the working day, no actors.',
          bullets: [
            'Interview guides prepared with your talent team',
            'Half-day shoots per location where possible',
            'Consent and release forms handled by us',
          ],
        },
        {
          title: 'AI where it adds clarity',
          body: 'AI-generated sequences explain what is hard to film: a product in use, a distributed team, a process that happens over months.',
          bullets: [
            'Explainer sequences and motion graphics',
            'Generated b-roll for remote or sensitive settings',
            'Every generated scene approved by you',
          ],
        },
        {
          title: 'Made for every channel',
          body: 'One production becomes a careers-page film, role-specific cuts and social edits for each platform you hire on.',
          bullets: ['Careers-page hero film', 'Vertical and square social edits', 'Captions for sound-off viewing'],
        },
      ],
    },
    benefits: {
      heading: 'What talent teams gain',
      items: [
        { icon: 'target', title: 'Better-fit applicants', description: 'Candidates who know the job before they apply.' },
        { icon: 'clock', title: 'Hiring-speed delivery', description: '2-3 weeks, or 3-5 days for an urgent role.' },
        { icon: 'globe', title: 'Global consistency', description: 'One employer story across every market.' },
        { icon: 'heart', title: 'Content your team shares', description: 'Authentic films your people are proud to post.' },
      ],
    },
    audiences: {
      heading: 'Who we make recruitment video for',
      lead: 'Teams that hire continuously and need every candidate to see the same honest picture.',
      items: [
        {
          icon: 'briefcase',
          title: 'HR Teams',
          description: 'A consistent way to present roles, benefits and culture across every opening.',
        },
        { icon: 'heart', title: 'People & Culture', description: 'Values and everyday culture shown through real employees, not slogans.' },
        { icon: 'rocket', title: 'Growing Brands', description: 'Scaling teams that need to hire fast without diluting who they are.' },
        {
          icon: 'search',
          title: 'Recruiters',
          description: 'Agency and in-house recruiters who need role videos that convert interest into applications.',
        },
      ],
    },
    reviews: { heading: 'From talent and people leaders', set: 'recruitment' },
    leadForm: {
      title: 'Show candidates the real job',
      subtitle: 'Tell us which roles you are hiring for and where. A producer will come back within 24 hours with a plan.',
      buttonText: 'Plan my recruitment video',
      image: images.leadMint,
      messageLabel: 'Which roles and locations are you hiring for?',
    },
    links: [link.online, link.process, link.studio, link.imagination, link.contact],
    priceRange: { min: 3000, max: 30000 },
    serviceType: 'Recruitment video production',
  },
  'real-estate-video': {
    highlights: [
      { value: '3-5 days', label: 'rush turnaround for listings' },
      { value: 'Up to 70%', label: 'savings against a full shoot' },
      { value: '2-3 weeks', label: 'for a development launch film' },
    ],
    offer: {
      heading: 'Video for every stage of a property',
      lead: 'From plot to penthouse: films that help people picture living, working or investing there.',
      items: [
        { icon: 'home', title: 'Listing films', description: 'Cinematic walkthroughs and lifestyle edits that make a listing stand out.' },
        {
          icon: 'cube',
          title: 'Off-plan visualisation',
          description: 'Photoreal films of homes and buildings that are not built yet, from plans and renders.',
        },
        {
          icon: 'map',
          title: 'Neighbourhood stories',
          description: 'The streets, views and amenities around the property, in one short film.',
        },
        {
          icon: 'palette',
          title: 'Virtual staging',
          description: 'Empty rooms furnished in styles that match the buyers you want to reach.',
        },
        {
          icon: 'globe',
          title: 'International buyer versions',
          description: 'Narration and captions in 50+ languages for overseas buyers.',
        },
      ],
    },
    details: {
      heading: 'Sell the space before the viewing',
      lead: 'Buyers decide whether to visit in seconds. The film has to do the first viewing for you.',
      sections: [
        {
          title: 'From drawings to walkthroughs',
          body: 'We turn architectural plans, renders and material boards into moving walkthroughs, with light that changes through the day.',
          bullets: ['Works from CAD plans, renders or sketches', 'Day, dusk and night versions', 'Interior and exterior sequences'],
        },
        {
          title: 'Listings at agency speed',
          body: 'Send photographs or a short phone walkthrough; we return a polished listing film in 3-5 days, in your agency style.',
          bullets: ['Consistent branded intro and outro', 'Music and captions for sound-off feeds', 'Vertical cut for social listings'],
        },
        {
          title: 'Honest by design',
          body: 'Visualisations are labelled as such, and staged rooms are clearly marked. Buyers trust what they see, and you stay within advertising rules.',
          bullets: [
            'Clear labelling of visualised spaces',
            'Floor plans and dimensions kept accurate',
            'Approval by you before publication',
          ],
        },
      ],
    },
    benefits: {
      heading: 'Why property teams use us',
      items: [
        { icon: 'bolt', title: '3-5 day listings', description: 'Films ready while the listing is still fresh.' },
        { icon: 'cube', title: 'Sell off-plan', description: 'Show the finished space before construction starts.' },
        { icon: 'chart', title: 'Up to 70% savings', description: 'No drone permits, crews or staging furniture.' },
        { icon: 'globe', title: 'Reach overseas buyers', description: 'Versions in 50+ languages from one film.' },
      ],
    },
    audiences: {
      heading: 'Who we work with in real estate',
      lead: 'Teams that sell, lease or design space and need buyers to picture it quickly.',
      items: [
        { icon: 'home', title: 'Agencies', description: 'Listing films at volume, in a consistent agency style.' },
        { icon: 'cube', title: 'Developers', description: 'Off-plan launches and sales-suite films for new developments.' },
        { icon: 'star', title: 'Luxury Agents', description: 'Cinematic films for high-value homes and discerning buyers.' },
        { icon: 'pen', title: 'Builders & Architects', description: 'Visualisations that win planning approval and clients.' },
      ],
    },
    reviews: { heading: 'What property teams say', set: 'realEstate' },
    leadForm: {
      title: 'Get a film for your property',
      subtitle: 'Tell us about the property or development and your launch date. We reply within 24 hours.',
      buttonText: 'Request a property film',
      image: images.leadAmber,
      messageLabel: 'Tell us about the property and what you need',
    },
    links: [link.online, link.process, link.studio, link.imagination, link.contact],
    priceRange: { min: 1000, max: 15000 },
    serviceType: 'Real estate video production',
  },
  'online-content': {
    highlights: [
      { value: '1000+', label: 'variations to test' },
      { value: '40%', label: 'engagement increase' },
      { value: '47%', label: 'average conversion lift' },
    ],
    offer: {
      heading: 'A content engine, not a one-off video',
      lead: 'Feeds reward volume and freshness. We produce both without lowering the bar.',
      items: [
        {
          icon: 'globe',
          title: 'Social-first video',
          description: 'Vertical, square and horizontal edits designed for each platform, not cropped after the fact.',
        },
        {
          icon: 'target',
          title: 'Performance creative',
          description: 'Hooks, offers and calls to action in combinations built for testing.',
        },
        {
          icon: 'layers',
          title: 'Variations at scale',
          description: '1000+ variations from one production: formats, languages, audiences and lengths.',
        },
        { icon: 'users', title: 'Creator-style content', description: 'Natural, on-brand clips in the style audiences scroll to.' },
        { icon: 'chart', title: 'Test-and-learn reporting', description: 'What worked, what did not and what to make next, every cycle.' },
      ],
    },
    details: {
      heading: 'Always-on, always learning',
      lead: 'We plan content in cycles: produce, publish, measure, and feed the results back into the next batch.',
      sections: [
        {
          title: 'One shoot, a month of content',
          body: 'We plan a core production around your product and message, then generate the variations each channel needs from it.',
          bullets: [
            'Monthly or campaign-based content plans',
            'Platform-native formats and lengths',
            'Captions and safe zones for every placement',
          ],
        },
        {
          title: 'Testing built in',
          body: 'Variations are designed as experiments: one change at a time, so results tell you something. Winning hooks inform the next round.',
          bullets: ['Hook, offer and call-to-action matrices', 'Structured naming for clean reporting', 'Results review every cycle'],
        },
        {
          title: 'On brand at volume',
          body: 'Volume is only useful if every piece still looks and sounds like you. Brand rules are built into the pipeline, and a human editor approves every batch.',
          bullets: ['95% brand voice accuracy', 'Brand-safe music and visuals', 'Human review before anything publishes'],
        },
      ],
    },
    benefits: {
      heading: 'What teams get from an online content programme',
      items: [
        { icon: 'layers', title: '1000+ variations', description: 'Enough creative to test properly, every month.' },
        { icon: 'heart', title: '40% more engagement', description: 'Platform-native content audiences stop for.' },
        { icon: 'chart', title: '47% average lift', description: 'In conversion, from creative that is tested rather than guessed.' },
        { icon: 'clock', title: 'Never run dry', description: 'A steady pipeline instead of last-minute requests.' },
      ],
    },
    audiences: {
      heading: 'Built for teams that publish every day',
      lead: 'If your feed needs new video every week, this is the service designed for it.',
      items: [
        { icon: 'rocket', title: 'DTC Brands', description: 'Performance creative that keeps acquisition costs under control.' },
        { icon: 'layers', title: 'Agencies', description: 'White-label production capacity for your clients\u2019 always-on programmes.' },
        { icon: 'cube', title: 'SaaS Teams', description: 'Product explainers, feature launches and social proof in short form.' },
        { icon: 'pen', title: 'Content Teams', description: 'More video output without growing the team or lowering the standard.' },
      ],
    },
    leadForm: {
      title: 'Build your content engine',
      subtitle: 'Tell us where you publish and how much you need each month. A producer will reply within 24 hours.',
      buttonText: 'Start my content plan',
      image: images.leadViolet,
      messageLabel: 'Which platforms, and how much content do you need?',
    },
    links: [link.process, link.studio, link.imagination, link.services, link.contact],
    priceRange: { min: 2000, max: 25000 },
    serviceType: 'Online and social video content production',
  },
  'ai-image-design': {
    highlights: [
      { value: '1000+', label: 'variations from one brief' },
      { value: '95%', label: 'brand voice accuracy' },
      { value: 'Up to 70%', label: 'savings against a traditional shoot' },
    ],
    gallery: {
      heading: 'Harvest Table for Fennel Co',
      lead: 'One art direction across a year of seasonal campaigns: the brand’s own packs in its kitchen style, from a model trained on its packaging, props and photography.',
      stills: [
        { still: still('harvest-table-autumn'), caption: 'Autumn: the olive oil on oak, with squash and pears in low window light.' },
        { still: still('harvest-table-spring'), caption: 'Spring: the granola on marble, with berries in the morning light.' },
        { still: still('harvest-table-summer'), caption: 'Summer: a flat lay on blue cloth, tomatoes and leaves in hard sun.' },
        { still: still('harvest-table-winter'), caption: 'Winter: the mulling spice tin by candlelight.' },
        { still: still('harvest-table-range'), caption: 'The range for retail listings: four packs, one light, one seamless.' },
      ],
    },
    offer: {
      heading: 'Imagery for every campaign and channel',
      lead: 'Models trained on your products and style, directed by designers who know what a finished image needs.',
      items: [
        {
          icon: 'image',
          title: 'Campaign visuals',
          description: 'Key visuals and their adaptations for print, out-of-home, web and social.',
        },
        { icon: 'cube', title: 'Product scenes', description: 'Your real products placed in any setting, season or style.' },
        { icon: 'palette', title: 'Brand-trained models', description: 'Custom models that learn your colours, lighting and composition.' },
        { icon: 'layers', title: 'Variations for testing', description: '1000+ on-brand variations for A/B tests and personalisation.' },
        { icon: 'pen', title: 'Retouch and finishing', description: 'Human retouching and layered files your designers can adapt.' },
      ],
    },
    details: {
      heading: 'Designed by people, produced with AI',
      lead: 'AI makes image production fast. Art direction makes it good. You get both.',
      sections: [
        {
          title: 'Trained on your brand',
          body: 'We train a model on your product photography, guidelines and past campaigns, so every image starts from your look rather than a generic one.',
          bullets: [
            'Training on your own approved assets',
            'Style guides for light, colour and composition',
            'Private models that are never shared',
          ],
        },
        {
          title: 'Exploration without the cost',
          body: 'See a wide spread of directions in the first review, not a shortlist of safe ones. Narrow down quickly, then refine the winners to final quality.',
          bullets: [
            'Broad first-round exploration',
            'Side-by-side comparisons for decisions',
            'Unlimited small iterations inside the agreed scope',
          ],
        },
        {
          title: 'Ready to publish',
          body: 'Final images are retouched by hand, checked for accuracy against the real product and delivered in every size you need.',
          bullets: ['Product accuracy checks', 'Print and web resolutions', 'Clear usage rights for every image'],
        },
      ],
    },
    process: {
      heading: 'Three steps from brief to final files',
      lead: 'A short, predictable process with a review at the end of each step.',
      steps: [
        {
          title: 'Brief and training',
          description: 'We agree goals, formats and style, and train a model on your products and approved imagery.',
        },
        {
          title: 'Generation and iteration',
          description: 'We generate a wide set of directions, you pick favourites, and we iterate on them in short review rounds.',
        },
        {
          title: 'Refinement and delivery',
          description: 'Designers retouch and finish the chosen images and deliver layered, licence-cleared files in every size.',
        },
      ],
    },
    benefits: {
      heading: 'Why teams switch to AI image design',
      items: [
        { icon: 'bolt', title: 'Days, not weeks', description: 'Campaign imagery without booking studios, sets or travel.' },
        { icon: 'chart', title: 'Up to 70% savings', description: 'Against a comparable photo production.' },
        { icon: 'layers', title: '1000+ variations', description: 'Enough options to test and personalise properly.' },
        { icon: 'shield', title: 'Clear rights', description: 'Licence-cleared images and private, brand-owned models.' },
      ],
    },
    reviews: { heading: 'From the teams using our imagery', set: 'imageDesign' },
    leadForm: {
      title: 'Start your image project',
      subtitle: 'Tell us what you need to show and where it will run. Projects start from $500; we reply within 24 hours.',
      buttonText: 'Start my image project',
      image: images.leadViolet,
      messageLabel: 'What do you need images of, and for which channels?',
    },
    links: [link.imagination, link.online, link.process, link.studio, link.services],
    priceRange: { min: 500, max: 10000 },
    serviceType: 'AI image design',
  },
} as const satisfies Record<ServiceSlug, ServicePage>;

/** Shared copy of the /services index page. */
export const servicesIndex = {
  consultation: { label: 'Book a free consultation', to: '/schedule-consultation' },
  process: { label: 'See our process', to: '/process' },
  contact: { label: 'Contact us', to: '/contact' },
  heading: 'Choose a format',
  lead: 'Each page shows what is included, how the work runs and who it is for. Pick the closest match to your brief; we shape the details with you.',
  cta: {
    heading: 'Not sure which service fits?',
    text: 'Tell us what you want to achieve. We will recommend a format, a timeline and a budget range in a free 30-minute consultation.',
  },
} as const;
