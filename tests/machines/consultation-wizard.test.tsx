import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  consultationWizardMachine,
  type ConsultationWizardEmitted,
  type ConsultationWizardInput,
  type WizardEnvironment,
} from '#machines/consultation-wizard.machine';
import { ApiError } from '#src/api/http';
import type { ConsultationAccepted, ConsultationSubmission } from '#src/api/consultation';
import { wizardCopy } from '#src/content/consultation';
import { site } from '#src/content/site';
import { DRAFT_KEY, requestFingerprint, type Draft } from '#src/consultation/draft';
import { consultationDefaults } from '#src/forms/consultation';
import { ConsultationWizard } from '#src/routes/(consultation)/-components/consultation-wizard';
import {
  breakableFields as breakable,
  breakableStepOf,
  clockedEnvironment as environment,
  optionalEdits as optionalEdit,
  validConsultation,
  wizardViewEvents as viewEvents,
} from '../utils/consultation-fixtures';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with recorded fakes for every side effect. */
function harness(env: WizardEnvironment = environment()) {
  const calls = {
    submitted: [] as ConsultationSubmission[],
    tracked: [] as string[],
    values: [] as unknown[],
    steps: [] as number[],
    cleared: 0,
  };
  let submit = deferred<ConsultationAccepted>();
  const machine = consultationWizardMachine.provide({
    actors: {
      loadEnvironment: fromPromise(async () => env),
      submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(({ input }) => {
        calls.submitted.push(input);
        submit = deferred();
        return submit.promise;
      }),
    },
    actions: {
      trackBooking: (_, params: { projectType: string }) => void calls.tracked.push(params.projectType),
      persistValues: (_, params: { values: unknown }) => void calls.values.push(params.values),
      persistStep: (_, params: { step: number }) => void calls.steps.push(params.step),
      clearDraft: () => void calls.cleared++,
    },
  });
  return { machine, calls, answer: () => submit };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Everything the actor emits for the view, in order. */
function record(actor: { on: (type: '*', handler: (event: ConsultationWizardEmitted) => void) => unknown }) {
  const seen: ConsultationWizardEmitted[] = [];
  actor.on('*', (event) => void seen.push(event));
  return seen;
}

async function started(env?: WizardEnvironment, input: ConsultationWizardInput = {}) {
  const h = harness(env);
  const actor = createActor(h.machine, { input });
  const emitted = record(actor);
  actor.start();
  await flush();
  return { ...h, actor, emitted };
}

const toStep4 = (actor: { send: (e: { type: 'wizard.next' }) => void }) => {
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.next' });
};

describe('consultationWizard machine', () => {
  it('loads the session, then starts on step one with the visitor’s date and time zone', async () => {
    const { actor } = await started();
    expect(actor.getSnapshot().value).toEqual({ editing: { step: 'one', submission: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ today: '2030-03-04', timeZone: 'America/New_York', draft: null });
  });

  it('restores a kept draft on the step the visitor left', async () => {
    const draft: Draft = { values: { name: 'Jordan' }, step: 3 };
    const { actor } = await started(environment(draft));
    expect(actor.getSnapshot().value).toEqual({ editing: { step: 'three', submission: 'idle' } });
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'Jordan' });
  });

  it('starts on step one when loading the session fails', async () => {
    const machine = consultationWizardMachine.provide({
      actors: { loadEnvironment: fromPromise(async () => Promise.reject(new Error('storage blocked'))) },
      actions: { persistStep: () => {} },
    });
    const actor = createActor(machine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().matches({ editing: { step: 'one' } })).toBe(true);
  });

  it('Next and Previous move between the four steps without any validation', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'wizard.previous' });
    expect(actor.getSnapshot().matches({ editing: { step: 'one' } })).toBe(true);
    toStep4(actor);
    expect(actor.getSnapshot().matches({ editing: { step: 'four' } })).toBe(true);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().matches({ editing: { step: 'four' } })).toBe(true);
    actor.send({ type: 'wizard.previous' });
    expect(actor.getSnapshot().matches({ editing: { step: 'three' } })).toBe(true);
    expect(calls.steps).toEqual([1, 2, 3, 4, 3]);
  });

  it('submits only from the last step', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'wizard.submit', data: validConsultation });
    expect(actor.getSnapshot().matches({ editing: { submission: 'idle' } })).toBe(true);
    expect(calls.submitted).toHaveLength(0);
  });

  it('idle → busy → success: sends the data with an id, tracks the booking with the project type, clears the draft', async () => {
    const { actor, calls, answer } = await started();
    toStep4(actor);
    actor.send({ type: 'wizard.submit', data: validConsultation });
    expect(actor.getSnapshot().matches({ editing: { submission: 'busy' } })).toBe(true);
    expect(calls.submitted).toEqual([{ requestId: 'request-0001', data: validConsultation }]);
    expect(calls.tracked).toEqual([]);
    answer().resolve({ id: 'srv-1', status: 'accepted' });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context).toMatchObject({ bookingId: 'srv-1', data: validConsultation });
    expect(calls.tracked).toEqual(['Brand Films']);
    expect(calls.cleared).toBe(1);
  });

  it('busy pauses Next, Previous and jumps', async () => {
    const { actor } = await started();
    toStep4(actor);
    actor.send({ type: 'wizard.submit', data: validConsultation });
    actor.send({ type: 'wizard.previous' });
    actor.send({ type: 'wizard.invalid', fields: ['name'] });
    expect(actor.getSnapshot().value).toEqual({ editing: { step: 'four', submission: 'busy' } });
  });

  it('a failure keeps the form with the error; the next submit clears it and retries with the same id', async () => {
    const { actor, calls, answer } = await started();
    toStep4(actor);
    actor.send({ type: 'wizard.submit', data: validConsultation });
    answer().reject(new ApiError('HTTP 500', 500));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: { step: 'four', submission: 'error' } });
    expect(calls.tracked).toEqual([]);
    expect(calls.cleared).toBe(0);
    actor.send({ type: 'wizard.submit', data: validConsultation });
    expect(actor.getSnapshot().matches({ editing: { submission: 'busy' } })).toBe(true);
    expect(calls.submitted[1]!.requestId).toBe(calls.submitted[0]!.requestId);
  });

  it('changed data after a failure is a new request with a new id', async () => {
    const { actor, calls, answer } = await started();
    toStep4(actor);
    actor.send({ type: 'wizard.submit', data: validConsultation });
    answer().reject(new ApiError('network', 0));
    await flush();
    actor.send({ type: 'wizard.submit', data: { ...validConsultation, goals: 'Different goals.' } });
    expect(calls.submitted.map((s) => s.requestId)).toEqual(['request-0001', 'request-0002']);
  });

  it('a request id kept in the session draft is reused for the same answers after a reload, and replaced for changed ones', async () => {
    const kept = { id: 'req-kept-0001', fingerprint: requestFingerprint(validConsultation) };
    const same = await started(environment({ values: validConsultation, step: 4, request: kept }));
    same.actor.send({ type: 'wizard.submit', data: validConsultation });
    expect(same.calls.submitted[0]!.requestId).toBe('req-kept-0001');
    const changed = await started(environment({ values: validConsultation, step: 4, request: kept }));
    changed.actor.send({ type: 'wizard.submit', data: { ...validConsultation, goals: 'Different goals.' } });
    expect(changed.calls.submitted[0]!.requestId).toBe('request-0001');
  });

  it('a 400 answer: its messages by form field are emitted for the view, then the wizard goes to the first one and asks to focus it', async () => {
    const { actor, answer } = await started();
    const seen = record(actor);
    toStep4(actor);
    seen.length = 0;
    actor.send({ type: 'wizard.submit', data: validConsultation });
    answer().reject(
      new ApiError('Some fields need attention.', 400, {
        'platforms[1]': 'Please choose where the content will run.',
        preferred_date: 'Please choose today or a later date.',
        admin: 'Not a field of the form.',
      }),
    );
    await flush();
    const errors = { platforms: 'Please choose where the content will run.', preferred_date: 'Please choose today or a later date.' };
    expect(actor.getSnapshot().context).toMatchObject({ error: 'invalid', fieldErrors: errors });
    expect(actor.getSnapshot().value).toEqual({ editing: { step: 'two', submission: 'error' } });
    expect(seen).toEqual([
      { type: 'wizard.fieldErrors', errors },
      { type: 'wizard.focusField', name: 'platforms' },
    ]);
  });

  it('a 400 without messages for the form’s fields, a rate limit or a server error stays on the last step and emits nothing', async () => {
    for (const [error, kind] of [
      [new ApiError('Some fields need attention.', 400, { admin: 'Unknown.' }), 'invalid'],
      [new ApiError('rate_limited', 429), 'rateLimited'],
      [new ApiError('HTTP 503', 503), 'serverError'],
      [new TypeError('Failed to fetch'), 'unreachable'],
    ] as const) {
      const { actor, answer } = await started();
      toStep4(actor);
      const seen = record(actor);
      actor.send({ type: 'wizard.submit', data: validConsultation });
      answer().reject(error);
      await flush();
      expect(actor.getSnapshot().value).toEqual({ editing: { step: 'four', submission: 'error' } });
      expect(actor.getSnapshot().context).toMatchObject({ error: kind, fieldErrors: {} });
      expect(seen).toEqual([]);
    }
  });

  it('wizard.invalid from the last step jumps to the first step (in the wizard’s order) with an invalid field and asks to focus it', async () => {
    const { actor } = await started();
    const seen = record(actor);
    toStep4(actor);
    seen.length = 0;
    actor.send({ type: 'wizard.invalid', fields: ['inspiration_links', 'goals', 'timeline'] });
    expect(actor.getSnapshot().matches({ editing: { step: 'two' } })).toBe(true);
    // The step's own fields in the order shown: timeline comes before goals.
    expect(seen).toEqual([{ type: 'wizard.focusField', name: 'timeline' }]);
    toStep4(actor);
    seen.length = 0;
    actor.send({ type: 'wizard.invalid', fields: ['consent_email'] });
    expect(actor.getSnapshot().matches({ editing: { step: 'four' } })).toBe(true);
    expect(seen).toEqual([{ type: 'wizard.focusField', name: 'consent_email' }]);
  });

  it('Next and Previous ask to focus the new step’s heading; a blocked move does not', async () => {
    const { actor } = await started();
    const seen = record(actor);
    actor.send({ type: 'wizard.previous' });
    expect(seen).toEqual([]);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.previous' });
    expect(seen).toEqual([{ type: 'wizard.focusHeading' }, { type: 'wizard.focusHeading' }]);
    toStep4(actor);
    seen.length = 0;
    actor.send({ type: 'wizard.submit', data: validConsultation });
    actor.send({ type: 'wizard.previous' });
    actor.send({ type: 'wizard.invalid', fields: ['name'] });
    expect(seen).toEqual([]);
  });

  describe('the form’s values once the session is read', () => {
    const prefill = { name: 'Mia Chen', email: 'mia@zest.example', company: 'Zest', project_type: 'Social Media Content' as const };

    it('nothing kept and no link: the defaults with the browser’s time zone, nothing saved', async () => {
      const { emitted, calls } = await started();
      expect(emitted).toEqual([{ type: 'wizard.fill', values: { ...consultationDefaults, timezone: 'America/New_York' } }]);
      expect(calls.values).toEqual([]);
    });

    it('a restored draft alone is filled in as it was (and not saved again)', async () => {
      const { emitted, calls } = await started(environment({ values: { name: 'Jordan', timezone: 'Europe/London' }, step: 2 }));
      expect(emitted).toEqual([{ type: 'wizard.fill', values: { ...consultationDefaults, name: 'Jordan', timezone: 'Europe/London' } }]);
      expect(calls.values).toEqual([]);
    });

    it('the draft wins, the chat’s prefill fills the gaps (empty answers too); the result is saved and the prefill reported as used', async () => {
      const { emitted, calls } = await started(environment({ values: { name: 'Jordan Reyes', company: '', role: 'Producer' }, step: 1 }), {
        prefill,
      });
      const values = {
        ...consultationDefaults,
        timezone: 'America/New_York',
        name: 'Jordan Reyes',
        email: 'mia@zest.example',
        company: 'Zest',
        role: 'Producer',
        project_type: 'Social Media Content',
      };
      expect(emitted).toEqual([{ type: 'wizard.fill', values }, { type: 'wizard.prefillUsed' }]);
      expect(calls.values).toEqual([values]);
    });

    it('what the visitor typed while the session was read wins over the draft and the prefill (nothing saved before that)', async () => {
      const load = deferred<WizardEnvironment>();
      const saved: unknown[] = [];
      const machine = consultationWizardMachine.provide({
        actors: { loadEnvironment: fromPromise(() => load.promise) },
        actions: { persistValues: (_, params: { values: unknown }) => void saved.push(params.values), persistStep: () => {} },
      });
      const actor = createActor(machine, { input: { prefill } });
      const emitted = record(actor);
      actor.start();
      actor.send({ type: 'draft.save', values: { ...consultationDefaults, name: 'Early Typist' } });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(saved).toEqual([]);
      load.resolve(environment({ values: { name: 'Older Name', company: 'Kept Co' }, step: 1 }));
      await flush();
      const values = {
        ...consultationDefaults,
        timezone: 'America/New_York',
        name: 'Early Typist',
        email: 'mia@zest.example',
        company: 'Kept Co',
        project_type: 'Social Media Content',
      };
      expect(emitted).toEqual([{ type: 'wizard.fill', values }, { type: 'wizard.prefillUsed' }]);
      expect(saved).toEqual([values]);
    });

    it('an unreadable session still fills in the prefill', async () => {
      const machine = consultationWizardMachine.provide({
        actors: { loadEnvironment: fromPromise(async () => Promise.reject(new Error('storage blocked'))) },
        actions: { persistValues: () => {}, persistStep: () => {} },
      });
      const actor = createActor(machine, { input: { prefill: { company: 'Zest' } } });
      const emitted = record(actor);
      actor.start();
      await flush();
      expect(emitted).toEqual([
        { type: 'wizard.fill', values: { ...consultationDefaults, company: 'Zest' } },
        { type: 'wizard.prefillUsed' },
      ]);
    });
  });

  it('draft.save hands the values to the persistence action', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'draft.save', values: { name: 'Jo' } });
    expect(calls.values).toEqual([{ name: 'Jo' }]);
  });

  describe('real defaults (jsdom storage, no network)', () => {
    it('keeps values and step in sessionStorage and restores them in a new actor', async () => {
      const first = createActor(consultationWizardMachine, { input: {} }).start();
      await flush();
      first.send({ type: 'draft.save', values: { name: 'Jordan Reyes', email: 'jordan@northwind.example' } });
      first.send({ type: 'wizard.next' });
      first.stop();
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ step: 2, values: { name: 'Jordan Reyes' } });

      const second = createActor(consultationWizardMachine, { input: {} }).start();
      await flush();
      expect(second.getSnapshot().matches({ editing: { step: 'two' } })).toBe(true);
      expect(second.getSnapshot().context.draft).toEqual({ name: 'Jordan Reyes', email: 'jordan@northwind.example' });
      expect(second.getSnapshot().context.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      second.stop();
    });

    it('a retry after a network error and a reload sends the same request id (the server stores it once)', async () => {
      const sent: ConsultationSubmission[] = [];
      const failing = consultationWizardMachine.provide({
        actors: {
          submitConsultation: fromPromise<ConsultationAccepted, ConsultationSubmission>(async ({ input }) => {
            sent.push(input);
            throw new ApiError('network', 0);
          }),
        },
      });
      const first = createActor(failing, { input: {} }).start();
      await flush();
      first.send({ type: 'draft.save', values: validConsultation });
      toStep4(first);
      first.send({ type: 'wizard.submit', data: validConsultation });
      await flush();
      expect(first.getSnapshot().matches({ editing: { submission: 'error' } })).toBe(true);
      first.stop();

      const second = createActor(failing, { input: {} }).start(); // the reload
      await flush();
      expect(second.getSnapshot().matches({ editing: { step: 'four' } })).toBe(true);
      second.send({ type: 'wizard.submit', data: validConsultation });
      await flush();
      expect(sent.map((s) => s.requestId)).toEqual([sent[0]!.requestId, sent[0]!.requestId]);
      second.stop();
    });

    it('sends consultation_booked with the project type to the tag queue and clears the draft on success', async () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ v: 1, values: { name: 'x' }, step: 4 }));
      const machine = consultationWizardMachine.provide({
        actors: { submitConsultation: fromPromise(async () => ({ id: 'srv-9', status: 'accepted' as const })) },
      });
      const actor = createActor(machine, { input: {} }).start();
      await flush();
      expect(actor.getSnapshot().matches({ editing: { step: 'four' } })).toBe(true);
      actor.send({ type: 'wizard.submit', data: validConsultation });
      await flush();
      expect(actor.getSnapshot().value).toBe('success');
      const layer = window.dataLayer ?? [];
      expect(Array.from(layer.at(-1) as ArrayLike<unknown>)).toEqual(['event', 'consultation_booked', { project_type: 'Brand Films' }]);
      expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    });
  });
});

