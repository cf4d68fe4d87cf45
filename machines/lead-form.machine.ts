import { assign, fromPromise, setup } from 'xstate';
import { postLead } from '../src/api/leads';
import type { LeadInput } from '../src/forms/lead';

/**
 * The flow of any simple lead form (service-page lead blocks, the portfolio
 * "Start Your Project" form, the newsletter box): idle → submitting →
 * success | failed. react-hook-form owns the field values; on a valid submit
 * the view sends one `lead.submit` with the data. The HTTP call is the
 * injected `submitLead` actor (default: src/api/leads.ts postLead).
 */
export type LeadFormContext = { data: Record<string, unknown> | null; error: string | null; fieldErrors: Record<string, string> };

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
    recordError: assign({
      error: ({ event }) => {
        const err = (event as { error?: { status?: number } }).error;
        return err && typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? 'invalid' : 'failed';
      },
      fieldErrors: ({ event }) => ((event as { error?: { fields?: Record<string, string> } }).error?.fields ?? {}),
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
