import { act, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareMachine } from '#machines/share.machine';
import { ShareButtons } from '#src/routes/insights/-components/share-buttons';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const url = 'https://lumora.example/insights/a-post';
const input = { url, title: 'A post' };

const withCopy = (impl: (text: string) => Promise<void>) =>
  shareMachine.provide({ actors: { copyLink: fromPromise(({ input }) => impl(input.url)) } });

describe('share machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('copies the canonical URL, confirms, and resets after the delay', async () => {
    const copied: string[] = [];
    const actor = createActor(
      withCopy(async (text) => void copied.push(text)),
      { input },
    ).start();
    actor.send({ type: 'share.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual([url]);
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(2500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports a refused copy, then resets', async () => {
    const actor = createActor(
      withCopy(() => Promise.reject(new Error('denied'))),
      { input },
    ).start();
    actor.send({ type: 'share.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    await vi.advanceTimersByTimeAsync(2500);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('native share returns to idle whether the sheet completes or is dismissed', async () => {
    const shared: string[] = [];
    const ok = createActor(
      shareMachine.provide({ actors: { shareNative: fromPromise(async ({ input }) => void shared.push(input.url)) } }),
      { input },
    ).start();
    ok.send({ type: 'share.native' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shared).toEqual([url]);
    expect(ok.getSnapshot().value).toBe('idle');
    const dismissed = createActor(
      shareMachine.provide({ actors: { shareNative: fromPromise(() => Promise.reject(new Error('AbortError'))) } }),
      { input },
    ).start();
    dismissed.send({ type: 'share.native' });
    await vi.advanceTimersByTimeAsync(0);
    expect(dismissed.getSnapshot().value).toBe('idle');
  });
});

const copyButton = () => screen.getByRole('button', { name: 'Copy link' });

/** The view with both side effects held open until the path resolves or rejects them. */
function controllable() {
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const hold = () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
  const machine = shareMachine.provide({ actors: { copyLink: fromPromise(hold), shareNative: fromPromise(hold) } });
  return { machine, pending };
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const nav = navigator as unknown as { share?: unknown };

describePathTests('share · view', shareMachine, {
  start: 'an article page (/insights/…), in a browser that has a share sheet, at the share buttons under the article',
  simplePaths: true,
  input,
  events: [
    { type: 'share.copy' },
    { type: 'share.native' },
    { type: 'xstate.done.actor.0.share.copying' } as never,
    { type: 'xstate.error.actor.0.share.copying', error: new Error('denied') } as never,
    { type: 'xstate.done.actor.0.share.sharing' } as never,
    { type: 'xstate.error.actor.0.share.sharing', error: new Error('AbortError') } as never,
  ],
  setup: async () => {
    nav.share = () => Promise.resolve();
    const sut = controllable();
    await renderWithRouter(<ShareButtons url={url} title="A post" machine={sut.machine} />);
    return sut;
  },
  teardown: () => {
    delete nav.share;
  },
  exec: {
    'share.copy': () => act(() => void fireEvent.click(copyButton())),
    'share.native': () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Share…' }))),
    'xstate.done.actor.0.share.copying': async (sut) => {
      sut.pending.at(-1)!.resolve();
      await settle();
    },
    'xstate.error.actor.0.share.copying': async (sut) => {
      sut.pending.at(-1)!.reject(new Error('denied'));
      await settle();
    },
    'xstate.done.actor.0.share.sharing': async (sut) => {
      sut.pending.at(-1)!.resolve();
      await settle();
    },
    'xstate.error.actor.0.share.sharing': async (sut) => {
      sut.pending.at(-1)!.reject(new Error('AbortError'));
      await settle();
    },
  },
  states: {
    idle: () => {
      expect(copyButton().getAttribute('data-state')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('');
    },
    copying: () => expect(screen.getByRole('status').textContent).toBe(''),
    sharing: () => expect(screen.getByRole('status').textContent).toBe(''),
    copied: () => {
      expect(copyButton().getAttribute('data-state')).toBe('copied');
      expect(screen.getByRole('status').textContent).toBe('Link copied');
    },
    failed: () => {
      expect(copyButton().getAttribute('data-state')).toBe('failed');
      expect(screen.getByRole('status').textContent).toBe('Copy failed');
    },
  },
});

describe('share buttons', () => {
  it('build LinkedIn and X links from the canonical URL, opening in a new tab', async () => {
    await renderWithRouter(<ShareButtons url={url} title="A post & more" />);
    const linkedIn = screen.getByRole('link', { name: 'Share on LinkedIn' });
    const x = screen.getByRole('link', { name: 'Share on X' });
    expect(linkedIn.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
    expect(x.getAttribute('href')).toBe(
      `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent('A post & more')}`,
    );
    for (const link of [linkedIn, x]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('offers the native share sheet only where the browser has one', async () => {
    const { unmount } = await renderWithRouter(<ShareButtons url={url} title="t" />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    unmount();
    const nav = navigator as unknown as { share?: unknown };
    nav.share = () => Promise.resolve();
    try {
      await renderWithRouter(<ShareButtons url={url} title="t" />);
      expect(screen.getByRole('button', { name: 'Share…' })).toBeTruthy();
    } finally {
      delete nav.share;
    }
  });
});