// ---------------------------------------------------------------------------
// Model-based paths from the machine graph.

type Snap = SnapshotFrom<typeof consultationWizardMachine>;
const serializeState = (snapshot: Snap) => JSON.stringify(snapshot.value);

// The machine's paths replayed against the rendered wizard: every step, sending, the error banner and the thank-you screen.
type ViewSut = {
  load: Deferred<WizardEnvironment>;
  submit: () => Deferred<ConsultationAccepted>;
  tracked: string[];
};

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(20)));
const click = async (element: HTMLElement) => {
  await act(async () => void fireEvent.click(element));
  await settle();
};
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const change = async (name: string, value: string) => {
  await act(async () => void fireEvent.change(field(name), { target: { value } }));
  await settle();
};
const stepTitles = ['Contact Information', 'Project Details', 'Scheduling Preferences', 'Additional Information'];
const currentStep = () => Number(/Step (\d) of 4/.exec(screen.getByTestId('wizard-step-of').textContent ?? '')?.[1]);
const expectStep = (n: number) => {
  expect(screen.getByTestId('wizard-step-of').textContent).toBe(`Step ${n} of 4`);
  expect(screen.getByTestId('wizard-percent').textContent).toBe(`${n * 25}% complete`);
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(n * 25));
  expect(screen.getByRole('heading', { level: 2, name: stepTitles[n - 1] })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Previous/ }) !== null).toBe(n > 1);
  expect(screen.queryByRole('button', { name: /Next Step/ }) !== null).toBe(n < 4);
};

