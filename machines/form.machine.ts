import { assign, emit, fromPromise, setup } from 'xstate';
import { submitForm, type FormAccepted, type FormData, type FormName, type FormSubmission } from '#src/api/forms';
import { classifyApiError, type ApiErrorKind } from '#src/api/http';

/**
 * The flow every form on the site shares (docs/product/forms.md): the contact
 * form, the service pages' lead blocks, the portfolio "Start Your Project"
 * form and the newsletter box.
 *
 * - `start`: lands in `success` when the visitor arrives from the form's own
 *   no-JavaScript post (/contact?success=true), else in `idle`.
 * - `idle` → `submitting` on `form.submit`, which carries the data
 *   react-hook-form has validated; the injected `submitForm` actor posts it
 *   (default: src/api/forms.ts, by `input.form`).
 * - `submitting` → `success` (emits `form.sent`, so the view empties its
 *   fields) or `failed`, with the kind of failure from `classifyApiError`:
 *   `invalid` (400 with per-field messages, kept in `fieldErrors`),
 *   `rateLimited` (429: try again in a minute), `unreachable` (no answer,
 *   timeout) or `serverError`. The error clears at the next submit.
 * - `success` → `idle` on `form.reset` ("send another").
 */
export type FormFlowContext = {
  form: FormName;
  data: FormData | null;
  error: ApiErrorKind | null;
  fieldErrors: Record<string, string>;
  arrivedSubmitted: boolean;
};

export type FormFlowEvent = { type: 'form.submit'; data: FormData } | { type: 'form.reset' };
export type FormFlowEmitted = { type: 'form.sent' };

export const formMachine = setup({
  types: {
    context: {} as FormFlowContext,
    input: {} as { form: FormName; submitted?: boolean },
    events: {} as FormFlowEvent,
    emitted: {} as FormFlowEmitted,
  },
  actors: {
    submitForm: fromPromise<FormAccepted, FormSubmission>(({ input, signal }) => submitForm(input, { signal })),
  },
  actions: {
    storeData: assign((_, params: { data: FormData }) => ({ data: params.data })),
    clearError: assign({ error: null, fieldErrors: {} }),
    recordError: assign((_, params: { error: unknown }) => {
      const { kind, fields } = classifyApiError(params.error);
      return { error: kind, fieldErrors: fields };
    }),
    clearData: assign({ data: null }),
    announceSent: emit({ type: 'form.sent' }),
  },
  guards: {
    isAlreadySubmitted: ({ context }) => context.arrivedSubmitted,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ form: input.form, data: null, error: null, fieldErrors: {}, arrivedSubmitted: Boolean(input.submitted) }),
  description: 'a form of the site (contact, lead, project or newsletter) from filling in to the answer of the server',
  initial: 'start',
  states: {
    start: {
      description: 'the page with the form is opening',
      always: [
        {
          guard: 'isAlreadySubmitted',
          target: 'success',
          description: 'the visitor comes back from sending the form without JavaScript',
        },
        { target: 'idle', description: 'the page opens normally' },
      ],
    },
    idle: {
      description: 'the form is ready to fill in and send',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.data }) }, 'clearError'],
          description: 'the visitor fills in the required fields correctly and presses the send button',
        },
      },
    },
    submitting: {
      description: "the visitor's message is being sent and the send button is busy",
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        // `storeData` set the data on the way in (only `form.submit` enters this state).
        input: ({ context }) => ({ form: context.form, data: context.data! }),
        onDone: { target: 'success', actions: 'announceSent', description: 'the server accepts the message' },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          description: 'the server refuses the message, is too busy, or cannot be reached',
        },
      },
    },
    success: {
      description: 'the form says the message was sent, and its fields are empty',
      on: {
        'form.reset': { target: 'idle', actions: ['clearData', 'clearError'], description: 'the visitor chooses to send another message' },
      },
    },
    failed: {
      description:
        'the form says why the message was not sent (a field to correct, wait a minute, or try again later) and keeps what the visitor typed',
      on: {
        'form.submit': {
          target: 'submitting',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.data }) }, 'clearError'],
          description: 'the visitor presses the send button again',
        },
      },
    },
  },
});
