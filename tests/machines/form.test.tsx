import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formMachine } from '#machines/form.machine';
import type { FormAccepted, FormSubmission } from '#src/api/forms';
import { ApiError, type ApiErrorKind } from '#src/api/http';
import { formMessages } from '#src/content/form-messages';
import { leadFormCopy } from '#src/content/lead-form';
import { images } from '#src/content/media';
import { site } from '#src/content/site';
import { LeadFormBlock } from '#src/routes/services/-components/lead-form-block';
import { describePathTests } from '../utils/path-tests';
import { withTheme } from '../utils/render';

const data = { source: 'service-page', name: 'Ada Park', email: 'ada@park.example', service: 'brand-films' } as FormSubmission['data'];
const fieldError = 'Please enter a valid email address, like name@company.com.';

type Pending = { resolve: (v: FormAccepted) => void; reject: (e: unknown) => void; input: FormSubmission };

/** The machine with a submit actor the test settles by hand. */
function controllableMachine() {
  const pending: Pending[] = [];
  const machine = formMachine.provide({
    actors: {
      submitForm: fromPromise<FormAccepted, FormSubmission>(
        ({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input })),
      ),
    },
  });
  return { machine, pending };
}

function controllable() {
  const { machine, pending } = controllableMachine();
  const actor = createActor(machine, { input: { form: 'lead' } }).start();
  return { actor, pending, send: actor.send };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('form machine', () => {
  it('sends exactly the submitted data, with the form it belongs to, to the submit actor', async () => {
    const sut = controllable();
    sut.actor.send({ type: 'form.submit', data });
    expect(sut.pending[0]!.input).toEqual({ form: 'lead', data });
  });

  it("starts on the thank-you message when the visitor arrives from the form's own no-JavaScript post", () => {
    expect(
      createActor(formMachine, { input: { form: 'contact' } })
        .start()
        .getSnapshot().value,
    ).toBe('idle');
    expect(
      createActor(formMachine, { input: { form: 'contact', submitted: true } })
        .start()
        .getSnapshot().value,
    ).toBe('success');
  });

  it('tells visitors when an accepted submission lets them empty the form (`form.sent`), and only then', async () => {
    const sut = controllable();
    const sent: string[] = [];
    sut.actor.on('form.sent', (event) => void sent.push(event.type));
    sut.actor.send({ type: 'form.submit', data });
    sut.pending[0]!.reject(new ApiError('network', 0));
    await flush();
    expect(sent).toEqual([]);
    sut.actor.send({ type: 'form.submit', data });
    sut.pending[1]!.resolve({ id: '1', status: 'accepted' });
    await flush();
    expect(sent).toEqual(['form.sent']);
  });

  it('keeps the server’s field messages only for an invalid submission, names each failure kind, and clears on the next submit', async () => {
    const sut = controllable();
    sut.actor.send({ type: 'form.submit', data });
    sut.pending[0]!.reject(new ApiError('bad', 400, { email: fieldError }));
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'invalid', fieldErrors: { email: fieldError } });
    sut.actor.send({ type: 'form.submit', data });
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: null, fieldErrors: {} });
    sut.pending[1]!.reject(new ApiError('rate_limited', 429));
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'rateLimited', fieldErrors: {} });
    sut.actor.send({ type: 'form.submit', data });
    sut.pending[2]!.reject(new ApiError('network', 0));
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('unreachable');
    sut.actor.send({ type: 'form.submit', data });
    sut.pending[3]!.reject(new ApiError('HTTP 503', 503));
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('serverError');
  });
});

/* ------------------------------------------------------------------ generated paths */

const doneEvent = 'xstate.done.actor.submitForm';
const errorEvent = 'xstate.error.actor.submitForm';
/** One failure of each kind: the paths reach `failed` four ways. */
const failures: Record<ApiErrorKind, ApiError> = {
  invalid: new ApiError('bad', 400, { email: fieldError }),
  rateLimited: new ApiError('rate_limited', 429),
  unreachable: new ApiError('network', 0),
  serverError: new ApiError('HTTP 500', 500),
};
/** What the lead block says for each kind. */
const leadMessages: Record<ApiErrorKind, string> = {
  invalid: formMessages.invalid,
  rateLimited: formMessages.rateLimited,
  unreachable: leadFormCopy.failed,
  serverError: leadFormCopy.failed,
};
const arrival = {
  'form.start:always:0':
    'arrival from a no-JavaScript post: only the contact form has one (covered by "starts on the thank-you message…" above and tests/machines/contact-form.test.tsx)',
};
const events = [
  { type: 'form.submit', data },
  { type: 'form.reset' },
  { type: doneEvent, output: { id: '1', status: 'accepted' } },
  ...Object.values(failures).map((error) => ({ type: errorEvent, error })),
] as never[];

const settle = async (pending: Pending[], event: AnyEventObject) => {
  if (event.type === doneEvent) pending.at(-1)!.resolve({ id: '1', status: 'accepted' });
  else pending.at(-1)!.reject((event as AnyEventObject & { error?: unknown }).error);
  await flush();
};

/* The machine's paths replayed against the rendered service-page block: the
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

describePathTests('form · LeadFormBlock', formMachine, {
  start:
    'the lead form ("Start my brand film") of the brand films service page, empty; a step that sends it fills in the name and email first',
  events,
  input: { form: 'lead' },
  unreachable: arrival,
  contextKeys: ['error'],
  setup: () => {
    const { machine, pending } = controllableMachine();
    render(withTheme(<LeadFormBlock {...block} machine={machine} />));
    return { pending };
  },
  teardown: () => cleanup(),
  exec: {
    'form.submit': async () => {
      const name = within(form()).getByLabelText(leadFormCopy.fields.name) as HTMLInputElement;
      const email = within(form()).getByLabelText(leadFormCopy.fields.email) as HTMLInputElement;
      if (!name.value) fireEvent.input(name, { target: { value: 'Ada Park' } });
      if (!email.value) fireEvent.input(email, { target: { value: 'ada@park.example' } });
      await act(async () => {
        fireEvent.click(submitButton());
        await flush();
      });
    },
    'form.reset': () => act(() => void fireEvent.click(within(form()).getByRole('button', { name: leadFormCopy.again }))),
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
      expect(sut.pending.at(-1)!.input.data).toMatchObject({
        source: 'service-page',
        service: 'brand-films',
        name: 'Ada Park',
        email: 'ada@park.example',
      });
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
      expect(alert.textContent).toBe(leadMessages[kind]);
      expect(document.activeElement).toBe(alert);
      // What the visitor typed is kept, and only an invalid submission marks a field.
      expect((within(form()).getByLabelText(leadFormCopy.fields.name) as HTMLInputElement).value).toBe('Ada Park');
      expect(Boolean(screen.queryByText(fieldError))).toBe(kind === 'invalid');
      if (kind === 'unreachable' || kind === 'serverError') expect(alert.textContent).toContain(site.email);
      if (kind === 'rateLimited') expect(alert.textContent).toMatch(/try again in a minute/i);
      expect(submitButton().disabled).toBe(false);
    },
  },
});
