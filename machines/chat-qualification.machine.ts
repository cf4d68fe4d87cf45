import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { track } from '#src/analytics/track';
import { postLead, type Accepted } from '#src/api/leads';
import { chatCopy, type ChatCopy, type ChatPageLink } from '#src/content/chat';
import type { LeadInput } from '#src/forms/lead';
import {
  findEmail,
  hasPricingWords,
  isPricingQuestion,
  projectTypeValues,
  recogniseBudget,
  recogniseCompany,
  recogniseName,
  recogniseProjectType,
  recogniseTimeline,
  recogniseTopic,
  type ProjectTypeLabel,
} from './chat-recognisers';

/**
 * Avery's conversation (docs/product/chat.md).
 *
 * Sales variant: project_type → timeline → budget → contact (email, then
 * name, then company) → complete with a booking link. Each contact step
 * takes only its own answer: a name is recognised only when the name is asked
 * for, so a non-address at the email step gets the email re-ask. Every step waits in
 * `asking`; a visitor's message moves to a typing state (tag `typing`) whose
 * reply appears after `typingDelay` (1000-2000 ms from an injected random
 * source). A recognised answer moves on, anything else repeats the step with
 * a re-ask and the quick actions; pricing words at any step get a reply
 * without numbers and an offer of a consultation, except in the contact
 * steps, where a valid answer wins ("Jordan Price", jo@price.com, "Cost
 * Plus") and only a question about price gets that reply. When the contact details
 * are complete the lead is saved (`saveLead`, POST /api/leads) and tracked
 * (`trackLead`, 'lead_captured'); a failed save shows the exact failure text and
 * keeps the conversation so the visitor can retry.
 *
 * Support and default variants answer simple questions (project statuses,
 * services, process, booking) with page links.
 *
 * After a restore from a persisted snapshot, timers are gone: the view sends
 * `chat.resume`, which re-enters a typing state so its reply is scheduled again.
 */

export type ChatVariant = 'sales' | 'support' | 'default';

/** A chat message (docs/product/chat.md, "Messages"). */
export type ChatMessage = {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: number;
  quickActions: string[];
  pageLink?: ChatPageLink;
};

/** The lead a conversation collects (docs/product/chat.md, "Lead capture"). `project_type` uses the consultation wizard's vocabulary. */
export type LeadData = {
  project_type: string;
  timeline: string;
  budget_band: string;
  email: string;
  name: string;
  company: string;
};

export type ChatQualificationContext = {
  variant: ChatVariant;
  copy: ChatCopy;
  messages: ChatMessage[];
  lead: LeadData;
  conversationId: string;
};

export type ChatQualificationInput = { variant?: ChatVariant; copy?: ChatCopy } | undefined;

export type ChatQualificationEvent =
  { type: 'chat.welcome' } | { type: 'chat.send'; text: string } | { type: 'chat.quickAction'; label: string } | { type: 'chat.resume' };

/** The POST /api/leads body the machine builds (the default actor adds the page). */
export type ChatLeadPayload = Omit<LeadInput, 'page' | 'message' | 'service' | 'bot-field'>;

export const TYPING_MIN_MS = 1000;
export const TYPING_MAX_MS = 2000;
export const MAX_MESSAGE_LENGTH = 1000;

/** The typing delay (1000-2000 ms) computed from a random source in [0, 1). */
export function typingDelayFrom(random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 0.999999);
  return TYPING_MIN_MS + Math.round(r * (TYPING_MAX_MS - TYPING_MIN_MS));
}

/** A named-delay implementation bound to a random source (tests pass their own). */
export const createTypingDelay = (random: () => number) => () => typingDelayFrom(random);

/** Conversation id from the time and a random string. */
export function createConversationId(now: number, random: () => number): string {
  const suffix = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `chat-${now.toString(36)}-${suffix}`;
}

const emptyLead: LeadData = { project_type: '', timeline: '', budget_band: '', email: '', name: '', company: '' };

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** /schedule-consultation with what the bot learned, for the wizard to prefill. */
export function bookingUrl(copy: ChatCopy, lead: LeadData): string {
  const params = new URLSearchParams();
  for (const key of ['name', 'email', 'company', 'project_type'] as const) if (lead[key]) params.set(key, lead[key]);
  const query = params.toString();
  return query ? `${copy.bookingPath}?${query}` : copy.bookingPath;
}

