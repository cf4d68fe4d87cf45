import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { leadErrorKind, leadFormMachine, type LeadFormError } from '../../machines/lead-form.machine';
import { ApiError } from '../../src/api/http';
import { leadErrorMessages, leadFormCopy } from '../../src/content/lead-form';
import { images } from '../../src/content/media';
import { site } from '../../src/content/site';
import { LeadFormBlock } from '../../src/routes/services/-components/lead-form-block';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';

const data = { source: 'service-page', name: 'Ada Park', email: 'ada@park.example', service: 'brand-films' };
const fieldError = 'Please enter a valid email address, like name@company.com.';

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown };

/** The machine with a submit actor the test settles by hand. */
function controllableMachine() {
  const pending: Pending[] = [];
  const machine = leadFormMachine.provide({
    actors: { submitLead: fromPromise(({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input }))) },
  });
  return { machine, pending };
}

function controllable() {
  const { machine, pending } = controllableMachine();
  const actor = createActor(machine).start();
  return { actor, pending, send: actor.send };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('leadForm machine', () => {
  it('sends exactly the submitted data to the submit actor', async () => {
    const sut = controllable();
    sut.actor.send({ type: 'lead.submit', data });
    expect(sut.pending[0]!.input).toEqual(data);
  });

  it('only a 400 with field errors is invalid; a 429 is rate limited; everything else is a general failure', () => {
    expect(leadErrorKind(new ApiError('bad', 400, { email: fieldError }))).toBe('invalid');
    expect(leadErrorKind(new ApiError('bad', 400))).toBe('failed');
    expect(leadErrorKind(new ApiError('rate_limited', 429))).toBe('rateLimited');
    expect(leadErrorKind(new ApiError('forbidden', 403))).toBe('failed');
    expect(leadErrorKind(new ApiError('too large', 413, { email: fieldError }))).toBe('failed');
    expect(leadErrorKind(new ApiError('server', 500))).toBe('failed');
    expect(leadErrorKind(new ApiError('network', 0))).toBe('failed');
    expect(leadErrorKind(new Error('boom'))).toBe('failed');
  });

  it('keeps the server’s field messages only for an invalid submission, and clears them on the next submit', async () => {
    const sut = controllable();
    sut.actor.send({ type: 'lead.submit', data });
    sut.pending[0]!.reject(new ApiError('bad', 400, { email: fieldError }));
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'invalid', fieldErrors: { email: fieldError } });
    sut.actor.send({ type: 'lead.submit', data });
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: null, fieldErrors: {} });
    sut.pending[1]!.reject(new ApiError('rate_limited', 429));
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'rateLimited', fieldErrors: {} });
    sut.actor.send({ type: 'lead.submit', data });
    sut.pending[2]!.reject(new ApiError('network', 0));
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('failed');
  });
});

/* ------------------------------------------------------------------ generated paths */

const doneEvent = 'xstate.done.actor.0.leadForm.submitting';
const errorEvent = 'xstate.error.actor.0.leadForm.submitting';
/** One failure of each kind: the paths reach `failed` three ways. */
const failures: Record<LeadFormError, ApiError> = {
  invalid: new ApiError('bad', 400, { email: fieldError }),
  rateLimited: new ApiError('rate_limited', 429),
  failed: new ApiError('network', 0),
};
const events = [
  { type: 'lead.submit', data },
  { type: 'lead.reset' },
  { type: doneEvent, output: { id: '1', status: 'accepted' } },
  ...Object.values(failures).map((error) => ({ type: errorEvent, error })),
] as never[];

const settle = async (pending: Pending[], event: AnyEventObject) => {
  if (event.type === doneEvent) pending.at(-1)!.resolve({ id: '1', status: 'accepted' });
  else pending.at(-1)!.reject((event as AnyEventObject & { error?: unknown }).error);
  await flush();
};

