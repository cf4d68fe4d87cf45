import { and, assign, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import { track } from '../src/analytics/track';
import { postConsultation, type ConsultationAccepted, type ConsultationSubmission } from '../src/api/consultation';
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
} from '../src/consultation/draft';
import { isoDateIn } from '../src/consultation/time';
import type { ConsultationData } from '../src/forms/consultation';

/**
 * The consultation booking wizard (/schedule-consultation; docs/product/consultation.md):
 *
 * - `loading`: reads the visitor's session once the page is live (the draft
 *   kept in sessionStorage, the local date for the date picker's minimum, the
 *   browser's IANA time zone, the clock the form checks slots against). Nothing of this runs during prerendering, so
 *   the server HTML and the first browser render agree.
 * - `editing.step`: steps one to four. `wizard.next` / `wizard.previous` move
 *   between them and are never blocked by validation; on the last step
 *   `wizard.goTo` jumps to the first step with an invalid field when a submit
 *   fails validation. Moving is paused while a request is being sent.
 * - `editing.submission`: idle → busy → (success | error). `wizard.submit`
 *   (only on the last step) carries the validated data; the error clears at
 *   the next submit. Success leaves `editing`: the thank-you screen replaces
 *   the form, the analytics event is sent and the draft is cleared.
 *
 * react-hook-form owns the values; `draft.save` hands them to the machine to
 * keep. Side effects are named and replaceable with `.provide()`: actors
 * `loadEnvironment`, `submitConsultation`; actions `persistValues`,
 * `persistStep`, `persistRequest`, `clearDraft`, `trackBooking`, `assignRequestId`.
 *
 * The request id is generated on the first submit and reused for a retry of
 * the same data (the server stores a request once per id). It is kept in the
 * session draft with a fingerprint of that data, so a retry after a reload
 * reuses it too.
 */
export type WizardEnvironment = {
  draft: Draft | null;
  today: string;
  timeZone: string;
  /** The visitor's clock: a slot earlier than now (in the slot's zone) is refused. Tests pass a fixed one. */
  clock?: () => Date;
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
  /** Per-field messages from a 400 answer. */
  fieldErrors: Record<string, string>;
  /** What the session restored (null when nothing was kept). */
  draft: DraftValues | null;
  /** The visitor's local calendar date (YYYY-MM-DD), known after loading. */
  today: string | null;
  /** The browser's IANA time zone, known after loading. */
  timeZone: string | null;
  /** What "now" is for the form's checks (the visitor's clock unless the environment says otherwise). */
  clock: () => Date;
};

export type ConsultationWizardEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.previous' }
  | { type: 'wizard.goTo'; step: WizardStep }
  | { type: 'wizard.submit'; data: ConsultationData }
  | { type: 'draft.save'; values: DraftValues };

const newId = () =>
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
  params: ({ context }: { context: ConsultationWizardContext }) => ({ id: context.requestId ?? '', fingerprint: context.requestFingerprint ?? '' }),
} as const;

const stepName = { 1: 'one', 2: 'two', 3: 'three', 4: 'four' } as const;
const goToTransitions = ([1, 2, 3, 4] as const).map((step) => ({
  guard: and([{ type: 'isTargetStep', params: { step } }, 'isNotSending']),
  target: `#consultationWizard.editing.step.${stepName[step]}`,
}));
const restoreTransitions = ([2, 3, 4] as const).map((step) => ({
  guard: { type: 'isDraftAtStep' as const, params: ({ event }: { event: { output: WizardEnvironment } }) => ({ draftStep: event.output.draft?.step, step }) },
  target: `editing.step.${stepName[step]}`,
  actions: { type: 'assignEnvironment' as const, params: ({ event }: { event: { output: WizardEnvironment } }) => event.output },
}));