export function leadPayload(context: ChatQualificationContext): ChatLeadPayload {
  const { lead } = context;
  return {
    source: 'chat',
    name: lead.name,
    email: lead.email,
    company: lead.company,
    project_type: lead.project_type,
    timeline: lead.timeline,
    budget_band: lead.budget_band,
    conversation_id: context.conversationId,
  };
}

const said = (event: { type: string; text?: string; label?: string }): string =>
  event.type === 'chat.send' ? (event.text ?? '') : event.type === 'chat.quickAction' ? (event.label ?? '') : '';

const projectLabelOf = (value: string): ProjectTypeLabel | undefined =>
  (Object.keys(projectTypeValues) as ProjectTypeLabel[]).find((label) => projectTypeValues[label] === value);

const lastUserText = (messages: readonly ChatMessage[]) => [...messages].reverse().find((m) => m.isUser)?.text ?? '';

export type PricingStep = 'projectType' | 'timeline' | 'budget' | 'email' | 'name' | 'company' | 'failed' | 'complete' | 'other';

export type ReplyKey =
  | 'welcome'
  | 'askTimeline'
  | 'askBudget'
  | 'askEmail'
  | 'askName'
  | 'askCompany'
  | 'reaskProjectType'
  | 'reaskTimeline'
  | 'reaskBudget'
  | 'reaskEmail'
  | 'reaskName'
  | 'pricing'
  | 'complete'
  | 'completeFollowUp'
  | 'failure'
  | 'support'
  | 'general';

type BotReply = Pick<ChatMessage, 'text' | 'quickActions' | 'pageLink'>;

/** What Avery says for a reply key, given what is known (pure). */
export function botReply(context: ChatQualificationContext, reply: ReplyKey, step: PricingStep = 'other'): BotReply {
  const { copy, lead } = context;
  const qa = copy.quickActions;
  const booking = { url: bookingUrl(copy, lead), text: copy.bookingLink };
  switch (reply) {
    case 'welcome':
      if (context.variant === 'sales') return { text: copy.welcome.sales, quickActions: [...qa.projectType] };
      if (context.variant === 'support') return { text: supportStatusText(copy, copy.welcome.support), quickActions: [...qa.support] };
      return { text: copy.welcome.default, quickActions: [...qa.default] };
    case 'askTimeline': {
      const label = projectLabelOf(lead.project_type);
      return { text: fill(copy.askTimeline, { ack: label ? copy.projectAck[label] : '' }).trim(), quickActions: [...qa.timeline] };
    }
    case 'askBudget':
      return { text: copy.askBudget, quickActions: [...qa.budget] };
    case 'askEmail':
      return { text: copy.askEmail, quickActions: [] };
    case 'askName':
      return { text: copy.askName, quickActions: [] };
    case 'askCompany':
      return { text: fill(copy.askCompany, { name: lead.name }), quickActions: [] };
    case 'reaskProjectType':
      return { text: copy.reask.projectType, quickActions: [...qa.projectType] };
    case 'reaskTimeline':
      return { text: copy.reask.timeline, quickActions: [...qa.timeline] };
    case 'reaskBudget':
      return { text: copy.reask.budget, quickActions: [...qa.budget] };
    case 'reaskEmail':
      return { text: copy.reask.email, quickActions: [] };
    case 'reaskName':
      return { text: copy.reask.name, quickActions: [] };
    case 'pricing': {
      const followUp =
        step === 'projectType' || step === 'timeline' || step === 'budget' || step === 'email' || step === 'name' || step === 'company'
          ? copy.pricingFollowUp[step]
          : '';
      const quickActions =
        step === 'projectType'
          ? [...qa.projectType]
          : step === 'timeline'
            ? [...qa.timeline]
            : step === 'budget'
              ? [...qa.budget]
              : step === 'failed'
                ? [qa.retry]
                : context.variant === 'support'
                  ? [...qa.support]
                  : context.variant === 'default'
                    ? [...qa.default]
                    : [];
      return {
        text: followUp ? `${copy.pricing}\n\n${followUp}` : copy.pricing,
        quickActions,
        pageLink: { url: context.variant === 'sales' ? booking.url : copy.bookingPath, text: copy.pricingLink },
      };
    }
    case 'complete':
      return { text: fill(copy.complete, { name: lead.name }), quickActions: [], pageLink: booking };
    case 'completeFollowUp':
      return { text: copy.completeFollowUp, quickActions: [], pageLink: booking };
    case 'failure':
      return { text: copy.failure, quickActions: [qa.retry] };
    case 'support': {
      const topic = recogniseTopic(lastUserText(context.messages));
      if (topic === 'status') return { text: supportStatusText(copy, copy.supportStatusIntro), quickActions: [...qa.support] };
      if (topic === 'producer' || topic === 'consultation')
        return { text: copy.supportHandoff, quickActions: [], pageLink: copy.links.contact };
      return { text: copy.supportFallback, quickActions: [...qa.support] };
    }
    case 'general': {
      const topic = recogniseTopic(lastUserText(context.messages));
      if (topic === 'services' || topic === 'process' || topic === 'consultation' || topic === 'work')
        return { text: copy.general[topic], quickActions: [], pageLink: copy.links[topic] };
      return { text: copy.general.fallback, quickActions: [...qa.default], pageLink: copy.links.contact };
    }
  }
}

