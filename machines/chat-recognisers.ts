import { EMAIL_PATTERN } from '#src/forms/common';

/**
 * Pure recognisers for Avery's conversation (docs/product/chat.md): project
 * type keywords, timeline and budget answers, the email pattern, the name
 * rule, company text, pricing words and the topics of the non-sales
 * variants. No state, no side effects: the machines call them from guards
 * and actions.
 */

/** Quick-action labels of the sales steps (exact). */
export const projectTypeLabels = ['TV Commercial', 'Social Content', 'Corporate Video', 'Brand Films'] as const;
export const timelineLabels = ['Under 2 weeks', '2-4 weeks', 'Planning phase'] as const;
export const budgetLabels = ['Under $5K', '$5K - $15K', '$15K - $50K', '$50K+'] as const;

export type ProjectTypeLabel = (typeof projectTypeLabels)[number];
export type TimelineLabel = (typeof timelineLabels)[number];
export type BudgetLabel = (typeof budgetLabels)[number];

/**
 * The consultation wizard's `project_type` value for each chat label (the
 * wizard's project types), so the lead and the booking link use the wizard's
 * vocabulary and the wizard can prefill it.
 */
export const projectTypeValues: Record<ProjectTypeLabel, string> = {
  'TV Commercial': 'TV Commercial',
  'Social Content': 'Social Media Content',
  'Corporate Video': 'Corporate Video',
  'Brand Films': 'Brand Films',
};

/** Lower case, unify dashes, collapse whitespace. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only, separated by single spaces (for keyword matching). */
const words = (text: string) =>
  ` ${normalise(text)
    .replace(/[^a-z0-9$+]+/g, ' ')
    .trim()} `;

const exactLabel = <T extends string>(labels: readonly T[], text: string): T | null => {
  const n = normalise(text).replace(/\s*-\s*/g, '-');
  return labels.find((label) => normalise(label).replace(/\s*-\s*/g, '-') === n) ?? null;
};

// Ordered: the first family whose keywords appear wins ("an Instagram ad" is social, not TV).
const projectKeywords: readonly [ProjectTypeLabel, RegExp][] = [
  [
    'Brand Films',
    / brand (film|films|story|stories|documentary|documentaries|anthem|manifesto) | (film|films|story) (about|for) (our|my|the) brand | brand films? /,
  ],
  [
    'Social Content',
    / (social|socials|social media|tiktok|tik tok|instagram|insta|reels?|shorts|youtube|facebook|snapchat|ugc|influencer|influencers) /,
  ],
  ['TV Commercial', / (tv|tvc|ctv|television|commercials?|broadcast|advert|adverts|ad spot|ad spots) /],
  [
    'Corporate Video',
    / (corporate|internal|training|onboarding|explainer|explainers|town hall|investor|investors|recruitment|recruiting|hiring|employer brand|company culture) /,
  ],
];

/** The project type a message names, by keyword (TV Commercial, Social Content, Corporate Video, Brand Films). */
export function recogniseProjectType(text: string): ProjectTypeLabel | null {
  const exact = exactLabel(projectTypeLabels, text);
  if (exact) return exact;
  const w = words(text);
  for (const [label, pattern] of projectKeywords) if (pattern.test(w)) return label;
  return null;
}

const timelineKeywords: readonly [TimelineLabel, RegExp][] = [
  // Negated urgency first: "no rush" is not a rush job.
  ['Planning phase', / (no rush|not urgent|no hurry|not in a hurry) /],
  ['2-4 weeks', / ((2|two) ?(-|to|or) ?(4|four) weeks?|(3|three|4|four) weeks|(a|one|1) month|this month|next month|end of (the )?month) /],
  [
    'Under 2 weeks',
    / (asap|urgent|urgently|rush|right away|immediately|tomorrow|this week|next week|(a|one|1|2|two) weeks?|(a )?few days|\d+ days|(under|within|less than|in) (a|one|1|2|two) weeks?) /,
  ],
  [
    'Planning phase',
    / (planning|plan|planned|exploring|explore|researching|not sure|unsure|no rush|flexible|later this year|next quarter|next year|q[1-4]|(2|3|4|5|6|two|three|four|five|six|a few|few|couple of|several) months) /,
  ],
];

