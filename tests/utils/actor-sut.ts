import { createActor, type AnyStateMachine, type AnyEventObject } from 'xstate';

/** A live actor as the system under test for generated paths. */
export function actorSut<TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) {
  const actor = createActor(machine, input === undefined ? undefined : { input: input as never });
  actor.start();
  return {
    actor,
    send: (event: AnyEventObject) => actor.send(event as never),
    stop: () => void actor.stop(),
  };
}

export type ActorSut = ReturnType<typeof actorSut>;
