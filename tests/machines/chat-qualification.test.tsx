import { act, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingUrl,
  chatQualificationMachine,
  createChatQualificationMachine,
  createConversationId,
  createTypingDelay,
  qualificationProgress,
  typingDelayFrom,
  type ChatLeadPayload,
  type ChatVariant,
} from '#machines/chat-qualification.machine';
import { hasPricingWords } from '#machines/chat-recognisers';
import { chatWidgetMachine } from '#machines/chat-widget.machine';
import { ChatContext } from '#machines/chat-context';
import { ApiError } from '#src/api/http';
import type { Accepted } from '#src/api/leads';
import { ChatPanel } from '#src/components/chat/chat-panel';
import { ChatProvider } from '#src/components/chat/chat-provider';
import { ChatWidget } from '#src/components/chat/chat-widget';
import { chatCopy, chatUi } from '#src/content/chat';
import { showRange } from '#src/content/typography';
import {
  blankSendExcuses as blankGuards,
  CHAT_FAILURE as FAILURE,
  chatSampleEvents as sampleEvents,
  chatSerializeState as serializeState,
} from '../utils/chat-fixtures';
import { describePathTests, pathCoverage } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const TYPING_RANDOM = 0.25;
const TYPING_MS = 1250; // 1000 + 0.25 × 1000

type Save = { input: ChatLeadPayload; resolve: (value: Accepted) => void; reject: (error: unknown) => void };

/** The qualification machine with a controllable random source, a fake lead save and a spy for analytics. */
function harness() {
  const saves: Save[] = [];
  const tracked: string[] = [];
  const machine = chatQualificationMachine.provide({
    delays: { typingDelay: createTypingDelay(() => TYPING_RANDOM) },
    actors: {
      saveLead: fromPromise<Accepted, ChatLeadPayload>(
        ({ input }) => new Promise<Accepted>((resolve, reject) => void saves.push({ input, resolve, reject })),
      ),
    },
    actions: { trackLead: ({ context }) => void tracked.push(context.variant) },
  });
  return { machine, saves, tracked };
}

type QSnapshot = SnapshotFrom<typeof chatQualificationMachine>;
const texts = (s: QSnapshot) => s.context.messages.map((m) => m.text);
/** The conversation as the log prints it: Avery's ranges with an en dash, the visitor's words as typed. */
const shownTexts = (s: QSnapshot) => s.context.messages.map((m) => (m.isUser ? m.text : showRange(m.text)));
const lastBot = (s: QSnapshot) => [...s.context.messages].reverse().find((m) => !m.isUser)!;

// ---------------------------------------------------------------------------------------------
// Direct machine tests
// ---------------------------------------------------------------------------------------------