describePathTests('consultationWizard · view', harness().machine, {
  start:
    'the consultation booking page (/schedule-consultation), as a visitor who, earlier in this browser session, filled in every step of the booking form without sending it',
  events: viewEvents as never[],
  unreachable: {
    'consultationWizard.loading:xstate.error.actor.loadEnvironment:0':
      'The page replays start from a complete session draft so that submits are valid; an unreadable session is covered by "starts on step one when loading the session fails" and "an unreadable session still fills in the prefill" above.',
  },
  serializeState,
  setup: async (): Promise<ViewSut> => {
    const sut: ViewSut = { load: deferred(), submit: () => current, tracked: [] };
    let current = deferred<ConsultationAccepted>();
    const machine = consultationWizardMachine.provide({
      actors: {
        loadEnvironment: fromPromise(() => sut.load.promise),
        submitConsultation: fromPromise(() => {
          current = deferred();
          return current.promise;
        }),
      },
      actions: { trackBooking: (_, params: { projectType: string }) => void sut.tracked.push(params.projectType) },
    });
    await renderWithRouter(<ConsultationWizard machine={machine} />);
    return sut;
  },
  exec: {
    'xstate.done.actor.loadEnvironment': async (sut, e) => {
      sut.load.resolve(e.output as WizardEnvironment);
      await settle();
    },
    'xstate.done.actor.submitConsultation': async (sut, e) => {
      sut.submit().resolve(e.output as ConsultationAccepted);
      await settle();
    },
    'xstate.error.actor.submitConsultation': async (sut, e) => {
      sut.submit().reject(e.error);
      await settle();
    },
    'wizard.next': () => click(screen.getByRole('button', { name: /Next Step/ })),
    'wizard.previous': () => click(screen.getByRole('button', { name: /Previous/ })),
    'wizard.submit': () => click(screen.getByRole('button', { name: wizardCopy.submit })),
    'draft.save': async () => {
      const [name, value] = optionalEdit[currentStep()]!;
      await change(name, value);
    },
    // A jump happens when a submit finds an invalid field: break one on the target step, submit, then mend it there.
    'wizard.invalid': async (_sut, e) => {
      const target = breakableStepOf((e as unknown as { fields: string[] }).fields[0]!);
      const [name, bad, good] = breakable[target]!;
      for (let n = 4; n > target; n--) await click(screen.getByRole('button', { name: /Previous/ }));
      await change(name, bad);
      for (let n = target; n < 4; n++) await click(screen.getByRole('button', { name: /Next Step/ }));
      await click(screen.getByRole('button', { name: wizardCopy.submit }));
      expect(currentStep()).toBe(target);
      expect(document.activeElement).toBe(field(name));
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      await change(name, good);
    },
  },
  states: {
    loading: () => expectStep(1),
    'editing.step.one': () => expectStep(1),
    'editing.step.two': () => expectStep(2),
    'editing.step.three': () => expectStep(3),
    'editing.step.four': () => expectStep(4),
    'editing.submission.idle': () => {
      expect(screen.queryByRole('alert')).toBeNull();
      const submit = screen.queryByRole('button', { name: wizardCopy.submit });
      if (currentStep() === 4) expect((submit as HTMLButtonElement).disabled).toBe(false);
    },
    'editing.submission.busy': () => {
      const button = screen.getByRole('button', { name: wizardCopy.submitting }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'editing.submission.error': () => {
      expect(screen.getByRole('alert').textContent).toBe(wizardCopy.error(site.email));
      expect(within(screen.getByRole('alert')).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
      expect(screen.getByRole('form', { name: 'Consultation request' })).toBeTruthy();
    },
    success: (sut) => {
      expect(screen.getByRole('heading', { name: 'Consultation Request Sent!' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByTestId('wizard-step-of')).toBeNull();
      expect(sut.tracked).toEqual(['Brand Films']);
    },
  },
});