export const consultationWizardMachine = setup({
  types: {
    context: {} as ConsultationWizardContext,
    events: {} as ConsultationWizardEvent,
  },
  actors: {
    loadEnvironment: fromPromise<WizardEnvironment>(async () => ({
      draft: readDraft(),
      today: isoDateIn(new Date()),
      timeZone: timeZoneOfBrowser(),
      clock: systemClock,
    })),
    submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(({ input }) => postConsultation(input)),
  },
  actions: {
    assignEnvironment: assign((_, env: WizardEnvironment) => {
      return {
        draft: env.draft?.values ?? null,
        today: env.today || null,
        timeZone: env.timeZone || null,
        clock: env.clock ?? systemClock,
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
      return { requestId: newId(), requestFingerprint: fingerprint };
    }),
    storeData: assign({ data: ({ context, event }) => (event.type === 'wizard.submit' ? event.data : context.data) }),
    clearError: assign({ fieldErrors: {} }),
    recordError: assign({
      fieldErrors: ({ event }) => {
        const error = (event as { error?: { status?: number; fields?: Record<string, string> } }).error;
        return error?.status === 400 && error.fields ? { ...error.fields } : {};
      },
    }),
    assignBooking: assign((_, params: { accepted: ConsultationAccepted }) => ({ bookingId: params.accepted.id ?? null })),
    trackBooking: (_, params: { projectType: string }) => track('consultation_booked', { project_type: params.projectType }),
  },
  guards: {
    isDraftAtStep: (_, params: { draftStep: WizardStep | undefined; step: WizardStep }) => params.draftStep === params.step,
    isTargetStep: ({ event }, params: { step: WizardStep }) => event.type === 'wizard.goTo' && event.step === params.step,
    isNotSending: not(stateIn({ editing: { submission: 'busy' } })),
    isOnLastStep: stateIn({ editing: { step: 'four' } }),
  },
}).createMachine({
  id: 'consultationWizard',
  context: {
    data: null,
    requestId: null,
    requestFingerprint: null,
    bookingId: null,
    fieldErrors: {},
    draft: null,
    today: null,
    timeZone: null,
    clock: systemClock,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadEnvironment',
        src: 'loadEnvironment',
        onDone: [...restoreTransitions, { target: 'editing', actions: { type: 'assignEnvironment', params: ({ event }) => event.output } }],
        onError: { target: 'editing' },
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'draft.save': { actions: { type: 'persistValues', params: ({ event }) => ({ values: event.values }) } },
      },
      states: {
        step: {
          initial: 'one',
          states: {
            one: {
              entry: { type: 'persistStep', params: { step: 1 } },
              on: { 'wizard.next': { guard: 'isNotSending', target: 'two' } },
            },
            two: {
              entry: { type: 'persistStep', params: { step: 2 } },
              on: {
                'wizard.next': { guard: 'isNotSending', target: 'three' },
                'wizard.previous': { guard: 'isNotSending', target: 'one' },
              },
            },
            three: {
              entry: { type: 'persistStep', params: { step: 3 } },
              on: {
                'wizard.next': { guard: 'isNotSending', target: 'four' },
                'wizard.previous': { guard: 'isNotSending', target: 'two' },
              },
            },
            four: {
              entry: { type: 'persistStep', params: { step: 4 } },
              on: {
                'wizard.previous': { guard: 'isNotSending', target: 'three' },
                // Sent when a submit finds invalid fields (in the browser or in a 400 answer).
                'wizard.goTo': goToTransitions,
              },
            },
          },
        },
        submission: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'wizard.submit': { guard: 'isOnLastStep', target: 'busy', actions: ['assignRequestId', 'storeData', 'clearError', persistRequest] } },
            },
            busy: {
              invoke: {
                id: 'submitConsultation',
                src: 'submitConsultation',
                input: ({ context }) => ({ requestId: context.requestId!, data: context.data! }),
                onDone: {
                  target: '#consultationWizard.success',
                  actions: [
                    { type: 'assignBooking', params: ({ event }) => ({ accepted: event.output }) },
                    { type: 'trackBooking', params: ({ context }) => ({ projectType: context.data?.project_type ?? '' }) },
                  ],
                },
                onError: { target: 'error', actions: 'recordError' },
              },
            },
            error: {
              on: { 'wizard.submit': { guard: 'isOnLastStep', target: 'busy', actions: ['assignRequestId', 'storeData', 'clearError', persistRequest] } },
            },
          },
        },
      },
    },
    success: {
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