function supportStatusText(copy: ChatCopy, intro: string): string {
  const lines = copy.supportProjects.map((p) => `• ${p.ref} · ${p.title}: ${p.status}. ${p.note}.`);
  return [intro, ...lines].join('\n');
}

const message = (context: ChatQualificationContext, part: Omit<ChatMessage, 'id' | 'timestamp'>, timestamp: number): ChatMessage => ({
  id: `m${context.messages.length + 1}`,
  timestamp,
  ...part,
});

/** Progress of the sales qualification: (step index + 1) of 5 as a percentage, null when not shown. */
export const QUALIFICATION_STEPS = ['project_type', 'timeline', 'budget', 'contact', 'complete'] as const;

export function qualificationProgress(snapshot: SnapshotFrom<typeof chatQualificationMachine>): number | null {
  if (snapshot.context.variant !== 'sales' || snapshot.matches('complete')) return null;
  const step = (['timeline', 'budget', 'contact'] as const).findIndex((name) => snapshot.matches(name)) + 1;
  const contactLike =
    snapshot.matches('saving') || snapshot.matches('confirming') || snapshot.matches('failing') || snapshot.matches('failed');
  const index = contactLike ? 3 : step;
  return ((index + 1) / QUALIFICATION_STEPS.length) * 100;
}

/** Where the conversation's time and randomness come from: the browser's clock and Math.random by default; tests pass fixed ones. */
export type ChatEnvironment = { now: () => number; random: () => number };

const browserEnvironment: ChatEnvironment = { now: () => Date.now(), random: () => Math.random() };

/** What a pricing reply does, in words: in a question-and-answer step, then anywhere else. */
const PRICING_REPLY = 'Avery answers without figures, offers a free consultation and asks the question again';
const PRICING_ANSWER = 'Avery answers without figures and offers a free consultation';

/** A visitor's empty message (only spaces): nothing is posted and Avery does not answer. */
const ignoreBlank: Transition = { guard: 'isBlank', description: 'the visitor sends an empty message: nothing happens' };
/** A message about prices or costs: Avery answers without figures and offers a consultation. */
const pricingWords: Transition = {
  guard: 'isPricing',
  target: 'pricing',
  actions: 'recordUserMessage',
  description: 'the visitor asks about prices or costs',
};

/**
 * The qualification machine with its clock and random source injected: they date each message, make the
 * conversation id and draw the typing delay, so no assign reads a clock of its own. (A machine input would not do:
 * the conversation's snapshot is stored as JSON, which keeps no functions.)
 */
