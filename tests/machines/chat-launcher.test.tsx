import { act, fireEvent, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { chatLauncherMachine } from '#machines/chat-launcher.machine';
import { CHAT_STORAGE_KEY, chatWindowWasShown } from '#machines/chat-storage';
import ChatApp from '#src/components/chat/chat-app';
import SiteChat, { type LoadChat } from '#src/components/chat/site-chat';
import { chatUi } from '#src/content/chat-ui';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

/** A chat download the test finishes when it says so. */
function controllableLoad() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load: LoadChat = () =>
    new Promise((resolve, reject) => {
      pending.push({ resolve: () => resolve({ default: ChatApp }), reject });
    });
  return { load, pending };
}

const settle = () => act(async () => {});
const launcher = () => screen.getByRole('button', { name: chatUi.launcher });
const dialog = () => screen.queryByRole('dialog', { name: chatUi.dialogLabel });
const failureNote = () =>
  screen.queryByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith(chatUi.loadFailed) === true);

afterEach(() => window.sessionStorage.clear());

describe('chatLauncher machine', () => {
  const withLoad = (load: () => Promise<void>) => chatLauncherMachine.provide({ actors: { loadChat: fromPromise(load) } });

  it('waits for interest, downloads on it, and is ready when the chat arrives', async () => {
    const actor = createActor(
      withLoad(async () => undefined),
      { input: { restore: false } },
    ).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'launcher.intent' });
    expect(actor.getSnapshot().value).toBe('loading');
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.openOnArrival).toBe(false);
  });

  it('a press during the download opens the chat when it arrives', async () => {
    const actor = createActor(
      withLoad(async () => undefined),
      { input: { restore: false } },
    ).start();
    actor.send({ type: 'launcher.intent' });
    actor.send({ type: 'launcher.press' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.openOnArrival).toBe(true);
  });

  it('a chat window left open on the previous page comes back without waiting', () => {
    const actor = createActor(
      withLoad(() => new Promise(() => {})),
      { input: { restore: true } },
    ).start();
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('a failed download nobody asked for goes back to waiting; one the visitor asked for says so', async () => {
    const actor = createActor(
      withLoad(async () => {
        throw new Error('offline');
      }),
      { input: { restore: false } },
    ).start();
    actor.send({ type: 'launcher.intent' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'launcher.press' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'launcher.press' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('reads whether the stored chat had its window open, and treats anything unreadable as closed', () => {
    const store = window.sessionStorage;
    expect(chatWindowWasShown(store)).toBe(false);
    store.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 'x', snapshot: { value: 'closed' } }));
    expect(chatWindowWasShown(store)).toBe(false);
    store.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 'x', snapshot: { value: { open: 'ready' } } }));
    expect(chatWindowWasShown(store)).toBe(true);
    store.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 'x', snapshot: { value: 'minimised' } }));
    expect(chatWindowWasShown(store)).toBe(true);
    store.setItem(CHAT_STORAGE_KEY, '{not json');
    expect(chatWindowWasShown(store)).toBe(false);
  });
});

describe('the launcher before the chat', () => {
  it('nothing of the chat is downloaded until the visitor turns to the launcher; focus stays on it when the chat arrives', async () => {
    const { load, pending } = controllableLoad();
    await renderWithRouter(<SiteChat load={load} />);
    expect(pending).toHaveLength(0);
    act(() => launcher().focus());
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.resolve());
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(launcher());
    // The chat's own launcher now opens it at once.
    fireEvent.click(launcher());
    expect(dialog()).not.toBeNull();
  });
});

/* The machine's paths replayed on the site's chat corner (src/components/chat/site-chat.tsx) with a download the
   test completes or fails on cue. */
let current: ReturnType<typeof controllableLoad>;
const lastLoad = () => current.pending.at(-1)!;

