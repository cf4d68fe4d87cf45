import { assign, fromPromise, setup } from 'xstate';
import { postLead } from '../src/api/leads';
import type { LeadErrorKind } from '../src/content/lead-form';
import type { LeadInput } from '../src/forms/lead';

/**
 * The flow of any simple lead form (service-page lead blocks, the portfolio
 * "Start Your Project" form, the newsletter box): idle → submitting →
 * success | failed. react-hook-form owns the field values; on a valid submit
 * the view sends one `lead.submit` with the data. The HTTP call is the
 * injected `submitLead` actor (default: src/api/leads.ts postLead).
 *
 * A failure is one of three kinds (`context.error`), each with its own
 * message in the view:
 * - `invalid`: the server refused the fields (400 with per-field messages,
 *   kept in `fieldErrors` so the view shows them next to the fields);
 * - `rateLimited`: too many attempts (429): try again in a minute;
 * - `failed`: anything else (network, 5xx, a 4xx without field messages):
 *   the general failure text with the studio's email.
 */
export type LeadFormError = LeadErrorKind;

export type LeadFormContext = { data: Record<string, unknown> | null; error: LeadFormError | null; fieldErrors: Record<string, string> };

type SubmitError = { status?: unknown; fields?: unknown };

const fieldsOf = (error: SubmitError | undefined): Record<string, string> =>
  error && error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};

/** The kind of failure an error from `submitLead` (an ApiError: status 0 for the network) stands for. */
export function leadErrorKind(error: unknown): LeadFormError {
  const err = (error ?? {}) as SubmitError;
  if (err.status === 400 && Object.keys(fieldsOf(err)).length > 0) return 'invalid';
  if (err.status === 429) return 'rateLimited';
  return 'failed';
}

export const leadFormMachine = setup({
  types: {
    context: {} as LeadFormContext,
    events: {} as { type: 'lead.submit'; data: Record<string, unknown> } | { type: 'lead.reset' },
  },
  actors: {
    submitLead: fromPromise<unknown, Record<string, unknown>>(({ input }) => postLead(input as LeadInput)),
  },
  actions: {
    storeData: assign({ data: ({ event }) => (event.type === 'lead.submit' ? event.data : null) }),
    clearError: assign({ error: null, fieldErrors: {} }),
    recordError: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const kind = leadErrorKind(error);
      return { error: kind, fieldErrors: kind === 'invalid' ? fieldsOf(error as SubmitError) : {} };
    }),
    clearData: assign({ data: null }),
  },
}).createMachine({
  id: 'leadForm',
  context: { data: null, error: null, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: { 'lead.submit': { target: 'submitting', actions: ['storeData', 'clearError'] } },
    },
    submitting: {
      invoke: {
        src: 'submitLead',
        input: ({ context }) => context.data ?? {},
        onDone: { target: 'success' },
        onError: { target: 'failed', actions: 'recordError' },
      },
    },
    success: {
      on: { 'lead.reset': { target: 'idle', actions: ['clearData', 'clearError'] } },
    },
    failed: {
      on: { 'lead.submit': { target: 'submitting', actions: ['storeData', 'clearError'] } },
    },
  },
});