export function createChatQualificationMachine(env: ChatEnvironment = browserEnvironment) {
  return setup({
    types: {
      context: {} as ChatQualificationContext,
      input: {} as ChatQualificationInput,
      events: {} as ChatQualificationEvent,
    },
    delays: {
      typingDelay: createTypingDelay(env.random),
    },
    actors: {
      saveLead: fromPromise<Accepted, ChatLeadPayload>(({ input, signal }) =>
        postLead({ ...input, page: typeof window === 'undefined' ? '' : window.location.pathname } as LeadInput, { signal }),
      ),
    },
    guards: {
      isSales: ({ context }) => context.variant === 'sales',
      isSupport: ({ context }) => context.variant === 'support',
      isBlank: ({ event }) => said(event).trim() === '',
      isPricing: ({ event }) => hasPricingWords(said(event)),
      isPricingQuestion: ({ event }) => isPricingQuestion(said(event)),
      hasProjectType: ({ event }) => recogniseProjectType(said(event)) !== null,
      hasTimeline: ({ event }) => recogniseTimeline(said(event)) !== null,
      hasBudget: ({ event }) => recogniseBudget(said(event)) !== null,
      hasEmail: ({ event }) => findEmail(said(event)) !== null,
      isName: ({ event }) => recogniseName(said(event)) !== null,
      hasCompany: ({ event }) => recogniseCompany(said(event)) !== null,
    },
    actions: {
      /** A quick action is the visitor saying its label. */
      sayQuickAction: raise(({ event }) => ({ type: 'chat.send' as const, text: event.type === 'chat.quickAction' ? event.label : '' })),
      startConversation: assign({ conversationId: () => createConversationId(env.now(), env.random) }),
      recordUserMessage: assign({
        messages: ({ context, event }) => [
          ...context.messages,
          message(context, { text: said(event).trim().slice(0, MAX_MESSAGE_LENGTH), isUser: true, quickActions: [] }, env.now()),
        ],
      }),
      postBot: assign({
        messages: ({ context }, params: { reply: ReplyKey; step?: PricingStep }) => [
          ...context.messages,
          message(context, { ...botReply(context, params.reply, params.step), isUser: false }, env.now()),
        ],
      }),
      storeProjectType: assign({
        lead: ({ context, event }) => {
          const label = recogniseProjectType(said(event));
          return label ? { ...context.lead, project_type: projectTypeValues[label] } : context.lead;
        },
      }),
      storeTimeline: assign({ lead: ({ context, event }) => ({ ...context.lead, timeline: recogniseTimeline(said(event)) ?? '' }) }),
      storeBudget: assign({ lead: ({ context, event }) => ({ ...context.lead, budget_band: recogniseBudget(said(event)) ?? '' }) }),
      storeEmail: assign({ lead: ({ context, event }) => ({ ...context.lead, email: findEmail(said(event)) ?? '' }) }),
      storeName: assign({ lead: ({ context, event }) => ({ ...context.lead, name: recogniseName(said(event)) ?? '' }) }),
      storeCompany: assign({ lead: ({ context, event }) => ({ ...context.lead, company: recogniseCompany(said(event)) ?? '' }) }),
      /** The analytics event 'lead_captured' (category chatbot, label = the variant, value 1). */
      trackLead: ({ context }) => track('lead_captured', { event_category: 'chatbot', event_label: context.variant, value: 1 }),
    },
  }).createMachine({
    id: 'chatQualification',
    context: ({ input }) => ({
      variant: input?.variant ?? 'sales',
      copy: input?.copy ?? chatCopy,
      messages: [],
      lead: { ...emptyLead },
      conversationId: '',
    }),
    description: "Avery, the studio's chat assistant: a conversation that qualifies a project, or answers clients' and general questions",
    initial: 'idle',
    on: {
      'chat.quickAction': {
        actions: 'sayQuickAction',
        description: "the visitor taps one of the suggested answers under Avery's message: it is sent as their message",
      },
    },
    states: {
      idle: {
        description: 'the visitor has not opened the chat yet',
        on: {
          'chat.welcome': [
            {
              guard: 'isSales',
              target: 'project_type',
              actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }],
              description: 'the visitor opens the chat on the public site: Avery greets them and asks what kind of project they have',
            },
            {
              guard: 'isSupport',
              target: 'support',
              actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }],
              description: "the visitor opens the chat in the client area: Avery greets them with their projects' status",
            },
            {
              target: 'general',
              actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }],
              description: 'the visitor opens the general chat: Avery greets them and offers topics',
            },
          ],
        },
      },

      project_type: {
        description: 'Avery asks what kind of project the visitor has in mind',
        initial: 'asking',
        states: {
          asking: {
            description: 'Avery has asked what kind of project it is and waits for the answer',
            on: answers([
              {
                guard: 'hasProjectType',
                target: 'answered',
                actions: ['recordUserMessage', 'storeProjectType'],
                description: 'the visitor names a kind of project (for example a brand film)',
              },
            ]),
          },
          answered: typing('answered', 'the visitor named the kind of project; Avery is typing', {
            target: '#chatQualification.timeline',
            actions: reply('askTimeline'),
            description: 'Avery asks when the project should be ready',
          }),
          unrecognised: typing('unrecognised', 'Avery did not recognise the answer and is typing', {
            target: 'asking',
            actions: reply('reaskProjectType'),
            description: 'Avery asks again, with the kinds of project to pick from',
          }),
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'asking',
            actions: reply('pricing', 'projectType'),
            description: PRICING_REPLY,
          }),
        },
      },

      timeline: {
        description: 'Avery asks when the project should be ready',
        initial: 'asking',
        states: {
          asking: {
            description: 'Avery has asked about the timeline and waits for the answer',
            on: answers([
              {
                guard: 'hasTimeline',
                target: 'answered',
                actions: ['recordUserMessage', 'storeTimeline'],
                description: 'the visitor says when they need it (for example within a month)',
              },
            ]),
          },
          answered: typing('answered', 'the visitor gave a timeline; Avery is typing', {
            target: '#chatQualification.budget',
            actions: reply('askBudget'),
            description: 'Avery asks about the budget',
          }),
          unrecognised: typing('unrecognised', 'Avery did not recognise the answer and is typing', {
            target: 'asking',
            actions: reply('reaskTimeline'),
            description: 'Avery asks again, with timelines to pick from',
          }),
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'asking',
            actions: reply('pricing', 'timeline'),
            description: PRICING_REPLY,
          }),
        },
      },

      budget: {
        description: 'Avery asks about the budget',
        initial: 'asking',
        states: {
          asking: {
            description: 'Avery has asked about the budget and waits for the answer',
            on: answers([
              {
                guard: 'hasBudget',
                target: 'answered',
                actions: ['recordUserMessage', 'storeBudget'],
                description: 'the visitor gives a budget range',
              },
            ]),
          },
          answered: typing('answered', 'the visitor gave a budget; Avery is typing', {
            target: '#chatQualification.contact',
            actions: reply('askEmail'),
            description: 'Avery asks for an email address',
          }),
          unrecognised: typing('unrecognised', 'Avery did not recognise the answer and is typing', {
            target: 'asking',
            actions: reply('reaskBudget'),
            description: 'Avery asks again, with budget ranges to pick from',
          }),
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'asking',
            actions: reply('pricing', 'budget'),
            description: PRICING_REPLY,
          }),
        },
      },

      contact: {
        description: 'Avery asks for the contact details: email, then name, then company',
        initial: 'email',
        states: {
          email: {
            description: 'Avery asks for an email address',
            initial: 'asking',
            states: {
              asking: {
                description: 'Avery has asked for an email address; only an address answers it (a name is asked for next)',
                // An address wins even when it holds a pricing word (jo@price.com); then questions about price. Nothing else is
                // taken here: "not-an-email" is neither an address nor a name.
                on: contactAnswers(
                  [
                    {
                      guard: 'hasEmail',
                      target: 'answered',
                      actions: ['recordUserMessage', 'storeEmail'],
                      description: 'the visitor gives an email address',
                    },
                  ],
                  [],
                ),
              },
              answered: typing('answered', 'the visitor gave an email address; Avery is typing', {
                target: '#chatQualification.contact.name',
                actions: reply('askName'),
                description: 'Avery thanks the visitor and asks for their name',
              }),
              unrecognised: typing('unrecognised', 'the answer was not an email address; Avery is typing', {
                target: 'asking',
                actions: reply('reaskEmail'),
                description: 'Avery says the answer does not look like an email address and asks for one again',
              }),
              pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
                target: 'asking',
                actions: reply('pricing', 'email'),
                description: PRICING_REPLY,
              }),
            },
          },
          name: {
            description: "Avery asks for the visitor's name",
            initial: 'asking',
            states: {
              asking: {
                description: "Avery has asked for the visitor's name and waits for it",
                // "Jordan Price" is a name; "what's the price?" is a question.
                on: contactAnswers(
                  [],
                  [
                    {
                      guard: 'isName',
                      target: 'answered',
                      actions: ['recordUserMessage', 'storeName'],
                      description: 'the visitor gives their name',
                    },
                  ],
                ),
              },
              answered: typing('answered', 'the visitor gave their name; Avery is typing', {
                target: '#chatQualification.contact.company',
                actions: reply('askCompany'),
                description: 'Avery greets the visitor by name and asks for their company',
              }),
              unrecognised: typing('unrecognised', 'the answer did not look like a name; Avery is typing', {
                target: 'asking',
                actions: reply('reaskName'),
                description: "Avery asks for the visitor's name again",
              }),
              pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
                target: 'asking',
                actions: reply('pricing', 'name'),
                description: PRICING_REPLY,
              }),
            },
          },
          company: {
            description: "Avery asks for the visitor's company",
            initial: 'asking',
            states: {
              asking: {
                description: "Avery has asked for the visitor's company and waits for it",
                // Any non-blank text that is not a question about price is a company name ("Cost Plus"), so there is no re-ask here.
                on: answersWith([
                  ignoreBlank,
                  {
                    guard: 'isPricingQuestion',
                    target: 'pricing',
                    actions: 'recordUserMessage',
                    description: 'the visitor asks a question about prices or costs',
                  },
                  {
                    guard: 'hasCompany',
                    target: '#chatQualification.saving',
                    actions: ['recordUserMessage', 'storeCompany'],
                    description: 'the visitor names their company: the contact details are complete and are sent to the studio',
                  },
                ]),
              },
              pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
                target: 'asking',
                actions: reply('pricing', 'company'),
                description: PRICING_REPLY,
              }),
            },
          },
        },
      },

      /** The lead goes to the server while Avery "types". */
      saving: {
        description: "the visitor's details are being sent to the studio while Avery is typing",
        tags: ['typing'],
        invoke: {
          id: 'saveLead',
          src: 'saveLead',
          input: ({ context }) => leadPayload(context),
          onDone: { target: 'confirming', actions: 'trackLead', description: 'the studio has received the details' },
          onError: { target: 'failing', description: 'the details could not be sent' },
        },
      },
      confirming: typing('confirming', 'the details reached the studio; Avery is typing', {
        target: 'complete',
        actions: reply('complete'),
        description: 'Avery confirms that the team will be in touch and offers a link to book a consultation',
      }),
      failing: typing('failing', 'the details could not be sent; Avery is typing', {
        target: 'failed',
        actions: reply('failure'),
        description: 'Avery says the details could not be sent and offers to try again',
      }),

      /** The save failed: the conversation stays; the "Try again" quick action (or any other message) retries. */
      failed: {
        description: 'sending the details failed; the conversation stays so the visitor can try again',
        initial: 'idle',
        states: {
          idle: {
            description: 'Avery waits for the visitor to try again',
            on: answersWith([
              ignoreBlank,
              pricingWords,
              {
                target: '#chatQualification.saving',
                actions: 'recordUserMessage',
                description: 'the visitor taps Try again (or writes anything else): the details are sent again',
              },
            ]),
          },
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'idle',
            actions: reply('pricing', 'failed'),
            description: PRICING_ANSWER,
          }),
        },
      },

      complete: {
        description: 'the studio has the details; the conversation is finished',
        initial: 'idle',
        states: {
          idle: {
            description: 'Avery has confirmed and waits in case the visitor writes again',
            on: answersWith([
              ignoreBlank,
              pricingWords,
              {
                target: 'followUp',
                actions: 'recordUserMessage',
                description: 'the visitor writes anything else after the details were sent',
              },
            ]),
          },
          followUp: typing('followUp', 'the visitor wrote after the conversation was finished; Avery is typing', {
            target: 'idle',
            actions: reply('completeFollowUp'),
            description: 'Avery says the team will reply by email and points to the booking link',
          }),
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'idle',
            actions: reply('pricing', 'complete'),
            description: PRICING_ANSWER,
          }),
        },
      },

      support: {
        description: "the client area's chat: Avery answers questions about the client's projects",
        initial: 'asking',
        states: {
          asking: {
            description: 'Avery waits for a question',
            on: answersWith([
              ignoreBlank,
              pricingWords,
              { target: 'answering', actions: 'recordUserMessage', description: 'the client asks a question' },
            ]),
          },
          answering: typing('answering', 'the client asked a question; Avery is typing', {
            target: 'asking',
            actions: reply('support'),
            description: "Avery answers: the projects' status, a link to the contact page, or the topics she can help with",
          }),
          pricing: typing('pricing', 'the client asked about prices; Avery is typing', {
            target: 'asking',
            actions: reply('pricing'),
            description: PRICING_ANSWER,
          }),
        },
      },

      general: {
        description: 'the general chat: Avery answers questions about services, process and booking',
        initial: 'asking',
        states: {
          asking: {
            description: 'Avery waits for a question',
            on: answersWith([
              ignoreBlank,
              pricingWords,
              { target: 'answering', actions: 'recordUserMessage', description: 'the visitor asks a question' },
            ]),
          },
          answering: typing('answering', 'the visitor asked a question; Avery is typing', {
            target: 'asking',
            actions: reply('general'),
            description: 'Avery answers with a link to the page about it, or offers the topics she can help with',
          }),
          pricing: typing('pricing', 'the visitor asked about prices; Avery is typing', {
            target: 'asking',
            actions: reply('pricing'),
            description: PRICING_ANSWER,
          }),
        },
      },
    },
  });
}

