import { and, assign, emit, enqueueActions, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import { track } from '#src/analytics/track';
import { postConsultation, type ConsultationAccepted, type ConsultationSubmission } from '#src/api/consultation';
import { classifyApiError, type ApiErrorKind } from '#src/api/http';
import {
  clearDraft,
  readDraft,
  requestFingerprint,
  saveDraftRequest,
  saveDraftStep,
  saveDraftValues,
  type Draft,
  type DraftRequest,
  type DraftValues,
  type WizardStep,
} from '#src/consultation/draft';
import { isoDateIn } from '#src/consultation/time';
import { fieldMessages, firstInvalid, initialValues, type ConsultationField } from '#src/consultation/wizard-values';
import type { ConsultationData } from '#src/forms/consultation';

/**
 * The consultation booking wizard (/schedule-consultation; docs/product/consultation.md):
 *
 * - `loading`: reads the visitor's session once the page is live (the draft
 *   kept in sessionStorage, the local date for the date picker's minimum, the
 *   browser's IANA time zone, the clock the form checks slots against). Nothing of this runs during prerendering, so
 *   the server HTML and the first browser render agree. What the visitor types meanwhile (`draft.save`) is noted.
 * - Entering `editing` decides the form's values and emits `wizard.fill` with them: the browser's time zone, the
 *   draft, the chat's prefill (the machine's input) where the draft has no answer or an empty one, and over all of
 *   them what the visitor typed while loading. When the link or the visitor added something, the values are kept for the
 *   session; a used prefill emits `wizard.prefillUsed` (the page then drops it from the address bar).
 * - `editing.step`: steps one to four. `wizard.next` / `wizard.previous` move
 *   between them and are never blocked by validation (each move emits
 *   `wizard.focusHeading`); on the last step `wizard.invalid` (a submit found
 *   these fields invalid) jumps to the first step with one and emits
 *   `wizard.focusField` for the first of them. Moving is paused while a
 *   request is being sent.
 * - `editing.submission`: idle → busy → (success | error). `wizard.submit`
 *   (only on the last step) carries the validated data; the error clears at
 *   the next submit. A failure is classified by `classifyApiError`; a 400's
 *   messages are mapped onto the form's fields, emitted as
 *   `wizard.fieldErrors` and jump to the first one like `wizard.invalid`.
 *   Success leaves `editing`: the thank-you screen replaces the form, the
 *   analytics event is sent and the draft is cleared.
 *
 * react-hook-form owns the values; `draft.save` hands them to the machine to
 * keep, and the view applies the emitted events to the form and the page's
 * focus. Side effects are named and replaceable with `.provide()`: actors
 * `loadEnvironment`, `submitConsultation`; actions `persistValues`,
 * `persistStep`, `persistRequest`, `clearDraft`, `trackBooking`, `assignRequestId`.
 *
 * The request id is generated on the first submit and reused for a retry of
 * the same data (the server stores a request once per id). It is kept in the
 * session draft with a fingerprint of that data, so a retry after a reload
 * reuses it too. It is made by the environment's `newId` (a random UUID in the
 * browser; tests pass a predictable sequence).
 */
export type WizardEnvironment = {
  draft: Draft | null;
  today: string;
  timeZone: string;
  /** The visitor's clock: a slot earlier than now (in the slot's zone) is refused. Tests pass a fixed one. */
  clock?: () => Date;
  /** Makes the request's idempotency id (a random UUID in the browser). Tests pass a predictable one. */
  newId?: () => string;
};

const systemClock = () => new Date();

export type ConsultationWizardContext = {
  /** The last data sent (kept for the thank-you screen and calendar links). */
  data: ConsultationData | null;
  /** Client-generated id: a retry of the same data reuses it, so the server stores the request once. */
  requestId: string | null;
  /** Fingerprint of the data `requestId` was generated for (the same answers after a reload keep the id). */
  requestFingerprint: string | null;
  /** Id the server answered with. */
  bookingId: string | null;
  /** The kind of the last failed submission (null when none). */
  error: ApiErrorKind | null;
  /** Per-field messages from a 400 answer, by form field. */
  fieldErrors: Partial<Record<ConsultationField, string>>;
  /** What the chat's booking link carried (the machine's input). */
  prefill: DraftValues;
  /** The form's values as last handed over while the session was being read (what the visitor typed meanwhile). */
  typed: DraftValues;
  /** What the session restored (null when nothing was kept). */
  draft: DraftValues | null;
  /** The visitor's local calendar date (YYYY-MM-DD), known after loading. */
  today: string | null;
  /** The browser's IANA time zone, known after loading. */
  timeZone: string | null;
  /** What "now" is for the form's checks (the visitor's clock unless the environment says otherwise). */
  clock: () => Date;
  /** Where a new request id comes from (the environment's, else a random UUID). */
  newId: () => string;
};

export type ConsultationWizardInput = {
  /** Fields the chat already collected (from the booking link's query string). */
  prefill?: DraftValues;
};

export type ConsultationWizardEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  /** A submit found these fields invalid (the browser's checks, or a 400 answer). */
  | { type: 'wizard.invalid'; fields: readonly string[] }
  | { type: 'wizard.submit'; data: ConsultationData }
  | { type: 'draft.save'; values: DraftValues };

/** What the view applies to react-hook-form and the page. */
export type ConsultationWizardEmitted =
  /** Reset the form to these values (once the session is read). */
  | { type: 'wizard.fill'; values: ConsultationData }
  /** The chat's prefill is in the form. */
  | { type: 'wizard.prefillUsed' }
  /** Show these messages from the server next to their fields. */
  | { type: 'wizard.fieldErrors'; errors: Partial<Record<ConsultationField, string>> }
  /** Focus this field (once its step is shown). */
  | { type: 'wizard.focusField'; name: ConsultationField }
  /** Focus the heading of the step now shown. */
  | { type: 'wizard.focusHeading' };

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const timeZoneOfBrowser = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
};