describe('chatQualification machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(variant: ChatVariant = 'sales') {
    const h = harness();
    const actor = createActor(h.machine, { input: { variant } }).start();
    actor.send({ type: 'chat.welcome' });
    const say = async (text: string) => {
      actor.send({ type: 'chat.send', text });
      await vi.advanceTimersByTimeAsync(TYPING_MS);
    };
    return { ...h, actor, say };
  }

  it('the typing delay is 1000-2000 ms, computed from the injected random source', () => {
    expect(typingDelayFrom(() => 0)).toBe(1000);
    expect(typingDelayFrom(() => 0.5)).toBe(1500);
    expect(typingDelayFrom(() => 0.9999999)).toBe(2000);
    expect(typingDelayFrom(() => 7)).toBe(2000);
  });

  it('a reply appears only after the typing delay, with the typing tag meanwhile', async () => {
    const { actor } = start();
    actor.send({ type: 'chat.send', text: 'A TV commercial' });
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    await vi.advanceTimersByTimeAsync(TYPING_MS - 1);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('typing')).toBe(false);
    expect(actor.getSnapshot().context.messages).toHaveLength(3);
    expect(actor.getSnapshot().matches('timeline')).toBe(true);
  });

  it('ignores blank messages at every step, and messages sent while a reply is pending', async () => {
    const { actor, say, saves } = start();
    const blankIsIgnored = () => {
      const before = actor.getSnapshot();
      actor.send({ type: 'chat.send', text: ' \t ' });
      expect(actor.getSnapshot().value).toEqual(before.value);
      expect(actor.getSnapshot().context.messages).toHaveLength(before.context.messages.length);
    };
    blankIsIgnored();
    actor.send({ type: 'chat.send', text: 'tv spot' });
    actor.send({ type: 'chat.send', text: 'and also this' });
    expect(texts(actor.getSnapshot())).toEqual([chatCopy.welcome.sales, 'tv spot']);
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    for (const answer of ['asap', 'under 5k', 'a@b.co', 'Al']) {
      blankIsIgnored();
      await say(answer);
    }
    blankIsIgnored(); // company
    actor.send({ type: 'chat.send', text: 'Acme' });
    saves[0]!.reject(new ApiError('network', 0));
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    blankIsIgnored(); // failed
    actor.send({ type: 'chat.quickAction', label: chatCopy.quickActions.retry });
    saves[1]!.resolve({ id: 'lead-1', status: 'accepted' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    blankIsIgnored(); // complete
    for (const variant of ['support', 'default'] as const) {
      const other = start(variant);
      const before = other.actor.getSnapshot();
      other.actor.send({ type: 'chat.send', text: '   ' });
      expect(other.actor.getSnapshot().value).toEqual(before.value);
      expect(other.actor.getSnapshot().context.messages).toHaveLength(1);
    }
  });

  it('walks project type → timeline → budget → contact → complete and saves the lead once', async () => {
    const { actor, say, saves, tracked } = start();
    expect(qualificationProgress(actor.getSnapshot())).toBe(20);
    await say('An Instagram ad campaign');
    expect(qualificationProgress(actor.getSnapshot())).toBe(40);
    await say('within 3 weeks');
    expect(qualificationProgress(actor.getSnapshot())).toBe(60);
    await say('about $20k');
    expect(qualificationProgress(actor.getSnapshot())).toBe(80);
    await say('ana.ruiz@brightfield.co');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.askName);
    await say('Ana Ruiz');
    expect(lastBot(actor.getSnapshot()).text).toBe('Thanks, Ana Ruiz. Which company or brand is this for?');
    actor.send({ type: 'chat.send', text: 'Brightfield Coffee' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.input).toEqual({
      source: 'chat',
      name: 'Ana Ruiz',
      email: 'ana.ruiz@brightfield.co',
      company: 'Brightfield Coffee',
      project_type: 'Social Media Content',
      timeline: '2-4 weeks',
      budget_band: '$15K - $50K',
      conversation_id: expect.stringMatching(/^chat-[0-9a-z]+-[0-9a-z]{8}$/),
    });
    saves[0]!.resolve({ id: 'lead-1', status: 'accepted' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    const done = actor.getSnapshot();
    expect(done.matches('complete')).toBe(true);
    expect(qualificationProgress(done)).toBeNull();
    expect(tracked).toEqual(['sales']);
    expect(lastBot(done).pageLink).toEqual({
      url: '/schedule-consultation?name=Ana+Ruiz&email=ana.ruiz%40brightfield.co&company=Brightfield+Coffee&project_type=Social+Media+Content',
      text: chatCopy.bookingLink,
    });
  });

  it('at the email step only an address is an answer: anything else, a name included, gets the email re-ask; the name is asked next', async () => {
    const { actor, say } = start();
    await say('Brand Films');
    await say('Planning phase');
    await say('$50K+');
    await say('not-an-email');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.reask.email);
    await say("I'm Jo");
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.reask.email);
    expect(actor.getSnapshot().context.lead).toMatchObject({ name: '', email: '' });
    expect(texts(actor.getSnapshot()).some((text) => text.startsWith('Nice to meet you'))).toBe(false);
    await say('jo@northwind.io');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.askName);
    await say("I'm Jo");
    expect(lastBot(actor.getSnapshot()).text).toBe('Thanks, Jo. Which company or brand is this for?');
    expect(actor.getSnapshot().context.lead).toMatchObject({ name: 'Jo', email: 'jo@northwind.io', project_type: 'Brand Films' });
  });

  it('repeats a step with a re-ask and its quick actions when the answer is not recognised', async () => {
    const { actor, say } = start();
    await say('something nice');
    expect(actor.getSnapshot().matches({ project_type: 'asking' })).toBe(true);
    expect(lastBot(actor.getSnapshot())).toMatchObject({
      text: chatCopy.reask.projectType,
      quickActions: [...chatCopy.quickActions.projectType],
    });
    await say('TV');
    await say('whenever');
    expect(lastBot(actor.getSnapshot())).toMatchObject({
      text: chatCopy.reask.timeline,
      quickActions: [...chatCopy.quickActions.timeline],
    });
    await say('ASAP');
    await say('not decided');
    expect(lastBot(actor.getSnapshot())).toMatchObject({ text: chatCopy.reask.budget, quickActions: [...chatCopy.quickActions.budget] });
  });

  it('answers pricing words at every step without a number, offers a consultation and stays on the step', async () => {
    const { actor, say, saves } = start();
    const checkPricing = (step: string) => {
      const reply = lastBot(actor.getSnapshot());
      expect(reply.text.startsWith(chatCopy.pricing), step).toBe(true);
      expect(reply.text, step).not.toMatch(/[0-9$€£]/);
      expect(reply.pageLink?.url.startsWith('/schedule-consultation'), step).toBe(true);
      expect(actor.getSnapshot().matches(step as never), step).toBe(true);
    };
    await say('how much does it cost?');
    checkPricing('project_type');
    await say('TV');
    await say('give me a quote');
    checkPricing('timeline');
    await say('ASAP');
    await say('what is your pricing for $20k?');
    checkPricing('budget');
    await say('$5K - $15K');
    await say('price first please');
    checkPricing('contact');
    await say('x@y.co');
    await say('costs?');
    checkPricing('contact');
    await say('Xi');
    await say('quote?');
    checkPricing('contact');
    expect(saves).toHaveLength(0);
  });

  it('contact answers that contain a pricing word are answers: "Jordan Price", jo@price.com and "Cost Plus" finish the brief', async () => {
    const { actor, say, saves } = start();
    for (const text of ['TV Commercial', 'Under 2 weeks', '$5K - $15K']) await say(text);
    await say('jo@price.com');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.askName);
    await say('Jordan Price');
    expect(lastBot(actor.getSnapshot()).text).toBe('Thanks, Jordan Price. Which company or brand is this for?');
    actor.send({ type: 'chat.send', text: 'Cost Plus' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(saves[0]!.input).toMatchObject({ name: 'Jordan Price', email: 'jo@price.com', company: 'Cost Plus' });
    saves[0]!.resolve({ id: 'lead-1', status: 'accepted' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(texts(actor.getSnapshot()).filter((t) => t.startsWith(chatCopy.pricing))).toEqual([]);
  });

  it('the name step takes a surname like Price, and still answers a question about price without numbers', async () => {
    const { actor, say } = start();
    for (const text of ['Brand Films', 'Planning phase', '$50K+', 'ana@brightfield.co']) await say(text);
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.askName);
    await say("what's the price?");
    expect(lastBot(actor.getSnapshot()).text).toBe(`${chatCopy.pricing}\n\n${chatCopy.pricingFollowUp.name}`);
    expect(actor.getSnapshot().context.lead.name).toBe('');
    await say('Vincent Price');
    expect(actor.getSnapshot().context.lead.name).toBe('Vincent Price');
    expect(actor.getSnapshot().matches({ contact: { company: 'asking' } })).toBe(true);
    await say('Could we get a quote first');
    expect(lastBot(actor.getSnapshot()).text).toBe(`${chatCopy.pricing}\n\n${chatCopy.pricingFollowUp.company}`);
    expect(actor.getSnapshot().context.lead.company).toBe('');
  });

  it('at the email step an address wins over a pricing question in the same message; a question alone is not taken as a name', async () => {
    const { actor, say } = start();
    for (const text of ['Corporate Video', '2-4 weeks', 'Under $5K']) await say(text);
    await say('how much would it cost?');
    expect(lastBot(actor.getSnapshot()).text).toBe(`${chatCopy.pricing}\n\n${chatCopy.pricingFollowUp.email}`);
    expect(actor.getSnapshot().context.lead).toMatchObject({ name: '', email: '' });
    await say('price list please, my email is sam@northwind.io');
    expect(actor.getSnapshot().context.lead.email).toBe('sam@northwind.io');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.askName);
  });

  it('a failed save shows the failure text with the studio email, keeps the conversation and retries', async () => {
    const { actor, say, saves, tracked } = start();
    for (const text of ['tv', 'asap', 'under 5k', 'a@b.co', 'Al']) await say(text);
    actor.send({ type: 'chat.send', text: 'Acme' });
    const before = texts(actor.getSnapshot());
    saves[0]!.reject(new ApiError('network', 0));
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    const failed = actor.getSnapshot();
    expect(failed.matches('failed')).toBe(true);
    expect(texts(failed)).toEqual([...before, FAILURE]);
    expect(lastBot(failed).quickActions).toEqual([chatCopy.quickActions.retry]);
    expect(tracked).toEqual([]);
    actor.send({ type: 'chat.quickAction', label: chatCopy.quickActions.retry });
    expect(saves).toHaveLength(2);
    expect(saves[1]!.input).toEqual(saves[0]!.input);
    saves[1]!.resolve({ id: 'lead-2', status: 'accepted' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(tracked).toEqual(['sales']);
  });

  it('keeps its place after a persisted snapshot is restored: chat.resume re-schedules the pending reply', async () => {
    const { actor, machine } = start();
    actor.send({ type: 'chat.send', text: 'corporate video' });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = createActor(machine, { snapshot: persisted, input: undefined }).start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(restored.getSnapshot().matches({ project_type: 'answered' })).toBe(true);
    restored.send({ type: 'chat.resume' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    expect(restored.getSnapshot().matches({ timeline: 'asking' })).toBe(true);
    expect(texts(restored.getSnapshot()).slice(0, 2)).toEqual([chatCopy.welcome.sales, 'corporate video']);
  });

  it('the default trackLead sends lead_captured (category chatbot, label = variant, value 1) through track() to the data layer', async () => {
    const w = window as unknown as { dataLayer?: unknown[]; gtag?: unknown };
    delete w.dataLayer;
    delete w.gtag;
    const actor = createActor(
      chatQualificationMachine.provide({
        delays: { typingDelay: 10 },
        actors: { saveLead: fromPromise(async () => ({ id: 'x', status: 'accepted' as const })) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'chat.welcome' });
    for (const text of ['tv', 'asap', 'under 5k', 'a@b.co', 'Al', 'Acme']) {
      actor.send({ type: 'chat.send', text });
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    const entries = (w.dataLayer ?? []).map((entry) =>
      JSON.stringify(typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry),
    );
    expect(entries.filter((e) => e.includes('lead_captured'))).toEqual([
      JSON.stringify(['event', 'lead_captured', { event_category: 'chatbot', event_label: 'sales', value: 1 }]),
    ]);
  });

  it('the default saveLead posts the lead to /api/leads with the page it came from', async () => {
    vi.useRealTimers();
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 'lead-9', status: 'accepted' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    try {
      window.history.replaceState(null, '', '/services/tv-commercial');
      const actor = createActor(chatQualificationMachine.provide({ delays: { typingDelay: 0 } }), { input: {} }).start();
      actor.send({ type: 'chat.welcome' });
      for (const text of ['tv', 'asap', 'under 5k', 'a@b.co', 'Al', 'Acme']) {
        actor.send({ type: 'chat.send', text });
        await new Promise((r) => setTimeout(r, 5));
      }
      await vi.waitFor(() => expect(actor.getSnapshot().matches('complete')).toBe(true));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('/api/leads');
      expect(calls[0]!.body).toMatchObject({
        source: 'chat',
        name: 'Al',
        email: 'a@b.co',
        company: 'Acme',
        page: '/services/tv-commercial',
      });
    } finally {
      vi.unstubAllGlobals();
      window.history.replaceState(null, '', '/');
    }
  });

  it('a lead save that never answers gives up after 15 s: the failure text replaces the typing indicator', async () => {
    // A fetch that never settles (and ignores its signal); AbortSignal.timeout runs on the test's fake clock.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const timeouts: number[] = [];
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      timeouts.push(ms);
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
      return controller.signal;
    });
    try {
      const actor = createActor(chatQualificationMachine.provide({ delays: { typingDelay: createTypingDelay(() => TYPING_RANDOM) } }), {
        input: {},
      }).start();
      actor.send({ type: 'chat.welcome' });
      for (const text of ['tv', 'asap', 'under 5k', 'a@b.co', 'Al']) {
        actor.send({ type: 'chat.send', text });
        await vi.advanceTimersByTimeAsync(TYPING_MS);
      }
      actor.send({ type: 'chat.send', text: 'Acme' });
      expect(timeouts).toEqual([15_000]);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(actor.getSnapshot().matches('saving')).toBe(true);
      expect(actor.getSnapshot().hasTag('typing')).toBe(true);
      await vi.advanceTimersByTimeAsync(1 + TYPING_MS);
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(actor.getSnapshot().hasTag('typing')).toBe(false);
      expect(lastBot(actor.getSnapshot()).text).toBe(FAILURE);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('conversation ids come from the time and a random string', () => {
    expect(createConversationId(0, () => 0)).toBe('chat-0-00000000');
    expect(createConversationId(1_700_000_000_000, () => 0.5)).toBe(
      `chat-${(1_700_000_000_000).toString(36)}-${Math.floor(0.5 * 36 ** 8).toString(36)}`,
    );
  });

  it('the clock and random source the environment gives date every message and make the conversation id', () => {
    const machine = createChatQualificationMachine({ now: () => 1_700_000_000_000, random: () => 0.5 });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'chat.welcome' });
    actor.send({ type: 'chat.send', text: 'Hello there' });
    const { context } = actor.getSnapshot();
    expect(context.conversationId).toBe(createConversationId(1_700_000_000_000, () => 0.5));
    expect(context.messages.some((m) => m.isUser)).toBe(true);
    expect(context.messages.map((m) => m.timestamp)).toEqual(context.messages.map(() => 1_700_000_000_000));
    actor.stop();
  });

  it('the booking link carries only what is known', () => {
    expect(bookingUrl(chatCopy, { project_type: '', timeline: '', budget_band: '', email: '', name: '', company: '' })).toBe(
      '/schedule-consultation',
    );
    expect(
      bookingUrl(chatCopy, { project_type: 'TV Commercial', timeline: 'x', budget_band: 'y', email: 'a@b.co', name: 'Al', company: '' }),
    ).toBe('/schedule-consultation?name=Al&email=a%40b.co&project_type=TV+Commercial');
  });

  it('support variant: shows the sample project statuses, no progress, and answers status and producer questions', async () => {
    const { actor, say } = start('support');
    const welcome = lastBot(actor.getSnapshot());
    for (const p of chatCopy.supportProjects) expect(welcome.text).toContain(`${p.ref} · ${p.title}: ${p.status}.`);
    expect(welcome.quickActions).toEqual([...chatCopy.quickActions.support]);
    expect(qualificationProgress(actor.getSnapshot())).toBeNull();
    await say('Project status');
    expect(lastBot(actor.getSnapshot()).text).toContain(chatCopy.supportProjects[0]!.ref);
    await say('Talk to my producer');
    expect(lastBot(actor.getSnapshot())).toMatchObject({ text: chatCopy.supportHandoff, pageLink: chatCopy.links.contact });
    await say('what will it cost');
    expect(lastBot(actor.getSnapshot()).text).toBe(chatCopy.pricing);
  });

  it('default variant: points to services, process and booking with page links', async () => {
    const { actor, say } = start('default');
    expect(lastBot(actor.getSnapshot()).quickActions).toEqual([...chatCopy.quickActions.default]);
    expect(qualificationProgress(actor.getSnapshot())).toBeNull();
    await say('Our services');
    expect(lastBot(actor.getSnapshot()).pageLink).toEqual(chatCopy.links.services);
    await say('How we work');
    expect(lastBot(actor.getSnapshot()).pageLink).toEqual(chatCopy.links.process);
    await say('Book a consultation');
    expect(lastBot(actor.getSnapshot()).pageLink).toEqual(chatCopy.links.consultation);
    await say('tell me a joke');
    expect(lastBot(actor.getSnapshot())).toMatchObject({ text: chatCopy.general.fallback, pageLink: chatCopy.links.contact });
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths from the chatQualification graph
// ---------------------------------------------------------------------------------------------

const graphHarness = harness();
const variants = ['sales', 'support', 'default'] as const;
const coverageOf = (variant: ChatVariant) => {
  const c = pathCoverage(graphHarness.machine, { events: sampleEvents as never, serializeState, input: { variant } });
  return new Set([...c.missingStates, ...c.missingTransitions]);
};
const missingByVariant = Object.fromEntries(variants.map((v) => [v, coverageOf(v)])) as Record<ChatVariant, Set<string>>;

/** What a variant's paths cannot take because another variant's suite takes it (the variant is fixed per conversation). */
function otherVariants(variant: ChatVariant): Record<string, string> {
  const excused: Record<string, string> = { ...blankGuards };
  for (const key of missingByVariant[variant]) {
    const other = variants.find((v) => v !== variant && !missingByVariant[v].has(key));
    if (other && !(key in blankGuards)) excused[key] = `the variant is fixed per conversation: taken by the ${other} suite`;
  }
  return excused;
}

describe('chatQualification graph', () => {
  it('the generated paths of the sales, support and default variants together take every state and transition', () => {
    const missedByAll = [...missingByVariant.sales].filter(
      (key) => !(key in blankGuards) && variants.every((v) => missingByVariant[v].has(key)),
    );
    expect(missedByAll).toEqual([]);
  });
});

/** Path-independent facts about the live conversation in a given state (shared by the view suites of every variant). */
function conversationAssertions<TSut>(live: (sut: TSut) => QSnapshot): Record<string, (sut: TSut, snapshot: QSnapshot) => void> {
  const lastUser = (s: QSnapshot) => [...s.context.messages].reverse().find((m) => m.isUser);
  return {
    'project_type.asking': (sut) => expect(lastBot(live(sut)).quickActions).toEqual([...chatCopy.quickActions.projectType]),
    'timeline.asking': (sut) => expect(lastBot(live(sut)).quickActions).toEqual([...chatCopy.quickActions.timeline]),
    'budget.asking': (sut) => expect(lastBot(live(sut)).quickActions).toEqual([...chatCopy.quickActions.budget]),
    'contact.email.asking': (sut) => {
      const s = live(sut);
      expect([chatCopy.askEmail, chatCopy.reask.email, `${chatCopy.pricing}\n\n${chatCopy.pricingFollowUp.email}`]).toContain(
        lastBot(s).text,
      );
      expect(s.context.lead.name).toBe('');
    },
    'contact.name.asking': (sut) =>
      expect([chatCopy.askName, chatCopy.reask.name, `${chatCopy.pricing}\n\n${chatCopy.pricingFollowUp.name}`]).toContain(
        lastBot(live(sut)).text,
      ),
    'contact.company.asking': (sut) => expect(lastBot(live(sut)).text).toMatch(/company or brand is this for\?$/),
    ...Object.fromEntries(
      [
        'project_type',
        'timeline',
        'budget',
        'contact.email',
        'contact.name',
        'contact.company',
        'failed',
        'complete',
        'support',
        'general',
      ].map((step) => [`${step}.pricing`, (sut: TSut) => expect(hasPricingWords(lastUser(live(sut))!.text)).toBe(true)]),
    ),
    'complete.idle': (sut) => {
      const s = live(sut);
      expect(lastBot(s).pageLink?.url).toBe(bookingUrl(chatCopy, s.context.lead));
    },
    'failed.idle': (sut) => {
      const s = live(sut);
      expect([FAILURE, `${chatCopy.pricing}`]).toContain(lastBot(s).text);
      expect(texts(s)).toContain(FAILURE);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Every variant's paths replayed on the rendered chat: the sales variant in the site's floating
// widget, support (the client area) and default in the inline panel.
// ---------------------------------------------------------------------------------------------

type ViewSut = ReturnType<typeof harness> & {
  widget: ActorRefFrom<typeof chatWidgetMachine> | null;
  conversation: () => QSnapshot;
  unmount: () => void;
  remount: () => Promise<void>;
};

/** Exposes the live app-wide chat actor to the test (read-only). */
function Probe({ onActor }: { onActor: (actor: ActorRefFrom<typeof chatWidgetMachine>) => void }) {
  onActor(ChatContext.useActorRef());
  return null;
}

/** The chat as a visitor meets it: the sales variant in the floating widget, the others in the inline panel. */
async function renderChat(variant: ChatVariant): Promise<ViewSut> {
  const h = harness();
  const logic = chatWidgetMachine.provide({ actors: { chatQualification: h.machine } });
  const sut: ViewSut = {
    ...h,
    widget: null,
    conversation: () => sut.widget!.getSnapshot().children.conversation!.getSnapshot() as QSnapshot,
    unmount: () => {},
    remount: async () => {},
  };
  const mount = async () => {
    const { unmount } = await renderWithRouter(
      <ChatProvider logic={logic} variant={variant} storageKey={`test.chat.${variant}`}>
        <Probe onActor={(actor) => void (sut.widget = actor)} />
        {variant === 'sales' ? <ChatWidget /> : <ChatPanel inputId="chat-input" />}
      </ChatProvider>,
    );
    sut.unmount = unmount;
  };
  sut.remount = async () => {
    sut.unmount();
    await mount();
  };
  await mount();
  return sut;
}

// Plain DOM queries in the per-state checks keep ~50 rendered paths fast; role and name queries are checked once per path.
const log = () => document.querySelector<HTMLElement>('[role="log"]')!;
const renderedTexts = () => [...log().querySelectorAll('[data-testid="chat-message-text"]')].map((n) => n.textContent);
const input = () => document.getElementById('chat-input') as HTMLInputElement;
const sendButton = () => input().form!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const chipButtons = () => [...log().querySelectorAll<HTMLButtonElement>('button')];

/**
 * Enter in the message box: HTML implicit submission clicks the form's default button unless it is
 * disabled (jsdom does not implement it; Chromium does, see tests/e2e/chat.e2e.ts).
 */
function pressEnter(field: HTMLInputElement) {
  fireEvent.keyDown(field, { key: 'Enter' });
  const button = field.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button && !button.disabled) fireEvent.click(button);
}

async function typeAndEnter(text: string) {
  await act(async () => {
    fireEvent.change(input(), { target: { value: text } });
    pressEnter(input());
  });
}

const surfaces = { sales: 'widget view', support: 'client area panel', default: 'inline panel' } as const;
const starts = {
  sales: 'any page with the chat window open, as a visitor who has not chatted before in this browser session',
  support: 'the client area (/client), signed in as a client, at the support chat panel, before anything was said',
  default: 'a page with the inline chat panel, before anything was said',
} as const;

for (const variant of variants) {
  describePathTests(`chatQualification · ${variant} · ${surfaces[variant]}`, graphHarness.machine, {
    start: starts[variant],
    events: sampleEvents as never,
    serializeState,
    input: { variant },
    unreachable: otherVariants(variant),
    setup: () => renderChat(variant),
    teardown: (sut) => sut.unmount(),
    exec: {
      // The widget opens from its launcher; the panel is open from the start. The welcome follows 500 ms later.
      'chat.welcome': async () => {
        if (variant === 'sales') fireEvent.click(screen.getByRole('button', { name: chatUi.launcher }));
        await act(() => vi.advanceTimersByTimeAsync(500));
      },
      'chat.send': (_sut, e) => typeAndEnter((e as unknown as { text: string }).text),
      'chat.quickAction': async (_sut, e) => {
        const label = (e as unknown as { label: string }).label;
        const chip = chipButtons().find((b) => b.textContent === label);
        if (!chip) throw new Error(`no quick action "${label}" on screen`);
        await act(async () => void fireEvent.click(chip));
      },
      // A reload in the middle of a reply: the persisted conversation comes back and the reply still arrives.
      'chat.resume': (sut) => act(() => sut.remount()),
      'xstate.done.actor.saveLead': async (sut) => {
        await act(async () => sut.saves.at(-1)!.resolve({ id: 'lead-1', status: 'accepted' }));
      },
      'xstate.error.actor.saveLead': async (sut) => {
        await act(async () => sut.saves.at(-1)!.reject(new ApiError('HTTP 503', 503)));
      },
    },
    states: {
      idle: () => {
        if (variant === 'sales') {
          // Before the visitor opens it: only the launcher.
          expect(screen.getByRole('button', { name: chatUi.launcher })).toBeTruthy();
          expect(screen.queryByRole('dialog')).toBeNull();
        } else {
          // The panel is open and Avery is typing the welcome.
          expect(renderedTexts()).toEqual([]);
          expect(screen.getByTestId('chat-typing').hasAttribute('data-active')).toBe(true);
        }
      },
      '*': (sut, snapshot) => {
        if (snapshot.matches('idle')) return;
        const live = sut.conversation();
        if (variant === 'sales') {
          const dialog = screen.getByTestId('chat-window');
          expect([dialog.getAttribute('role'), dialog.getAttribute('aria-label'), dialog.dataset.state]).toEqual([
            'dialog',
            chatUi.dialogLabel,
            'open',
          ]);
        } else {
          // Inline: no dialog around it.
          expect(screen.getByTestId('chat-panel')).toBeTruthy();
          expect(screen.queryByRole('dialog')).toBeNull();
        }
        // What the model's path says was sent is what the page shows, in order (the model's snapshot is replayed exactly).
        expect(texts(live)).toEqual(texts(snapshot));
        expect(log().getAttribute('aria-live')).toBe('polite');
        // The log shows exactly the conversation so far.
        expect(renderedTexts()).toEqual(shownTexts(live));
        // Pricing questions never get numbers.
        live.context.messages.forEach((m, i) => {
          const previous = live.context.messages[i - 1];
          if (!m.isUser && previous?.isUser && hasPricingWords(previous.text)) expect(m.text).not.toMatch(/[0-9$€£]/);
        });
        // Typing indicator and send button follow the pending reply.
        const typing = snapshot.hasTag('typing');
        expect(screen.getByTestId('chat-typing').hasAttribute('data-active')).toBe(typing);
        fireEvent.change(input(), { target: { value: 'draft' } });
        expect(sendButton().disabled).toBe(typing);
        fireEvent.change(input(), { target: { value: '   ' } });
        expect(sendButton().disabled).toBe(true);
        fireEvent.change(input(), { target: { value: '' } });
        // Progress: (step index + 1) of 5, hidden when complete.
        const progress = qualificationProgress(snapshot);
        const bar = document.querySelector('[role="progressbar"]');
        if (progress === null) expect(bar).toBeNull();
        else expect(bar?.getAttribute('aria-valuenow')).toBe(String(progress));
        // Quick actions of the latest bot message, when Avery is not typing.
        const last = live.context.messages.at(-1)!;
        const chips = chipButtons().map((b) => b.textContent);
        expect(chips).toEqual(!typing && !last.isUser ? last.quickActions : []);
      },
      ...conversationAssertions((sut: ViewSut) => sut.conversation()),
      saving: (sut) => {
        const { lead, conversationId } = sut.conversation().context;
        expect(sut.saves.at(-1)!.input).toEqual({ source: 'chat', ...lead, conversation_id: conversationId });
        expect(conversationId).toMatch(/^chat-[0-9a-z]+-[0-9a-z]{8}$/);
      },
      failed: (sut) => {
        expect(renderedTexts()).toContain(FAILURE);
        // Nothing the visitor typed is lost.
        for (const m of sut.conversation().context.messages.filter((x) => x.isUser)) expect(renderedTexts()).toContain(m.text);
      },
      complete: (sut) => {
        const link = [...log().querySelectorAll('a')].filter((a) => a.textContent === chatCopy.bookingLink).at(-1)!;
        const url = new URL(link.getAttribute('href')!, 'http://x');
        expect(url.pathname).toBe('/schedule-consultation');
        const { name, email, company, project_type } = sut.conversation().context.lead;
        expect(Object.fromEntries(url.searchParams)).toEqual({ name, email, company, project_type });
      },
    },
  });
}