describePathTests('chatLauncher · the chat corner of a page', chatLauncherMachine, {
  start: 'any page of the site (here /) on a first visit of the session: the chat window was not opened on an earlier page',
  input: { restore: false },
  events: [
    { type: 'launcher.intent' },
    { type: 'launcher.press' },
    { type: 'xstate.done.actor.loadChat' },
    { type: 'xstate.error.actor.loadChat', error: new Error('offline') },
  ] as never[],
  // A press before the chat arrives changes what a failed download does.
  contextKeys: ['openOnArrival'],
  setup: async () => {
    current = controllableLoad();
    await renderWithRouter(<SiteChat load={current.load} />);
    return {};
  },
  exec: {
    'launcher.intent': async () => act(() => void fireEvent.pointerOver(launcher())),
    'launcher.press': async () => act(() => void fireEvent.click(launcher())),
    'xstate.done.actor.loadChat': async () => {
      await act(async () => lastLoad().resolve());
      await settle();
    },
    'xstate.error.actor.loadChat': async () => {
      await act(async () => lastLoad().reject(new Error('offline')));
      await settle();
    },
  },
  unreachable: {
    'chatLauncher.starting:always:0': 'this suite starts with no chat window left open; the "window left open" suite takes it',
  },
  states: {
    waiting: () => {
      expect(launcher().getAttribute('aria-busy')).toBeNull();
      expect(dialog()).toBeNull();
      expect(failureNote()).toBeNull();
    },
    loading: (_sut, snapshot) => {
      expect(launcher().getAttribute('aria-busy')).toBe(snapshot.context.openOnArrival ? 'true' : null);
      expect(dialog()).toBeNull();
      expect(failureNote()).toBeNull();
    },
    ready: (_sut, snapshot) => {
      if (snapshot.context.openOnArrival) {
        expect(dialog()).not.toBeNull();
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: chatUi.inputLabel }));
      } else {
        expect(dialog()).toBeNull();
        expect(launcher().getAttribute('aria-busy')).toBeNull();
      }
      expect(failureNote()).toBeNull();
    },
    failed: () => {
      const note = failureNote()!;
      expect(note.getAttribute('role')).toBe('status');
      expect(note.querySelector('a')!.getAttribute('href')).toBe(chatUi.loadFailedLink.url);
      expect(dialog()).toBeNull();
    },
  },
});

describePathTests('chatLauncher · the chat corner after a page with the chat window open', chatLauncherMachine, {
  start: 'any page of the site (here /) after the visitor left the chat window open on the previous page of the session',
  input: { restore: true },
  events: [{ type: 'xstate.done.actor.loadChat' }] as never[],
  setup: async () => {
    current = controllableLoad();
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 'old', snapshot: { value: { open: 'ready' } } }));
    await renderWithRouter(<SiteChat load={current.load} />);
    return {};
  },
  exec: {
    'xstate.done.actor.loadChat': async () => {
      await act(async () => lastLoad().resolve());
      await settle();
    },
  },
  unreachable: Object.fromEntries(
    [
      'chatLauncher.starting:always:1',
      'chatLauncher.waiting',
      'chatLauncher.waiting:launcher.intent:0',
      'chatLauncher.waiting:launcher.press:0',
      'chatLauncher.loading:launcher.press:0',
      'chatLauncher.loading:xstate.error.actor.loadChat:0',
      'chatLauncher.loading:xstate.error.actor.loadChat:1',
      'chatLauncher.failed',
      'chatLauncher.failed:launcher.press:0',
    ].map((key) => [key, 'the first suite takes what follows a visitor’s interest; this one only the chat coming back']),
  ),
  states: {
    loading: () => {
      // The launcher shows while the chat comes back.
      expect(launcher().getAttribute('aria-busy')).toBeNull();
      expect(current.pending).toHaveLength(1);
    },
    ready: () => {
      // The stored record is of another version, so the chat starts afresh, closed: its own launcher shows.
      expect(dialog()).toBeNull();
      expect(launcher()).toBeTruthy();
    },
  },
});