describePathTests('leadForm · actor', leadFormMachine, {
  events,
  contextKeys: ['error'],
  setup: () => controllable(),
  teardown: (sut) => sut.actor.stop(),
  exec: {
    [doneEvent]: (sut, event) => settle(sut.pending, event),
    [errorEvent]: (sut, event) => settle(sut.pending, event),
  },
  states: {
    '*': (sut, snapshot) => {
      expect(sut.actor.getSnapshot().value).toEqual(snapshot.value);
      expect(sut.actor.getSnapshot().context.error).toBe(snapshot.context.error);
    },
    success: (sut) => expect(sut.actor.getSnapshot().context.error).toBeNull(),
  },
});

/* The same paths replayed against the rendered service-page block: the
   visitor types and presses the button, the test settles the request. */

const block = {
  id: 'get-a-proposal',
  title: 'Tell us the story you want to tell',
  subtitle: 'A producer will reply within 24 hours.',
  buttonText: 'Start my brand film',
  messageLabel: 'What should people feel after watching?',
  image: images.leadViolet,
  service: 'brand-films',
  serviceTitle: 'Brand Films',
  page: '/services/brand-films',
};

type ViewSut = { pending: Pending[] };
const form = () => document.querySelector('[data-lead-form="brand-films"]') as HTMLElement;
/** The form's failure message (field messages are alerts too). */
const failure = () => form().querySelector<HTMLElement>('[role="alert"][data-tone="error"]');
const submitButton = () => within(form()).getByRole('button', { name: /Start my brand film|Sending/ }) as HTMLButtonElement;

describePathTests('leadForm · LeadFormBlock', leadFormMachine, {
  events,
  contextKeys: ['error'],
  setup: () => {
    const { machine, pending } = controllableMachine();
    render(withTheme(<LeadFormBlock {...block} machine={machine} />));
    return { pending };
  },
  teardown: () => cleanup(),
  exec: {
    'lead.submit': async () => {
      const name = within(form()).getByLabelText(leadFormCopy.fields.name) as HTMLInputElement;
      const email = within(form()).getByLabelText(leadFormCopy.fields.email) as HTMLInputElement;
      if (!name.value) fireEvent.input(name, { target: { value: 'Ada Park' } });
      if (!email.value) fireEvent.input(email, { target: { value: 'ada@park.example' } });
      await act(async () => {
        fireEvent.click(submitButton());
        await flush();
      });
    },
    'lead.reset': () => act(() => void fireEvent.click(within(form()).getByRole('button', { name: leadFormCopy.again }))),
    [doneEvent]: (sut: ViewSut, event) => act(() => settle(sut.pending, event)),
    [errorEvent]: (sut: ViewSut, event) => act(() => settle(sut.pending, event)),
  },
  states: {
    idle: () => {
      expect(submitButton().textContent).toBe(block.buttonText);
      expect(submitButton().disabled).toBe(false);
      expect(failure()).toBeNull();
      expect(within(form()).queryByRole('status')).toBeNull();
    },
    submitting: (sut: ViewSut) => {
      expect(submitButton().textContent).toBe(leadFormCopy.sending);
      expect(submitButton().disabled).toBe(true);
      expect(sut.pending.at(-1)!.input).toMatchObject({ source: 'service-page', service: 'brand-films', name: 'Ada Park', email: 'ada@park.example' });
    },
    success: () => {
      const status = within(form()).getByRole('status');
      expect(status.textContent).toContain(leadFormCopy.successTitle);
      expect(document.activeElement).toBe(status);
      expect(within(form()).queryByLabelText(leadFormCopy.fields.name)).toBeNull();
    },
    failed: (_sut, snapshot) => {
      const alert = failure()!;
      const kind = snapshot.context.error!;
      expect(alert.textContent).toBe(leadErrorMessages[kind]);
      expect(document.activeElement).toBe(alert);
      // What the visitor typed is kept, and only an invalid submission marks a field.
      expect((within(form()).getByLabelText(leadFormCopy.fields.name) as HTMLInputElement).value).toBe('Ada Park');
      expect(Boolean(screen.queryByText(fieldError))).toBe(kind === 'invalid');
      if (kind === 'failed') expect(alert.textContent).toContain(site.email);
      if (kind === 'rateLimited') expect(alert.textContent).toMatch(/try again in a minute/i);
      expect(submitButton().disabled).toBe(false);
    },
  },
});
