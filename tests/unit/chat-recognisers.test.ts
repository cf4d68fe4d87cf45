import { describe, expect, it } from 'vitest';
import {
  amountsIn,
  budgetLabels,
  findEmail,
  hasPricingWords,
  isPricingQuestion,
  projectTypeLabels,
  recogniseBudget,
  recogniseCompany,
  recogniseName,
  recogniseProjectType,
  recogniseTimeline,
  recogniseTopic,
  timelineLabels,
} from '#machines/chat-recognisers';

describe('project type keywords', () => {
  it.each(projectTypeLabels.map((label) => [label, label]))('the quick action %s is recognised as itself', (text, expected) => {
    expect(recogniseProjectType(text)).toBe(expected);
  });

  it.each([
    ['We need a 30-second TV commercial for a product launch', 'TV Commercial'],
    ['a broadcast spot', 'TV Commercial'],
    ['tv ad', 'TV Commercial'],
    ['Television campaign for spring', 'TV Commercial'],
    ['an Instagram ad campaign', 'Social Content'],
    ['TikTok and Reels cutdowns', 'Social Content'],
    ['social media content', 'Social Content'],
    ['an onboarding video for new hires', 'Corporate Video'],
    ['internal training series', 'Corporate Video'],
    ['corporate video', 'Corporate Video'],
    ['A brand film about our founders', 'Brand Films'],
    ['a film about our brand', 'Brand Films'],
    ['brand story for the relaunch', 'Brand Films'],
    ['  BRAND FILMS  ', 'Brand Films'],
  ])('%j → %s', (text, expected) => {
    expect(recogniseProjectType(text)).toBe(expected);
  });

  it.each([
    'Something for our new launch',
    'a commercially viable idea', // "commercially" is not "commercial"
    'our corporation is growing', // "corporation" is not "corporate"
    'a brand new website',
    'socialise the idea first', // "socialise" is not "social"
    'hmm',
    '',
  ])('near miss %j is not a project type', (text) => {
    expect(recogniseProjectType(text)).toBeNull();
  });
});

describe('timeline answers', () => {
  it.each(timelineLabels.map((label) => [label, label]))('the quick action %s is recognised as itself', (text, expected) => {
    expect(recogniseTimeline(text)).toBe(expected);
  });

  it.each([
    ['ASAP please', 'Under 2 weeks'],
    ['we need it next week', 'Under 2 weeks'],
    ['within 10 days', 'Under 2 weeks'],
    ['under two weeks', 'Under 2 weeks'],
    ['We are aiming for 2-4 weeks', '2-4 weeks'],
    ['2 – 4 weeks', '2-4 weeks'],
    ['two to four weeks', '2-4 weeks'],
    ['in about a month', '2-4 weeks'],
    ['3 weeks', '2-4 weeks'],
    ['still planning', 'Planning phase'],
    ['no rush, maybe in 3 months', 'Planning phase'],
    ['Not sure yet', 'Planning phase'],
    ['Q3', 'Planning phase'],
  ])('%j → %s', (text, expected) => {
    expect(recogniseTimeline(text)).toBe(expected);
  });

  it.each(['Whenever works', 'weekly updates', 'over the weekend', 'soonish', 'we have 24 episodes of content'])(
    'near miss %j is not a timeline',
    (text) => {
      expect(recogniseTimeline(text)).toBeNull();
    },
  );
});

describe('budget answers', () => {
  it.each(budgetLabels.map((label) => [label, label]))('the quick action %s is recognised as itself', (text, expected) => {
    expect(recogniseBudget(text)).toBe(expected);
  });

  it.each([
    ['Roughly $20k', '$15K - $50K'],
    ['about 3,000 dollars', 'Under $5K'],
    ['under 5k', 'Under $5K'],
    ['up to $15K', '$5K - $15K'],
    ['5-15k', '$5K - $15K'],
    ['$10,000', '$5K - $15K'],
    ['between $15k and $50k', '$15K - $50K'],
    ['over 50k', '$50K+'],
    ['100k+', '$50K+'],
    ['$1.2 million', '$50K+'],
    ['50 thousand', '$50K+'],
  ])('%j → %s', (text, expected) => {
    expect(recogniseBudget(text)).toBe(expected);
  });

  it.each(['We have not decided', 'we launch in 2025', '2-4 weeks', '3 videos', 'a big one', '$'])(
    'near miss %j is not a budget',
    (text) => {
      expect(recogniseBudget(text)).toBeNull();
    },
  );

  it('reads amounts with units, currency or thousands only', () => {
    expect(amountsIn('$20k and 15,000 and 7 and 2025 and 40 grand')).toEqual([20_000, 15_000, 40_000]);
  });
});

