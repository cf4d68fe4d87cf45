import { act, fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formMachine } from '#machines/form.machine';
import type { FormAccepted, FormSubmission } from '#src/api/forms';
import { ContactForm } from '#src/routes/contact/-components/contact-form';
import { ApiError, type ApiErrorKind } from '#src/api/http';
import { formMessages } from '#src/content/form-messages';
import type { ContactInput } from '#src/forms/contact';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const valid: ContactInput = {
  'form-name': 'contact',
  'bot-field': '',
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  company: '',
  budget: '25k-50k',
  service: 'brand-films',
  message: 'A 90 second brand film for our spring launch.',
};

/** A submit actor the test settles by hand. */
function controllable() {
  const pending: { resolve: (v: FormAccepted) => void; reject: (e: unknown) => void; input: FormSubmission }[] = [];
  const machine = formMachine.provide({
    actors: {
      submitForm: fromPromise<FormAccepted, FormSubmission>(
        ({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input })),
      ),
    },
  });
  return { machine, pending };
}

// Generated paths replayed against the rendered form.
let current: ReturnType<typeof controllable>;
const fill = () => {
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: valid.name } });
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: valid.email } });
  fireEvent.change(screen.getByLabelText('Budget'), { target: { value: valid.budget } });
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: valid.service } });
  fireEvent.input(screen.getByLabelText('Message'), { target: { value: valid.message } });
};

const contactFailure = 'There was an error sending your message. Please try again or contact us directly at info@lumora.studio.';
/** One failure of each kind, and what the contact form says for it (its own text, except for a rate limit). */
const failures: Record<ApiErrorKind, { error: ApiError; message: string }> = {
  invalid: {
    error: new ApiError('bad', 400, { email: 'Please enter a valid email address, like name@company.com.' }),
    message: contactFailure,
  },
  rateLimited: { error: new ApiError('rate_limited', 429), message: formMessages.rateLimited },
  unreachable: { error: new ApiError('network', 0), message: contactFailure },
  serverError: { error: new ApiError('HTTP 500', 500), message: contactFailure },
};

describePathTests('form · contact view', formMachine, {
  start:
    'the contact page (/contact) opened normally (not after sending the form without JavaScript), with the form empty; a step that sends it fills in every required field first',
  events: [
    { type: 'form.submit', data: valid },
    { type: 'form.reset' },
    { type: 'xstate.done.actor.submitForm', output: { id: 'x', status: 'accepted' } } as never,
    ...Object.values(failures).map(({ error }) => ({ type: 'xstate.error.actor.submitForm', error }) as never),
  ],
  input: { form: 'contact' },
  contextKeys: ['error'],
  unreachable: {
    'form.start:always:0':
      'arrival from the no-JavaScript post (/contact?success=true): covered by "starts on the thank-you message…" in form.test.tsx and the browser test',
  },
  setup: async () => {
    current = controllable();
    await renderWithRouter(<ContactForm arrivedSubmitted={false} machine={current.machine} />, { path: '/contact' });
    return {};
  },
  exec: {
    'form.submit': async () => {
      fill();
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    },
    'form.reset': async () => {
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send another message' })));
    },
    'xstate.done.actor.submitForm': async () => {
      await act(async () => current.pending.at(-1)!.resolve({ id: 'x', status: 'accepted' }));
    },
    'xstate.error.actor.submitForm': async (_sut, event) => {
      await act(async () => current.pending.at(-1)!.reject((event as { error?: unknown }).error));
    },
  },
  states: {
    idle: () => {
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
      expect(screen.queryByRole('alert')).toBeNull();
      // A new form: what the last visitor sent is gone.
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    },
    submitting: () => {
      const button = screen.getByRole('button', { name: 'Sending...' });
      expect(button).toHaveProperty('disabled', true);
    },
    success: () => {
      const status = screen.getByRole('status');
      expect(
        within(status).getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours."),
      ).toBeTruthy();
      expect(within(status).getByRole('heading', { level: 2, name: 'Message sent' })).toBeTruthy();
      expect(
        within(status)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        '1A producer reads your message, not a ticket queue.',
        '2You hear back within 24 hours with questions, options and a realistic timeline.',
      ]);
      expect(screen.getByRole('link', { name: /See our projects/ }).getAttribute('href')).toBe('/projects');
      expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    },
    failed: (_sut, snapshot) => {
      const kind = snapshot.context.error!;
      const alert = document.querySelector<HTMLElement>('[role="alert"][data-tone="error"]')!;
      expect(alert.textContent).toBe(failures[kind].message);
      expect(document.activeElement).toBe(alert);
      // Only an invalid submission marks a field with the server's message.
      expect(Boolean(screen.queryByText('Please enter a valid email address, like name@company.com.'))).toBe(kind === 'invalid');
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(valid.name);
    },
  },
});

describe('contact form view', () => {
  it('shows every validation message next to its field and does not submit', async () => {
    current = controllable();
    await renderWithRouter(<ContactForm arrivedSubmitted={false} machine={current.machine} />, { path: '/contact' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(screen.getByText('Please tell us your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please choose a budget range.')).toBeTruthy();
    expect(screen.getByText('Please choose a service.')).toBeTruthy();
    expect(screen.getByText('Please tell us a little about your project.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(current.pending).toHaveLength(0);
  });

  it('offers exactly the budget and service options of the spec, a 5-row message and a hidden honeypot', async () => {
    await renderWithRouter(<ContactForm arrivedSubmitted={false} />, { path: '/contact' });
    const values = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(values('Budget')).toEqual(['under-10k', '10k-25k', '25k-50k', '50k-100k', 'over-100k']);
    expect(values('Service')).toEqual([
      'tv-commercial',
      'brand-films',
      'corporate-video',
      'online-content',
      'real-estate',
      'recruitment',
      'ai-image-design',
      'strategy-consultation',
    ]);
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('5');
    const honeypot = document.querySelector('input[name="bot-field"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    const form = document.querySelector('form[name="contact"]') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/contact');
    expect(form.getAttribute('method')).toBe('post');
  });
});