/** The timeline a message names: 'Under 2 weeks', '2-4 weeks' or 'Planning phase'. */
export function recogniseTimeline(text: string): TimelineLabel | null {
  const exact = exactLabel(timelineLabels, text);
  if (exact) return exact;
  const w = ` ${normalise(text)
    .replace(/[^a-z0-9-]+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()} `;
  for (const [label, pattern] of timelineKeywords) if (pattern.test(w)) return label;
  return null;
}

const UNIT: Record<string, number> = { k: 1_000, thousand: 1_000, grand: 1_000, m: 1_000_000, mil: 1_000_000, million: 1_000_000 };

/** Dollar amounts in a message ("$20k", "15,000", "50 thousand"); bare small numbers are not money. */
export function amountsIn(text: string): number[] {
  const n = normalise(text)
    .replace(/(\d),(\d{3})/g, '$1$2')
    // "5-15k", "5 to 15k": the unit of the upper figure applies to both.
    .replace(/(\d+(?:\.\d+)?) ?(?:-|to) ?(\$?)(\d+(?:\.\d+)?) ?(k|thousand|grand|million|mil|m)\b/g, '$1$4 - $2$3$4');
  const found: number[] = [];
  const pattern = /(\$|usd ?)?(\d+(?:\.\d+)?) ?(k|thousand|grand|million|mil|m)?\b/g;
  for (let match = pattern.exec(n); match; match = pattern.exec(n)) {
    const [, currency, digits, unit] = match;
    const value = Number(digits) * (unit ? UNIT[unit]! : 1);
    const looksLikeYear = !currency && !unit && value >= 1900 && value <= 2099 && Number.isInteger(value);
    if (currency || unit || (value >= 1_000 && !looksLikeYear)) found.push(value);
  }
  return found;
}

const bandOf = (value: number): BudgetLabel =>
  value < 5_000 ? 'Under $5K' : value < 15_000 ? '$5K - $15K' : value < 50_000 ? '$15K - $50K' : '$50K+';

/** The budget band a message names, by label or by the amounts in it. */
export function recogniseBudget(text: string): BudgetLabel | null {
  const exact = exactLabel(budgetLabels, text);
  if (exact) return exact;
  const amounts = amountsIn(text);
  if (amounts.length === 0) return null;
  const n = normalise(text);
  if (/\b(under|below|less than|up to|max|maximum|no more than)\b/.test(n)) {
    const top = Math.max(...amounts);
    return bandOf(top - 1);
  }
  if (/\b(over|above|more than|at least|min|minimum)\b/.test(n) || /\d ?(k|m)? ?\+/.test(n)) {
    return bandOf(Math.max(...amounts));
  }
  // A single figure, or the middle of a range ("5-15k" → $5K - $15K).
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return bandOf((low + high) / 2);
}

