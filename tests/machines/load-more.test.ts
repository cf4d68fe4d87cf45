import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { hasMoreToShow, loadMoreMachine } from '../../machines/load-more.machine';
import { describePathTests } from '../utils/path-tests';
import { actorSut, type ActorSut } from '../utils/actor-sut';

describe('loadMore machine', () => {
  it('shows the first page, then one more page per request, then everything', () => {
    const actor = createActor(loadMoreMachine, { input: { pageSize: 6, total: 10 } }).start();
    expect(actor.getSnapshot().context.visible).toBe(6);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(10);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(10);
  });

  it('a short list has nothing more; a reset starts from the first page of the new total', () => {
    const actor = createActor(loadMoreMachine, { input: { pageSize: 6, total: 4 } }).start();
    expect(actor.getSnapshot().context.visible).toBe(4);
    expect(hasMoreToShow(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'list.reset', total: 13 });
    expect(actor.getSnapshot().context.visible).toBe(6);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.visible).toBe(13);
    actor.send({ type: 'list.reset', total: 0 });
    expect(actor.getSnapshot().context.visible).toBe(0);
  });
});

describePathTests('loadMore · actor', loadMoreMachine, {
  input: { pageSize: 6, total: 10 },
  events: [{ type: 'list.loadMore' }, { type: 'list.reset', total: 10 }, { type: 'list.reset', total: 3 }],
  contextKeys: ['visible', 'total'],
  setup: () => actorSut(loadMoreMachine, { pageSize: 6, total: 10 }),
  teardown: (sut: ActorSut) => sut.stop(),
  states: {
    listing: (sut: ActorSut, snapshot) => {
      const { visible, total } = sut.actor.getSnapshot().context;
      expect(visible).toBe(snapshot.context.visible);
      expect(visible).toBeLessThanOrEqual(total);
      expect(visible === total || visible % 6 === 0).toBe(true);
    },
  },
});