describe('email pattern', () => {
  it.each([
    ['ana.ruiz@brightfield.co', 'ana.ruiz@brightfield.co'],
    ['my email is ana@brightfield.co.', 'ana@brightfield.co'],
    ['Ana <ana+chat@studio.example.org>', 'ana+chat@studio.example.org'],
    ['(ana@brightfield.io), thanks!', 'ana@brightfield.io'],
  ])('%j → %s', (text, expected) => {
    expect(findEmail(text)).toBe(expected);
  });

  it.each([
    'ana@brightfield',
    '@brightfield.co',
    'ana brightfield.co',
    'ana@@brightfield.co',
    'ana@brightfield.c',
    'ana at brightfield dot co',
    '',
  ])('near miss %j has no email', (text) => {
    expect(findEmail(text)).toBeNull();
  });
});

describe('name rule: longer than 1 character, no @', () => {
  it.each([
    ['Ana Ruiz', 'Ana Ruiz'],
    ["I'm Ana.", 'Ana'],
    ['my name is Jo', 'Jo'],
    ['Hi, this is Sam Lee!', 'Sam Lee'],
    ['Li', 'Li'],
  ])('%j → %s', (text, expected) => {
    expect(recogniseName(text)).toBe(expected);
  });

  it.each(['A', ' B ', 'ana@brightfield.co', 'ana@', "I'm @ana", 'x'.repeat(121), ''])('near miss %j is not a name', (text) => {
    expect(recogniseName(text)).toBeNull();
  });
});

describe('company', () => {
  it.each([
    ['Brightfield Coffee', 'Brightfield Coffee'],
    ['I work at Northwind', 'Northwind'],
    ["We're Acme Labs.", 'Acme Labs'],
    ['freelance', 'freelance'],
  ])('%j → %s', (text, expected) => {
    expect(recogniseCompany(text)).toBe(expected);
  });

  it('blank is no company and long text is cut to 160 characters', () => {
    expect(recogniseCompany('   ')).toBeNull();
    expect(recogniseCompany('x'.repeat(300))).toHaveLength(160);
  });
});

describe('pricing words: price, cost, quote, pricing', () => {
  it.each([
    'How much does a video cost?',
    'Can you give me a quote first?',
    'What is your pricing?',
    'PRICE LIST please',
    'what are your prices',
    'costs for a 30s spot',
    'we were quoted elsewhere',
  ])('%j has pricing words', (text) => {
    expect(hasPricingWords(text)).toBe(true);
  });

  it.each([
    'costume design for a period piece',
    'Costa Rica shoot',
    'a priceless moment',
    'our sales quota',
    'precise timing',
    'enterprise brand',
  ])('near miss %j has none', (text) => {
    expect(hasPricingWords(text)).toBe(false);
  });
});

describe('questions about price (what gets the pricing reply in the contact steps)', () => {
  it.each([
    'How much does it cost?',
    "what's the price",
    'What’s your pricing for a 30s spot',
    'can you quote me',
    'ballpark cost',
    'rough estimate of the cost',
    'price?',
    'quote?',
    'Is there a price list?',
    'pricing please',
    'price first please',
    'give me a quote',
    'costs for a 30s spot',
    'Pricing',
    'your prices',
    'Could we get a quote',
  ])('%j is a question about price', (text) => {
    expect(isPricingQuestion(text)).toBe(true);
  });

  it.each([
    // Answers that merely contain a pricing word.
    'Jordan Price',
    "I'm Jordan Price",
    'my name is Vincent Price',
    'jo@price.com',
    'Cost Plus',
    'Price & Partners',
    'The Price Is Right Co.',
    'Quote Studio',
    'Best Price Foods',
    // Questions without a pricing word (the words are price, cost, quote, pricing).
    'how much?',
    'what is your budget?',
    'costume design?',
  ])('near miss %j is not a question about price', (text) => {
    expect(isPricingQuestion(text)).toBe(false);
  });
});

describe('topics (support and default variants)', () => {
  it.each([
    ['Project status', 'status'],
    ['any update on my spot?', 'status'],
    ['Talk to my producer', 'producer'],
    ['Book a consultation', 'consultation'],
    ['Our services', 'services'],
    ['How we work', 'process'],
    ['can I see examples of your work', 'work'],
    ['hello there', null],
  ])('%j → %s', (text, expected) => {
    expect(recogniseTopic(text)).toBe(expected);
  });
});