/** Keep the id being sent in the session draft (a retry after a reload reuses it). */
const persistRequest = {
  type: 'persistRequest',
  params: ({ context }: { context: ConsultationWizardContext }) => ({
    id: context.requestId ?? '',
    fingerprint: context.requestFingerprint ?? '',
  }),
} as const;

const stepName = { 1: 'one', 2: 'two', 3: 'three', 4: 'four' } as const;
const stepTitle = { 1: 'Contact Information', 2: 'Project Details', 3: 'Scheduling Preferences', 4: 'Additional Information' } as const;
const invalidTransitions = ([1, 2, 3, 4] as const).map((step) => ({
  guard: and([{ type: 'isFirstInvalidOn', params: { step } }, 'isNotSending']),
  target: `#consultationWizard.editing.step.${stepName[step]}`,
  description:
    step === 4
      ? `the visitor presses Schedule Consultation with an answer on this step (${stepTitle[step]}) that needs attention: the page says so and moves to that field`
      : `the visitor presses Schedule Consultation and the first answer that needs attention is on step ${step} (${stepTitle[step]}): the page goes back there and moves to that field`,
  actions: {
    type: 'focusField' as const,
    params: ({ event }: { event: { fields: readonly string[] } }) => ({ name: firstInvalid(event.fields)!.field }),
  },
}));
const restoreTransitions = ([2, 3, 4] as const).map((step) => ({
  guard: {
    type: 'isDraftAtStep' as const,
    params: ({ event }: { event: { output: WizardEnvironment } }) => ({ draftStep: event.output.draft?.step, step }),
  },
  target: `editing.step.${stepName[step]}`,
  description: `the visitor had reached step ${step} (${stepTitle[step]}) earlier in this browser session: the form opens there with what they typed`,
  actions: { type: 'assignEnvironment' as const, params: ({ event }: { event: { output: WizardEnvironment } }) => event.output },
}));