export const chatQualificationMachine = createChatQualificationMachine();

// ---- config helpers (plain objects; keep the machine above readable) ----

type GuardName =
  'isBlank' | 'isPricing' | 'isPricingQuestion' | 'hasProjectType' | 'hasTimeline' | 'hasBudget' | 'hasEmail' | 'isName' | 'hasCompany';
type ActionName = 'recordUserMessage' | 'storeProjectType' | 'storeTimeline' | 'storeBudget' | 'storeEmail' | 'storeName' | 'storeCompany';
type Reply = { type: 'postBot'; params: { reply: ReplyKey; step?: PricingStep } };
/** A transition written with this machine's guard and action names (checked here; the config types are too wide to infer through helpers). */
type Transition = {
  guard?: GuardName;
  target?: string;
  actions?: ActionName | Reply | readonly (ActionName | Reply)[];
  description?: string;
};

function reply(key: ReplyKey, step?: PricingStep): Reply {
  return { type: 'postBot', params: step ? { reply: key, step } : { reply: key } };
}

/**
 * A state where Avery is typing (`description` says what the visitor just did): the reply comes after
 * `typingDelay`; `chat.resume` re-schedules it after a restore.
 */
function typing(self: string, description: string, after: Transition | readonly Transition[]) {
  return {
    description,
    tags: ['typing'],
    after: { typingDelay: after },
    on: {
      'chat.resume': {
        target: self,
        reenter: true,
        description: 'the visitor reloads the page while Avery is typing: the chat comes back and Avery finishes typing',
      },
    },
  };
}

/** A visitor's message: blank is ignored, pricing first, then the step's own answers, else a re-ask. */
function answers(recognised: readonly Transition[]) {
  return answersWith([
    ignoreBlank,
    pricingWords,
    ...recognised,
    { target: 'unrecognised', actions: 'recordUserMessage', description: "the visitor's answer does not fit the question" },
  ]);
}

/**
 * A visitor's message in a contact step: a valid answer for the step wins over pricing words, so names, addresses
 * and companies that contain one are accepted; only a question about price gets the pricing reply.
 * `definite` answers (an email address) come before the pricing question, `loose` ones (any text as a name) after it.
 */
function contactAnswers(definite: readonly Transition[], loose: readonly Transition[]) {
  return answersWith([
    ignoreBlank,
    ...definite,
    {
      guard: 'isPricingQuestion',
      target: 'pricing',
      actions: 'recordUserMessage',
      description: 'the visitor asks a question about prices or costs',
    },
    ...loose,
    { target: 'unrecognised', actions: 'recordUserMessage', description: "anything that is not this step's answer: Avery asks again" },
  ]);
}

function answersWith(transitions: readonly Transition[]) {
  return { 'chat.send': transitions };
}
