import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { leadFormMachine } from '../../machines/lead-form.machine';
import { ApiError } from '../../src/api/http';
import { describePathTests } from '../utils/path-tests';

const data = { source: 'service-page', name: 'Ada Park', email: 'ada@park.example', service: 'brand-films' };

function controllable() {
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }[] = [];
  const machine = leadFormMachine.provide({
    actors: { submitLead: fromPromise(({ input }) => new Promise((resolve, reject) => pending.push({ resolve, reject, input }))) },
  });
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

  it('tells a rejected submission (4xx with field errors) from a failed one (network/5xx)', async () => {
    const sut = controllable();
    sut.actor.send({ type: 'lead.submit', data });
    sut.pending[0]!.reject(new ApiError('bad', 400, { email: 'Please enter a valid email address.' }));
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ error: 'invalid', fieldErrors: { email: 'Please enter a valid email address.' } });
    sut.actor.send({ type: 'lead.submit', data });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
    sut.pending[1]!.reject(new ApiError('network', 0));
    await flush();
    expect(sut.actor.getSnapshot().context.error).toBe('failed');
  });
});

describePathTests('leadForm · actor', leadFormMachine, {
  events: [
    { type: 'lead.submit', data },
    { type: 'lead.reset' },
    { type: 'xstate.done.actor.0.leadForm.submitting', output: { id: '1' } } as never,
    { type: 'xstate.error.actor.0.leadForm.submitting', error: new ApiError('network', 0) } as never,
  ],
  setup: () => controllable(),
  teardown: (sut) => sut.actor.stop(),
  exec: {
    'xstate.done.actor.0.leadForm.submitting': async (sut) => {
      sut.pending.at(-1)!.resolve({ id: '1', status: 'accepted' });
      await flush();
    },
    'xstate.error.actor.0.leadForm.submitting': async (sut) => {
      sut.pending.at(-1)!.reject(new ApiError('network', 0));
      await flush();
    },
  },
  states: {
    '*': (sut, snapshot) => expect(sut.actor.getSnapshot().value).toEqual(snapshot.value),
    failed: (sut) => expect(sut.actor.getSnapshot().context.error).toBe('failed'),
    success: (sut) => expect(sut.actor.getSnapshot().context.error).toBeNull(),
  },
});