export const consultationWizardMachine = setup({
  types: {
    context: {} as ConsultationWizardContext,
    input: {} as ConsultationWizardInput,
    events: {} as ConsultationWizardEvent,
    emitted: {} as ConsultationWizardEmitted,
  },
  actors: {
    loadEnvironment: fromPromise<WizardEnvironment>(async () => ({
      draft: readDraft(),
      today: isoDateIn(new Date()),
      timeZone: timeZoneOfBrowser(),
      clock: systemClock,
      newId: randomId,
    })),
    submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(({ input, signal }) =>
      postConsultation(input, { signal }),
    ),
  },
  actions: {
    assignEnvironment: assign((_, env: WizardEnvironment) => {
      return {
        draft: env.draft?.values ?? null,
        today: env.today || null,
        timeZone: env.timeZone || null,
        clock: env.clock ?? systemClock,
        newId: env.newId ?? randomId,
        requestId: env.draft?.request?.id ?? null,
        requestFingerprint: env.draft?.request?.fingerprint ?? null,
      };
    }),
    persistValues: (_, params: { values: DraftValues }) => saveDraftValues(params.values),
    persistStep: (_, params: { step: WizardStep }) => saveDraftStep(params.step),
    persistRequest: (_, params: DraftRequest) => saveDraftRequest(params),
    clearDraft: () => clearDraft(),
    assignRequestId: assign(({ context, event }) => {
      if (event.type !== 'wizard.submit') return {};
      const fingerprint = requestFingerprint(event.data);
      if (context.requestId && context.requestFingerprint === fingerprint) return {};
      return { requestId: context.newId(), requestFingerprint: fingerprint };
    }),
    storeData: assign({ data: ({ context, event }) => (event.type === 'wizard.submit' ? event.data : context.data) }),
    clearError: assign({ error: null, fieldErrors: {} }),
    /** The failure's kind; a 400's messages by form field (the one place they are mapped). */
    recordError: assign((_, params: { error: unknown }) => {
      const { kind, fields } = classifyApiError(params.error);
      return { error: kind, fieldErrors: fieldMessages(fields) };
    }),
    noteTyped: assign((_, params: { values: DraftValues }) => ({ typed: params.values })),
    focusField: emit((_, params: { name: ConsultationField }) => ({ type: 'wizard.focusField' as const, name: params.name })),
    focusHeading: emit({ type: 'wizard.focusHeading' }),
    assignBooking: assign((_, params: { accepted: ConsultationAccepted }) => ({ bookingId: params.accepted.id ?? null })),
    trackBooking: (_, params: { projectType: string }) => track('consultation_booked', { project_type: params.projectType }),
  },
  guards: {
    isDraftAtStep: (_, params: { draftStep: WizardStep | undefined; step: WizardStep }) => params.draftStep === params.step,
    isFirstInvalidOn: ({ event }, params: { step: WizardStep }) =>
      event.type === 'wizard.invalid' && firstInvalid(event.fields)?.step === params.step,
    isNotSending: not(stateIn({ editing: { submission: 'busy' } })),
    isOnLastStep: stateIn({ editing: { step: 'four' } }),
  },
}).createMachine({
  id: 'consultationWizard',
  context: ({ input }) => ({
    data: null,
    requestId: null,
    requestFingerprint: null,
    bookingId: null,
    error: null,
    fieldErrors: {},
    prefill: input?.prefill ?? {}, // graph tools build the machine without input
    typed: {},
    draft: null,
    today: null,
    timeZone: null,
    clock: systemClock,
    newId: randomId,
  }),
  description: 'the four-step form on the Schedule Consultation page where a visitor books a free 30-minute call',
  initial: 'loading',
  states: {
    loading: {
      description:
        "the page has just opened and looks for answers kept from earlier in this browser session, today's date and the visitor's time zone",
      invoke: {
        id: 'loadEnvironment',
        src: 'loadEnvironment',
        onDone: [
          ...restoreTransitions,
          {
            target: 'editing',
            actions: { type: 'assignEnvironment', params: ({ event }) => event.output },
            description: 'the page is ready: the form opens at step 1 (Contact Information) with anything kept or brought from the chat',
          },
        ],
        onError: {
          target: 'editing',
          description: 'the browser session could not be read: the form opens empty at step 1 (Contact Information)',
        },
      },
      on: {
        'draft.save': {
          actions: { type: 'noteTyped', params: ({ event }) => ({ values: event.values }) },
          description: 'the visitor types before the page is ready: what they typed is kept and wins over anything restored',
        },
      },
    },
    editing: {
      description: 'the visitor fills in the form, one step at a time, and sends it from the last step',
      type: 'parallel',
      // The form's values once the session is read (see `initialValues`): fill the form, keep them if anything was added.
      entry: enqueueActions(({ context, enqueue }) => {
        const { values, changed } = initialValues({
          draft: context.draft,
          prefill: context.prefill,
          timeZone: context.timeZone,
          typed: context.typed,
        });
        enqueue.emit({ type: 'wizard.fill', values });
        if (changed) enqueue({ type: 'persistValues', params: { values } });
        if (Object.keys(context.prefill).length) enqueue.emit({ type: 'wizard.prefillUsed' });
      }),
      on: {
        'draft.save': {
          actions: { type: 'persistValues', params: ({ event }) => ({ values: event.values }) },
          description: 'the visitor changes an answer: it is kept for this browser session, so a reload does not lose it',
        },
      },
      states: {
        step: {
          description: 'which of the four steps the visitor sees',
          initial: 'one',
          states: {
            one: {
              description: 'step 1 of 4, Contact Information: name, email, phone, company and role',
              entry: { type: 'persistStep', params: { step: 1 } },
              on: {
                'wizard.next': {
                  guard: 'isNotSending',
                  target: 'two',
                  actions: 'focusHeading',
                  description: 'the visitor presses Next Step and sees Project Details',
                },
              },
            },
            two: {
              description: 'step 2 of 4, Project Details: project type, description, timeline, budget, platforms and goals',
              entry: { type: 'persistStep', params: { step: 2 } },
              on: {
                'wizard.next': {
                  guard: 'isNotSending',
                  target: 'three',
                  actions: 'focusHeading',
                  description: 'the visitor presses Next Step and sees Scheduling Preferences',
                },
                'wizard.previous': {
                  guard: 'isNotSending',
                  target: 'one',
                  actions: 'focusHeading',
                  description: 'the visitor presses Previous and is back at Contact Information',
                },
              },
            },
            three: {
              description: 'step 3 of 4, Scheduling Preferences: the visitor picks a date, a time, a time zone and how to meet',
              entry: { type: 'persistStep', params: { step: 3 } },
              on: {
                'wizard.next': {
                  guard: 'isNotSending',
                  target: 'four',
                  actions: 'focusHeading',
                  description: 'the visitor presses Next Step and sees Additional Information',
                },
                'wizard.previous': {
                  guard: 'isNotSending',
                  target: 'two',
                  actions: 'focusHeading',
                  description: 'the visitor presses Previous and is back at Project Details',
                },
              },
            },
            four: {
              description: 'step 4 of 4, Additional Information: challenges, inspiration, notes, how they heard of us and email consent',
              entry: { type: 'persistStep', params: { step: 4 } },
              on: {
                'wizard.previous': {
                  guard: 'isNotSending',
                  target: 'three',
                  actions: 'focusHeading',
                  description: 'the visitor presses Previous and is back at Scheduling Preferences',
                },
                // A submit found invalid fields (in the browser, or in a 400 answer: see reportFieldErrors).
                'wizard.invalid': invalidTransitions,
              },
            },
          },
        },
        submission: {
          description: 'whether the request has been sent',
          initial: 'idle',
          states: {
            idle: {
              description: 'nothing has been sent yet',
              on: {
                'wizard.submit': {
                  guard: 'isOnLastStep',
                  target: 'busy',
                  actions: ['assignRequestId', 'storeData', 'clearError', persistRequest],
                  description: 'the visitor presses Schedule Consultation with every answer in order: the request is sent',
                },
              },
            },
            busy: {
              description: 'the request is being sent: the button reads Sending Request... and the steps cannot change',
              invoke: {
                id: 'submitConsultation',
                src: 'submitConsultation',
                input: ({ context }) => ({ requestId: context.requestId!, data: context.data! }),
                onDone: {
                  target: '#consultationWizard.success',
                  description: 'the studio receives the request: the thank-you screen replaces the form',
                  actions: [
                    { type: 'assignBooking', params: ({ event }) => ({ accepted: event.output }) },
                    { type: 'trackBooking', params: ({ context }) => ({ projectType: context.data?.project_type ?? '' }) },
                  ],
                },
                onError: {
                  target: 'error',
                  description:
                    'the request could not be sent or was refused: the page says why; answers the studio refused are marked and the visitor is taken to the first one',
                  actions: [
                    { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                    // A 400 with messages for the form's fields: show them, and go to the first one as after a failed check.
                    enqueueActions(({ context, enqueue }) => {
                      const fields = Object.keys(context.fieldErrors);
                      if (!fields.length) return;
                      enqueue.emit({ type: 'wizard.fieldErrors', errors: context.fieldErrors });
                      enqueue.raise({ type: 'wizard.invalid', fields });
                    }),
                  ],
                },
              },
            },
            error: {
              description: 'the last try failed and the page says why; the answers are still there to send again',
              on: {
                'wizard.submit': {
                  guard: 'isOnLastStep',
                  target: 'busy',
                  actions: ['assignRequestId', 'storeData', 'clearError', persistRequest],
                  description:
                    'the visitor presses Schedule Consultation again: the request is sent again (the studio stores it only once)',
                },
              },
            },
          },
        },
      },
    },
    success: {
      description: 'the thank-you screen: the consultation is requested and the answers kept in the browser are removed',
      entry: 'clearDraft',
    },
  },
});

export const wizardStepOf = (snapshot: SnapshotFrom<typeof consultationWizardMachine>): WizardStep =>
  snapshot.matches({ editing: { step: 'four' } })
    ? 4
    : snapshot.matches({ editing: { step: 'three' } })
      ? 3
      : snapshot.matches({ editing: { step: 'two' } })
        ? 2
        : 1;
