import { budgetLabels, projectTypeLabels, timelineLabels, type ProjectTypeLabel } from '#machines/chat-recognisers';
import { site } from './site';

/**
 * Avery's copy: what the bot says at each step, its quick actions, and the
 * support variant's sample project statuses. `{name}`-style placeholders are
 * filled by the chat machine. Pricing replies never carry a number
 * (docs/product/chat.md); the failure text is exact.
 */
export type ChatPageLink = { readonly url: string; readonly text: string };

export type SupportProject = {
  readonly ref: string;
  readonly title: string;
  readonly status: 'In production' | 'In review' | 'Delivered' | 'Scheduled';
  readonly note: string;
};

export type ChatCopy = {
  readonly assistant: string;
  readonly welcome: { readonly sales: string; readonly support: string; readonly default: string };
  readonly quickActions: {
    readonly projectType: readonly string[];
    readonly timeline: readonly string[];
    readonly budget: readonly string[];
    readonly retry: string;
    readonly support: readonly string[];
    readonly default: readonly string[];
  };
  readonly projectAck: Readonly<Record<ProjectTypeLabel, string>>;
  readonly askTimeline: string;
  readonly askBudget: string;
  readonly askEmail: string;
  readonly askName: string;
  readonly askCompany: string;
  readonly reask: {
    readonly projectType: string;
    readonly timeline: string;
    readonly budget: string;
    readonly email: string;
    readonly name: string;
  };
  readonly pricing: string;
  readonly pricingLink: string;
  /** Appended to the pricing reply so the current step carries on. */
  readonly pricingFollowUp: {
    readonly projectType: string;
    readonly timeline: string;
    readonly budget: string;
    readonly email: string;
    readonly name: string;
    readonly company: string;
  };
  readonly complete: string;
  readonly completeFollowUp: string;
  readonly bookingLink: string;
  readonly failure: string;
  readonly supportProjects: readonly SupportProject[];
  readonly supportStatusIntro: string;
  readonly supportHandoff: string;
  readonly supportFallback: string;
  readonly general: {
    readonly services: string;
    readonly process: string;
    readonly consultation: string;
    readonly work: string;
    readonly fallback: string;
  };
  readonly links: {
    readonly services: ChatPageLink;
    readonly process: ChatPageLink;
    readonly consultation: ChatPageLink;
    readonly work: ChatPageLink;
    readonly contact: ChatPageLink;
  };
  /** Path of the booking wizard; the bot adds name, email, company and project_type as query parameters. */
  readonly bookingPath: string;
};

export const chatCopy = {
  assistant: 'Avery',
  welcome: {
    sales:
      "Hi, I'm Avery, Lumora Studio's project assistant. Answer a few quick questions and I'll match you with the right producer and line up a free consultation. What are you looking to make?",
    support: "Hi, I'm Avery from the Lumora Studio client desk. Here's where your current projects stand:",
    default:
      "Hi, I'm Avery, Lumora Studio's assistant. I can walk you through our services, show how we work or help you book a free consultation. What would you like to know?",
  },
  quickActions: {
    projectType: projectTypeLabels,
    timeline: timelineLabels,
    budget: budgetLabels,
    retry: 'Try again',
    support: ['Project status', 'Talk to my producer'],
    default: ['Our services', 'How we work', 'Book a consultation'],
  },
  projectAck: {
    'TV Commercial': 'A TV commercial, great. Broadcast spots are a core part of what we make.',
    'Social Content': 'Social content, great. We build platform-native cuts and variations for every feed.',
    'Corporate Video': 'Corporate video, great. We make clear, on-brand films for teams, customers and investors.',
    'Brand Films': "A brand film, great. That's where our storytellers do their best work.",
  },
  askTimeline: '{ack} When do you need it? Most projects deliver in 2-3 weeks, and rush turnaround takes 3-5 days.',
  askBudget: 'Thanks, that helps us plan the schedule. Which budget band fits best? It tells us which production approach to suggest.',
  askEmail: "Almost done. What's the best email address for our producer to reach you?",
  askName: "Thanks. And what's your name?",
  askCompany: 'Thanks, {name}. Which company or brand is this for?',
  reask: {
    projectType:
      'I didn\'t quite catch the kind of project. Pick the closest option below, or describe it in a few words, like "a launch spot for TV".',
    timeline: "Sorry, I didn't catch the timing. Which of these is closest?",
    budget: 'A rough band is fine. Pick the closest one below, or type an amount, like $10K.',
    email: "That doesn't look like a complete email address. Could you type it like name@company.com?",
    name: 'Could you tell me your name? Your first name is fine.',
  },
  pricing:
    "I can't quote prices in chat: every project is scoped to its brief, formats and deliverables. A free consultation with a producer gets you a tailored proposal.",
  pricingLink: 'Book a free consultation',
  pricingFollowUp: {
    projectType: 'Meanwhile, what are you looking to make?',
    timeline: 'Meanwhile, when do you need it?',
    budget: 'Meanwhile, which budget band fits best?',
    email: "Meanwhile, what's the best email address to reach you?",
    name: "Meanwhile, what's your name?",
    company: 'Meanwhile, which company or brand is this for?',
  },
  complete:
    "Thank you, {name}. Your brief is with our producers and you'll hear from us within 24 hours. Pick a time for your free consultation: I've filled in what you told me.",
  completeFollowUp: 'Your brief is already with our team. The quickest next step is to choose a consultation time.',
  bookingLink: 'Book your consultation',
  failure: `I'm having trouble right now. Please try again or contact us directly at ${site.email}`,
  supportProjects: [
    { ref: 'LUM-2417', title: 'Spring launch TV spot', status: 'In review', note: 'Second cut delivered, waiting on your notes' },
    {
      ref: 'LUM-2388',
      title: 'Social cutdowns for the summer range',
      status: 'In production',
      note: 'Voice-over and captions in progress',
    },
    { ref: 'LUM-2351', title: 'Onboarding film for new hires', status: 'Delivered', note: 'Final masters are in your delivery folder' },
    { ref: 'LUM-2440', title: 'Product photography in AI sets', status: 'Scheduled', note: 'Kick-off call booked with your producer' },
  ],
  supportStatusIntro: "Here's the latest on your projects:",
  supportHandoff: `Your producer is the fastest route for that. Email ${site.email} and you'll hear back within 24 hours.`,
  supportFallback: 'I can share project statuses or put you in touch with your producer. Which would help?',
  general: {
    services: 'We make TV commercials, brand films, corporate, recruitment, real estate and social video, plus AI image design.',
    process: 'Every project runs from brief to delivery in four clear stages, typically in 2-3 weeks instead of 8-12.',
    consultation: 'A free consultation with a producer is the best way to scope your project and get a tailored proposal.',
    work: 'Our projects page has case studies from avatars to animated shorts, with the results they delivered.',
    fallback: 'I can help with our services, how we work or booking a consultation. For anything else, our team replies within 24 hours.',
  },
  links: {
    services: { url: '/services', text: 'Explore our services' },
    process: { url: '/process', text: 'See how we work' },
    consultation: { url: '/schedule-consultation', text: 'Book a consultation' },
    work: { url: '/projects', text: 'Browse our projects' },
    contact: { url: '/contact', text: 'Contact the team' },
  },
  bookingPath: '/schedule-consultation',
} as const satisfies ChatCopy;

export { chatUi, isSalesChatShownOn, salesChatHiddenOn } from './chat-ui';
