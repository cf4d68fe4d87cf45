import { assign, fromPromise, setup } from 'xstate';
import { postContact } from '../src/api/contact';
import type { ContactInput } from '../src/forms/contact';

/**
 * Contact form flow (docs/product/forms.md): idle, submitting, success, error.
 * Starts in `success` on /contact?success=true (the no-JavaScript path lands
 * there after the server's 303). An error clears when the visitor submits
 * again; "send another message" goes back to idle.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as { fieldErrors: Record<string, string>; arrivedSubmitted: boolean },
    input: {} as { submitted?: boolean } | undefined,
    events: {} as { type: 'contact.submit'; data: ContactInput } | { type: 'contact.reset' },
  },
  actors: {
    submitContact: fromPromise<unknown, ContactInput>(({ input }) => postContact(input)),
  },
  actions: {
    recordFieldErrors: assign({
      fieldErrors: ({ event }) => ((event as { error?: { fields?: Record<string, string> } }).error?.fields ?? {}),
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
  },
  guards: {
    isAlreadySubmitted: ({ context }) => context.arrivedSubmitted,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ fieldErrors: {}, arrivedSubmitted: Boolean(input?.submitted) }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'isAlreadySubmitted', target: 'success' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'contact.submit': { target: 'submitting', actions: 'clearFieldErrors' } },
    },
    submitting: {
      invoke: {
        src: 'submitContact',
        input: ({ event }) => (event as { data: ContactInput }).data,
        onDone: { target: 'success' },
        onError: { target: 'error', actions: 'recordFieldErrors' },
      },
    },
    success: {
      on: { 'contact.reset': { target: 'idle' } },
    },
    error: {
      on: { 'contact.submit': { target: 'submitting', actions: 'clearFieldErrors' } },
    },
  },
});