/** The first email address in a message, by the site's standard address pattern, or null. */
export function findEmail(text: string): string | null {
  for (const raw of text.split(/[\s<>()[\],;:"']+/)) {
    const candidate = raw.replace(/^[^a-z0-9]+/i, '').replace(/[.!?]+$/, '');
    if (candidate.length <= 254 && EMAIL_PATTERN.test(candidate)) return candidate;
  }
  return null;
}

const NAME_INTRO = /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:my name is|my name's|name is|name:|i am|i'm|im|this is|it's|it is|call me)\s+/i;

/**
 * The name rule: text longer than 1 character with no @.
 * A leading "I'm …" / "my name is …" and trailing punctuation are dropped;
 * longer than the lead form allows (120) is not a name.
 */
export function recogniseName(text: string): string | null {
  if (text.includes('@')) return null;
  const name = text
    .trim()
    .replace(NAME_INTRO, '')
    .replace(/[.!?,]+$/, '')
    .trim();
  if (name.length <= 1 || name.length > 120) return null;
  return name;
}

const COMPANY_INTRO =
  /^(?:(?:it's|it is|we're|we are|i'm|i am|i work|we work|company is|company:|the company is|brand is)\s+)?(?:at|for|with|from|called)?\s*/i;

/** The company or brand: any non-blank text (an "I work at …" lead-in dropped), at most 160 characters. */
export function recogniseCompany(text: string): string | null {
  const company =
    text
      .trim()
      .replace(COMPANY_INTRO, '')
      .replace(/[.!?]+$/, '')
      .trim() || text.trim();
  if (!company) return null;
  return company.slice(0, 160);
}

/** The pricing words (price, cost, quote, pricing) and their inflections. */
const PRICING = /\b(price|prices|priced|pricing|cost|costs|costing|quote|quotes|quoted|quotation|quotations)\b/i;

export function hasPricingWords(text: string): boolean {
  return PRICING.test(text);
}

const PRICING_WORD = String.raw`(?:price|prices|priced|pricing|cost|costs|costing|quote|quotes|quoted|quotation|quotations)`;

/** How a question about money is asked: a question mark, a leading question word, a request, or the pricing word used as a topic. */
const QUESTION_FORMS: readonly RegExp[] = [
  /\?/,
  /^(?:how|what|whats|what's|which|when|why|can|could|would|will|do|does|did|is|are|any|should|roughly|approx|approximately|ballpark)\b/,
  /\b(?:how much|what(?:'s| is| are| does| do| would| will)|can (?:you|i|we)|could (?:you|i|we)|would you|do you|is there|are there|ballpark|estimate|estimated|rough idea|idea of|give me|send me|tell me|need a|want a|get a|looking for a|typical|typically|usually|starting (?:at|from))\b/,
  new RegExp(String.raw`\b${PRICING_WORD} (?:for|of|per|list|sheet|range|breakdown|info|information|details|first|please)\b`),
  new RegExp(String.raw`^(?:(?:the|your|a|any|some|what) )?${PRICING_WORD}(?: ${PRICING_WORD})*[.!]*$`),
];

/**
 * A question about price: pricing words asked as a question ("How much does it cost?", "price list please",
 * "ballpark quote", a bare "pricing"). In the contact steps a name, email or company that merely contains a
 * pricing word ("Jordan Price", jo@price.com, "Cost Plus") is an answer, not a question.
 */
export function isPricingQuestion(text: string): boolean {
  if (!hasPricingWords(text)) return false;
  const n = normalise(text).replace(/[\u2018\u2019]/g, "'");
  return QUESTION_FORMS.some((form) => form.test(n));
}

export type ChatTopic = 'status' | 'producer' | 'services' | 'process' | 'consultation' | 'work';

const topicKeywords: readonly [ChatTopic, RegExp][] = [
  ['status', / (status|statuses|update|updates|progress|where is|where are|eta|deadline|delivery date) /],
  ['producer', / (producer|talk to|speak to|human|person|someone|contact|email|phone|call me) /],
  ['consultation', / (consultation|consult|book|booking|meeting|call|schedule|appointment|discovery) /],
  ['services', / (service|services|offer|offering|what do you do|what do you make|capabilities) /],
  ['process', / (process|how we work|how do you work|how it works|workflow|steps|timeline|timelines) /],
  ['work', / (work|portfolio|projects|examples|case study|case studies|showreel|reel) /],
];

/** What a support or general question is about (first matching topic), or null. */
export function recogniseTopic(text: string): ChatTopic | null {
  const w = words(text);
  for (const [topic, pattern] of topicKeywords) if (pattern.test(w)) return topic;
  return null;
}
