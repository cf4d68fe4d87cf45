/**
 * Per-route metadata: unique title, description and keywords for every page,
 * plus the breadcrumb label and the hero copy used by the page frame.
 */
import { officeHoursLine, studioContact } from './studio-contact';

const city = studioContact.address.city;

export type PageMeta = {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly crumb: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly lead: string;
  readonly noindex?: boolean;
};

export const pages = {
  '/': {
    title: 'AI Video & Image Production Studio',
    description:
      'AI-assisted commercials, brand films and social video in 2-3 weeks instead of 8-12, with up to 85% savings. Trusted by 500+ brands in 50+ countries.',
    keywords: ['AI video production', 'AI commercial', 'brand film studio', 'AI image design', 'video agency'],
    crumb: 'Home',
    eyebrow: 'AI-assisted production studio',
    heading: 'Cinematic video, made at the speed of your brand',
    lead: 'We pair senior directors with AI production pipelines to deliver commercials, brand films and social content in 2-3 weeks instead of 8-12, with up to 85% lower cost.',
  },
  '/services': {
    title: 'Services: AI Video Production & Image Design',
    description:
      'Seven production services: TV commercials, brand films, corporate, recruitment, real estate and online video, plus AI image design. From $500 to full campaigns.',
    keywords: ['video production services', 'AI TV commercial', 'corporate video', 'real estate video', 'AI image design'],
    crumb: 'Services',
    eyebrow: 'Services',
    heading: 'Seven ways to put your brand on screen',
    lead: 'Every service runs on the same pipeline: a senior creative team, AI-assisted production and a review loop you can see. Pick the format, we handle the rest.',
  },
  '/studio': {
    title: 'The Studio: Capabilities & Production Rooms',
    description: `Inside our ${city} studio: six production capabilities and four rooms built for AI-assisted shoots, voice, grading and review. Book a studio tour.`,
    keywords: ['video production studio', `${city} studio`, 'AI production capabilities', 'studio tour'],
    crumb: 'Studio',
    eyebrow: 'The studio',
    heading: 'Where directors and models work side by side',
    lead: 'Founded in 2024, our team of 10-50 brings 15+ years of production experience into a studio designed for AI-assisted filmmaking.',
  },
  '/process': {
    title: 'Our Process: From Brief to Delivery in 2-3 Weeks',
    description:
      'A four-step production process that takes a brief to a finished video in 2-3 weeks, with a 3-5 day rush option and review points at every stage.',
    keywords: ['video production process', 'AI video workflow', 'fast video turnaround', 'rush video production'],
    crumb: 'Process',
    eyebrow: 'Process',
    heading: 'Four steps from brief to broadcast',
    lead: 'Traditional production takes 8-12 weeks. Our process takes 2-3, with a 3-5 day rush turnaround when the launch date will not move.',
  },
  '/projects': {
    title: 'Projects: AI Video Case Studies',
    description:
      'Selected work: AI avatars for Danone, an animated juice-factory short, a tropical beverage launch and brand research for cultural luxury in the Gulf.',
    keywords: ['AI video case studies', 'AI avatar project', 'animated brand film', 'brand research case study'],
    crumb: 'Projects',
    eyebrow: 'Projects',
    heading: 'Work that shipped, and what it changed',
    lead: 'Filter by category to see how each brief became a finished piece, and the results it delivered.',
  },
  '/insights': {
    title: 'Insights: AI Video Trends, Guides & Case Studies',
    description:
      'Articles on AI video production: trends, case studies, tutorials, industry news and best practices from the people making the work.',
    keywords: ['AI video blog', 'AI video trends', 'video marketing guides', 'AI production tutorials'],
    crumb: 'Insights',
    eyebrow: 'Insights',
    heading: 'Notes from the edit bay',
    lead: 'What we are learning about AI-assisted production, written for the marketers and producers who commission it.',
  },
  '/contact': {
    title: 'Contact Us: Start Your AI Video Project',
    description: `Tell us about your project and get a reply within 24 hours. Office hours ${officeHoursLine}, ${city}.`,
    keywords: ['contact video production studio', 'AI video quote request', 'start video project'],
    crumb: 'Contact',
    eyebrow: 'Contact',
    heading: "Let's talk about your next production",
    lead: 'Share a few details and a producer will reply within 24 hours with questions, options and a realistic timeline.',
  },
  '/strategy': {
    title: 'Strategy: Brand, Creative & Digital Strategy',
    description:
      'Strategy before production: brand, audience, creative, research, branding and digital services that make every video land with the right people.',
    keywords: ['video content strategy', 'brand strategy', 'creative strategy', 'digital strategy'],
    crumb: 'Strategy',
    eyebrow: 'Strategy',
    heading: 'Strategy that earns the shot',
    lead: 'Before a single frame is generated, we define who it is for, what it must change and how it will be measured.',
  },
  '/creative': {
    title: 'Creative Services: Concepts, Scripts & Art Direction',
    description:
      'Concept development, scriptwriting, art direction and AI-assisted design: four creative services that turn strategy into ideas worth producing.',
    keywords: ['creative services', 'video concept development', 'scriptwriting', 'art direction'],
    crumb: 'Creative',
    eyebrow: 'Creative',
    heading: 'Ideas with a production plan attached',
    lead: 'Our creative team explores more directions with AI than a sketchbook ever allowed, then commits to the one that fits your brand and your budget.',
  },
  '/research': {
    title: 'Research: Audience, Market & Brand Research',
    description:
      'Four research types that ground creative decisions in evidence: audience, market, competitor and brand perception research, with AI-assisted analysis.',
    keywords: ['brand research', 'audience research', 'market research for video', 'competitor analysis'],
    crumb: 'Research',
    eyebrow: 'Research',
    heading: 'Know the audience before you brief the edit',
    lead: 'Research turns opinions into decisions. We combine human interviews with AI-assisted analysis to find what will actually move your audience.',
  },
  '/branding': {
    title: 'Branding: Identity, Voice & Visual Systems',
    description:
      'Six branding services from positioning to motion identity, built so every AI-generated asset stays unmistakably yours with 95% brand voice accuracy.',
    keywords: ['branding agency', 'brand identity', 'motion identity', 'brand voice'],
    crumb: 'Branding',
    eyebrow: 'Branding',
    heading: 'A brand system that scales with AI',
    lead: 'AI produces assets faster than any team can check them by eye. Branding is what keeps every one of them recognisably yours.',
  },
  '/digital': {
    title: 'Digital: Content Strategy, Social & Analytics',
    description:
      'Content strategy, social content, web and email content, copywriting, community management and analytics, run as one digital programme.',
    keywords: ['digital content strategy', 'social media content', 'copywriting', 'community management', 'content analytics'],
    crumb: 'Digital',
    eyebrow: 'Digital',
    heading: 'Content that keeps working after launch day',
    lead: 'Six digital services that put your video where your audience already is, and measure what it does there.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'How Lumora Studio collects, uses, stores and protects personal data from our website, forms, chat and analytics.',
    keywords: ['privacy policy', 'data protection', 'personal data'],
    crumb: 'Privacy Policy',
    eyebrow: 'Legal',
    heading: 'Privacy Policy',
    lead: 'What we collect, why, how long we keep it and the choices you have.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description: 'The terms that govern use of the Lumora Studio website and our production services.',
    keywords: ['terms of service', 'terms and conditions', 'service agreement'],
    crumb: 'Terms of Service',
    eyebrow: 'Legal',
    heading: 'Terms of Service',
    lead: 'The rules for using this website and working with us.',
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'Which cookies and similar technologies our website uses, what each category does and how to change your choice.',
    keywords: ['cookie policy', 'cookie consent', 'analytics cookies'],
    crumb: 'Cookie Policy',
    eyebrow: 'Legal',
    heading: 'Cookie Policy',
    lead: 'Necessary, analytics, marketing and preference cookies, explained in plain language.',
  },
  '/strategy/details': {
    title: 'Strategy Details: Brand, Audience, Content & Performance',
    description: 'Four strategy areas, four benefits and a four-step process from discovery workshop to launch and optimization.',
    keywords: ['brand strategy', 'audience strategy', 'content strategy', 'performance strategy'],
    crumb: 'Strategy Details',
    eyebrow: 'Strategy in detail',
    heading: 'Four areas, one plan you can act on',
    lead: 'Brand, audience, content and performance strategy, connected so every video has a job and a way to prove it did it.',
  },
  '/strategy/social-media': {
    title: 'Social Media Strategy & AI Video Ads',
    description:
      'AI video ads for every platform: 1000+ variations, 40% higher engagement and a five-step consultation process for social campaigns.',
    keywords: ['social media video strategy', 'AI video ads', 'TikTok ads', 'Instagram video ads'],
    crumb: 'Social Media',
    eyebrow: 'Social media strategy',
    heading: 'Scroll-stopping video, at the scale social demands',
    lead: 'Social platforms reward volume and relevance. AI lets us test 1000+ variations so your budget follows what works.',
  },
  '/portfolio': {
    title: 'Portfolio: 500+ AI Video & Image Projects',
    description:
      'A portfolio of AI-assisted commercials, animation, avatars and image design: 500+ projects for 150+ clients in 50+ countries, with 25+ awards.',
    keywords: ['AI video portfolio', 'AI animation portfolio', 'commercial portfolio', 'AI image design portfolio'],
    crumb: 'Portfolio',
    eyebrow: 'Portfolio',
    heading: 'Selected work from 500+ productions',
    lead: 'Open any project to see the brief, the tools and the results.',
  },
  '/imagination-engine': {
    title: 'Imagination Engine: Our R&D Lab',
    description:
      'The R&D lab behind our productions: three research areas and six tools, from active use to concept stage, shaping the next generation of AI filmmaking.',
    keywords: ['AI video research', 'generative video R&D', 'AI filmmaking tools'],
    crumb: 'R&D',
    eyebrow: 'R&D lab',
    heading: 'The Imagination Engine',
    lead: 'Our lab builds and tests the tools we use tomorrow, so client work benefits from research, not guesswork.',
  },
  '/for-brands': {
    title: 'For Brands: AI Video Production at Scale',
    description:
      'Why brands in e-commerce, SaaS, finance, healthcare, education, entertainment, real estate and automotive choose AI-assisted production.',
    keywords: ['AI video for brands', 'enterprise video production', 'brand video at scale'],
    crumb: 'For Brands',
    eyebrow: 'For brands',
    heading: 'Production capacity that grows with your brand',
    lead: 'From one hero film to 1000+ variations in 50+ languages, without a bigger team.',
  },
  '/projects/danone-avatars': {
    title: 'Danone AI Avatars: Case Study',
    description:
      'How AI avatars let Danone speak to employees and customers in 12 languages across 25+ countries, produced in a 2 week project.',
    keywords: ['Danone case study', 'AI avatars', 'multilingual video', 'AI presenter'],
    crumb: 'Danone Avatars',
    eyebrow: 'Case study · AI Avatar',
    heading: 'Danone: one presenter, twelve languages',
    lead: 'AI avatars delivered consistent, on-brand video in 12 languages for 25+ countries in a 2 week project.',
  },
  '/projects/spiral-potato-truck': {
    title: 'Spiral Potato Truck: Animated Brand Short Case Study',
    description:
      'A 2.5 minute animated short set in a juice factory: character branding, process storytelling and multi-platform content made with AI-assisted animation.',
    keywords: ['animated brand film', 'AI animation case study', 'character branding', 'animated short'],
    crumb: 'Spiral Potato Truck',
    eyebrow: 'Case study · Animation',
    heading: 'Spiral Potato Truck: a juice factory brought to life',
    lead: 'A 2.5 minute animated short that turns a production process into a story people want to watch.',
  },
  '/projects/tropic-twist': {
    title: 'Tropic Twist: Beverage Launch Case Study',
    description:
      'A motion-generation launch campaign for a tropical beverage: hero film, social cut-downs and product visuals produced with AI.',
    keywords: ['beverage launch video', 'AI product video', 'motion generation', 'brand launch campaign'],
    crumb: 'Tropic Twist',
    eyebrow: 'Case study · Brand Launch',
    heading: 'Tropic Twist: launching a flavour in motion',
    lead: 'A launch campaign built from AI motion generation: one hero film and a family of social assets.',
  },
  '/projects/cultural-luxury': {
    title: 'Cultural Luxury in the Gulf: Brand Research Case Study',
    description:
      'A 6 week brand research project across Dubai, Riyadh and Doha: five deliverables, three positioning themes and a brand foundation ready for AI production.',
    keywords: ['brand research case study', 'luxury brand GCC', 'Dubai Riyadh Doha market research', 'brand positioning'],
    crumb: 'Cultural Luxury',
    eyebrow: 'Brand Research Case Study',
    heading: 'Cultural luxury: positioning a brand for the Gulf',
    lead: 'Six weeks of research across Dubai, Riyadh and Doha, turned into a positioning the whole team could use.',
  },
  '/schedule-consultation': {
    title: 'Schedule a Free 30-Minute Consultation',
    description: `Book a free 30 minute consultation with a producer. Four short steps, a reply within 24 hours, calls ${studioContact.consultationHours}.`,
    keywords: ['video production consultation', 'book a call', 'AI video consultation'],
    crumb: 'Schedule Consultation',
    eyebrow: 'Free 30-minute consultation',
    heading: 'Schedule your consultation',
    lead: 'Four short steps. You hear back within 24 hours, with a calendar invite for your slot.',
  },
  '/services/brand-films': {
    title: 'Brand Films: AI-Assisted Brand Storytelling',
    description:
      'Brand films that tell your story with cinematic craft and AI speed. Advertised from $15,000 to $75,000, delivered in 2-3 weeks.',
    keywords: ['brand film production', 'brand storytelling video', 'AI brand film'],
    crumb: 'Brand Films',
    eyebrow: 'Brand films',
    heading: 'Brand films with the craft of cinema and the pace of AI',
    lead: 'Your origin, your people, your point of view, told in a film that earns its running time.',
  },
  '/services/tv-commercial': {
    title: 'TV Commercials: AI-Powered Commercial Production',
    description:
      'Broadcast-ready TV commercials in 2-3 weeks instead of 8-12, at up to 85% lower cost. Advertised from $10,000 to $100,000.',
    keywords: ['TV commercial production', 'AI TV ad', 'broadcast commercial', 'AI commercial'],
    crumb: 'TV Commercials',
    eyebrow: 'TV commercials',
    heading: 'Broadcast-ready commercials without the 12-week wait',
    lead: 'Concept, generation, live-action integration and finishing for spots that air on TV and streaming.',
  },
  '/services/corporate-video': {
    title: 'Corporate Video: Training, Internal & Investor Films',
    description:
      'Corporate video for training, internal communications and investors, in 50+ languages. Advertised from $5,000 to $50,000.',
    keywords: ['corporate video production', 'training video', 'internal communications video', 'investor video'],
    crumb: 'Corporate Video',
    eyebrow: 'Corporate video',
    heading: 'Corporate video people actually finish watching',
    lead: 'Training, onboarding, internal updates and investor stories, localised into 50+ languages without reshoots.',
  },
  '/services/recruitment-video': {
    title: 'Recruitment Video: Employer Brand Films',
    description:
      'Recruitment and employer brand video for HR teams, People & Culture, growing brands and recruiters. Advertised from $3,000 to $30,000.',
    keywords: ['recruitment video', 'employer brand video', 'hiring video', 'careers video'],
    crumb: 'Recruitment Video',
    eyebrow: 'Recruitment video',
    heading: 'Show candidates the job before they apply',
    lead: 'Employer brand films and role videos that attract the right people and set honest expectations.',
  },
  '/services/real-estate-video': {
    title: 'Real Estate Video: Listings, Developments & Tours',
    description:
      'Real estate video for agencies, developers, luxury agents, builders and architects, including AI visualisation of unbuilt spaces. From $1,000 to $15,000.',
    keywords: ['real estate video', 'property video', 'development marketing video', 'architectural visualisation'],
    crumb: 'Real Estate Video',
    eyebrow: 'Real estate video',
    heading: 'Sell the space before the first viewing',
    lead: 'Listing films, development launches and visualisations of spaces that are not built yet.',
  },
  '/services/online-content': {
    title: 'Online Content: Social & Performance Video',
    description:
      'Social and performance video for DTC brands, agencies, SaaS teams and content teams: 1000+ variations and 40% higher engagement. From $2,000 to $25,000.',
    keywords: ['online video content', 'social video production', 'performance creative', 'UGC style ads'],
    crumb: 'Online Content',
    eyebrow: 'Online content',
    heading: 'A steady stream of video for every feed',
    lead: 'Short-form, performance and always-on content, produced in volume and tested against real results.',
  },
  '/services/ai-image-design': {
    title: 'AI Image Design: Campaign & Product Visuals',
    description:
      'Custom-trained AI image design for campaigns, products and social: brief and training, generation and iteration, refinement and delivery. From $500 to $10,000.',
    keywords: ['AI image design', 'AI product photography', 'campaign visuals', 'generative imagery'],
    crumb: 'AI Image Design',
    eyebrow: 'AI image design',
    heading: 'Campaign imagery, trained on your brand',
    lead: 'Models tuned to your products and style produce on-brand visuals in days, ready for every channel.',
  },
  '/search': {
    title: 'Search',
    description: 'Search the Lumora Studio website: services, case studies, articles and pages.',
    keywords: ['search'],
    crumb: 'Search',
    eyebrow: 'Search',
    heading: 'Search the site',
    lead: 'Find services, case studies and articles.',
    noindex: true,
  },
  '/login': {
    title: 'Sign In',
    description: 'Sign in to the Lumora Studio admin inbox or the client area.',
    keywords: ['sign in'],
    crumb: 'Sign in',
    eyebrow: 'Team & clients',
    heading: 'Sign in',
    lead: 'For the studio team and for clients with a project in production.',
    noindex: true,
  },
  '/admin': {
    title: 'Leads Inbox',
    description: 'Consultation requests, contact messages, chat leads, lead-form submissions and newsletter subscribers in one inbox.',
    keywords: ['admin'],
    crumb: 'Admin',
    eyebrow: 'Admin',
    heading: 'Leads inbox',
    lead: 'Every enquiry that reached the studio, newest first.',
    noindex: true,
  },
  '/admin/flows': {
    title: 'Visitor Flows',
    description:
      'How visitors who allowed analytics move through the booking wizard, the chat and the site’s other flows, counted on their statecharts.',
    keywords: ['admin'],
    crumb: 'Flows',
    eyebrow: 'Admin',
    heading: 'Visitor flows',
    lead: 'Each flow’s statechart with the steps visitors took, counted per day by visitors who allowed analytics.',
    noindex: true,
  },
  '/client': {
    title: 'Client Area',
    description: 'Project status and support for Lumora Studio clients.',
    keywords: ['client area'],
    crumb: 'Client area',
    eyebrow: 'Client area',
    heading: 'Your projects',
    lead: 'Where each production stands, what comes next, and a direct line to the team.',
    noindex: true,
  },
  '/consultation/manage': {
    title: 'Change or Withdraw Your Consultation Request',
    description: 'Move your requested consultation to another slot, or withdraw it, from the link in your confirmation email.',
    keywords: ['consultation request'],
    crumb: 'Your request',
    eyebrow: 'Your consultation request',
    heading: 'Change or withdraw your request',
    lead: 'Move your free 30-minute consultation to another slot, or withdraw it. Nothing changes until you press a button.',
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PagePath = keyof typeof pages;
