import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { track } from '../src/analytics/track';
import { postLead, type Accepted } from '../src/api/leads';
import { chatCopy, type ChatCopy, type ChatPageLink } from '../src/content/chat';
import type { LeadInput } from '../src/forms/lead';
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
    initial: 'idle',
    on: {
      'chat.quickAction': { actions: 'sayQuickAction' },
    },
    states: {
      idle: {
        on: {
          'chat.welcome': [
            { guard: 'isSales', target: 'project_type', actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }] },
            { guard: 'isSupport', target: 'support', actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }] },
            { target: 'general', actions: ['startConversation', { type: 'postBot', params: { reply: 'welcome' } }] },
          ],
        },
      },

      project_type: {
        initial: 'asking',
        states: {
          asking: {
            on: answers([{ guard: 'hasProjectType', target: 'answered', actions: ['recordUserMessage', 'storeProjectType'] }]),
          },
          answered: typing('answered', { target: '#chatQualification.timeline', actions: reply('askTimeline') }),
          unrecognised: typing('unrecognised', { target: 'asking', actions: reply('reaskProjectType') }),
          pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'projectType') }),
        },
      },

      timeline: {
        initial: 'asking',
        states: {
          asking: {
            on: answers([{ guard: 'hasTimeline', target: 'answered', actions: ['recordUserMessage', 'storeTimeline'] }]),
          },
          answered: typing('answered', { target: '#chatQualification.budget', actions: reply('askBudget') }),
          unrecognised: typing('unrecognised', { target: 'asking', actions: reply('reaskTimeline') }),
          pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'timeline') }),
        },
      },

      budget: {
        initial: 'asking',
        states: {
          asking: {
            on: answers([{ guard: 'hasBudget', target: 'answered', actions: ['recordUserMessage', 'storeBudget'] }]),
          },
          answered: typing('answered', { target: '#chatQualification.contact', actions: reply('askEmail') }),
          unrecognised: typing('unrecognised', { target: 'asking', actions: reply('reaskBudget') }),
          pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'budget') }),
        },
      },

      contact: {
        initial: 'email',
        states: {
          email: {
            initial: 'asking',
            states: {
              asking: {
                description: 'Avery has asked for an email address; only an address answers it (a name is asked for next)',
                // An address wins even when it holds a pricing word (jo@price.com); then questions about price. Nothing else is
                // taken here: "not-an-email" is neither an address nor a name.
                on: contactAnswers([{ guard: 'hasEmail', target: 'answered', actions: ['recordUserMessage', 'storeEmail'] }], []),
              },
              answered: {
                ...typing('answered', {
                  target: '#chatQualification.contact.name',
                  actions: reply('askName'),
                  description: 'Avery thanks the visitor and asks for their name',
                }),
                description: 'the visitor gave an email address; Avery is typing',
              },
              unrecognised: {
                ...typing('unrecognised', {
                  target: 'asking',
                  actions: reply('reaskEmail'),
                  description: 'Avery says the answer does not look like an email address and asks for one again',
                }),
                description: 'the answer was not an email address; Avery is typing',
              },
              pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'email') }),
            },
          },
          name: {
            initial: 'asking',
            states: {
              asking: {
                // "Jordan Price" is a name; "what's the price?" is a question.
                on: contactAnswers([], [{ guard: 'isName', target: 'answered', actions: ['recordUserMessage', 'storeName'] }]),
              },
              answered: typing('answered', { target: '#chatQualification.contact.company', actions: reply('askCompany') }),
              unrecognised: typing('unrecognised', { target: 'asking', actions: reply('reaskName') }),
              pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'name') }),
            },
          },
          company: {
            initial: 'asking',
            states: {
              asking: {
                // Any non-blank text that is not a question about price is a company name ("Cost Plus"), so there is no re-ask here.
                on: answersWith([
                  { guard: 'isBlank' },
                  { guard: 'isPricingQuestion', target: 'pricing', actions: 'recordUserMessage' },
                  { guard: 'hasCompany', target: '#chatQualification.saving', actions: ['recordUserMessage', 'storeCompany'] },
                ]),
              },
              pricing: typing('pricing', { target: 'asking', actions: reply('pricing', 'company') }),
            },
          },
        },
      },

      /** The lead goes to the server while Avery "types". */
      saving: {
        tags: ['typing'],
        invoke: {
          id: 'saveLead',
          src: 'saveLead',
          input: ({ context }) => leadPayload(context),
          onDone: { target: 'confirming', actions: 'trackLead' },
          onError: { target: 'failing' },
        },
      },
      confirming: typing('confirming', { target: 'complete', actions: reply('complete') }),
      failing: typing('failing', { target: 'failed', actions: reply('failure') }),

      /** The save failed: the conversation stays; the "Try again" quick action (or any other message) retries. */
      failed: {
        initial: 'idle',
        states: {
          idle: {
            on: answersWith([
              { guard: 'isBlank' },
              { guard: 'isPricing', target: 'pricing', actions: 'recordUserMessage' },
              { target: '#chatQualification.saving', actions: 'recordUserMessage' },
            ]),
          },
          pricing: typing('pricing', { target: 'idle', actions: reply('pricing', 'failed') }),
        },
      },

      complete: {
        initial: 'idle',
        states: {
          idle: {
            on: answersWith([
              { guard: 'isBlank' },
              { guard: 'isPricing', target: 'pricing', actions: 'recordUserMessage' },
              { target: 'followUp', actions: 'recordUserMessage' },
            ]),
          },
          followUp: typing('followUp', { target: 'idle', actions: reply('completeFollowUp') }),
          pricing: typing('pricing', { target: 'idle', actions: reply('pricing', 'complete') }),
        },
      },

      support: {
        initial: 'asking',
        states: {
          asking: {
            on: answersWith([
              { guard: 'isBlank' },
              { guard: 'isPricing', target: 'pricing', actions: 'recordUserMessage' },
              { target: 'answering', actions: 'recordUserMessage' },
            ]),
          },
          answering: typing('answering', { target: 'asking', actions: reply('support') }),
          pricing: typing('pricing', { target: 'asking', actions: reply('pricing') }),
        },
      },

      general: {
        initial: 'asking',
        states: {
          asking: {
            on: answersWith([
              { guard: 'isBlank' },
              { guard: 'isPricing', target: 'pricing', actions: 'recordUserMessage' },
              { target: 'answering', actions: 'recordUserMessage' },
            ]),
          },
          answering: typing('answering', { target: 'asking', actions: reply('general') }),
          pricing: typing('pricing', { target: 'asking', actions: reply('pricing') }),
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

/** A state where Avery is typing: the reply comes after `typingDelay`; `chat.resume` re-schedules it after a restore. */
function typing(self: string, after: Transition | readonly Transition[]) {
  return {
    tags: ['typing'],
    after: { typingDelay: after },
    on: { 'chat.resume': { target: self, reenter: true } },
  };
}

/** A visitor's message: blank is ignored, pricing first, then the step's own answers, else a re-ask. */
function answers(recognised: readonly Transition[]) {
  return answersWith([
    { guard: 'isBlank' },
    { guard: 'isPricing', target: 'pricing', actions: 'recordUserMessage' },
    ...recognised,
    { target: 'unrecognised', actions: 'recordUserMessage' },
  ]);
}

/**
 * A visitor's message in a contact step: a valid answer for the step wins over pricing words, so names, addresses
 * and companies that contain one are accepted; only a question about price gets the pricing reply.
 * `definite` answers (an email address) come before the pricing question, `loose` ones (any text as a name) after it.
 */
function contactAnswers(definite: readonly Transition[], loose: readonly Transition[]) {
  return answersWith([
    { guard: 'isBlank' },
    ...definite,
    { guard: 'isPricingQuestion', target: 'pricing', actions: 'recordUserMessage' },
    ...loose,
    { target: 'unrecognised', actions: 'recordUserMessage', description: "anything that is not this step's answer: Avery asks again" },
  ]);
}

function answersWith(transitions: readonly Transition[]) {
  return { 'chat.send': transitions };
}
