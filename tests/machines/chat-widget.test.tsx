import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createActor, createMachine, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatQualificationMachine, createTypingDelay } from '#machines/chat-qualification.machine';
import {
  CHAT_MACHINE_VERSION,
  CHAT_STORAGE_KEY,
  chatMachineVersion,
  chatWidgetMachine,
  loadChatSnapshot,
  saveChatSnapshot,
} from '#machines/chat-widget.machine';
import { ChatContext } from '#machines/chat-context';
import { ChatProvider } from '#src/components/chat/chat-provider';
import { ChatWidget } from '#src/components/chat/chat-widget';
import ChatApp from '#src/components/chat/chat-app';
import SiteChat from '#src/components/chat/site-chat';
import { chatCopy, chatUi } from '#src/content/chat';
import { clientPortal } from '#src/content/client-portal';
import { ClientSupport } from '#src/routes/_staff/-components/client-support';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

const TYPING_MS = 1500;
const conversation = chatQualificationMachine.provide({ delays: { typingDelay: createTypingDelay(() => 0.5) } });
const widgetMachine = chatWidgetMachine.provide({ actors: { chatQualification: conversation } });
type WSnapshot = SnapshotFrom<typeof chatWidgetMachine>;
const messagesOf = (actor: ActorRefFrom<typeof chatWidgetMachine>) =>
  actor.getSnapshot().children.conversation!.getSnapshot().context.messages;

// ---------------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------------

describe('chatWidget machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts the welcome once, 500 ms after the first opening', async () => {
    const actor = createActor(widgetMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(499);
    expect(messagesOf(actor)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(messagesOf(actor).map((m) => m.text)).toEqual([chatCopy.welcome.sales]);
    actor.send({ type: 'chat.close' });
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(messagesOf(actor)).toHaveLength(1);
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
  });

  it('minimising before the welcome postpones it to 500 ms after the chat opens again', async () => {
    const actor = createActor(widgetMachine, { input: {} }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'chat.minimise' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(messagesOf(actor)).toHaveLength(0);
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    expect(messagesOf(actor)).toHaveLength(1);
  });

  it('open ⇄ minimised, and both close; the conversation outlives the window', async () => {
    const actor = createActor(widgetMachine, { input: {} }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'chat.minimise' });
    expect(actor.getSnapshot().value).toBe('minimised');
    actor.send({ type: 'chat.open' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(messagesOf(actor)).toHaveLength(1);
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.minimise' });
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('the variant comes from the input and reaches the conversation', async () => {
    const actor = createActor(widgetMachine, { input: { variant: 'support' } }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    expect(messagesOf(actor)[0]!.text).toContain(chatCopy.supportProjects[0]!.title);
  });
});

describe('chat persistence (sessionStorage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const memory = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };

  it('a saved conversation restores with its window state, messages and pending reply', async () => {
    const storage = memory();
    const actor = createActor(widgetMachine, { input: {} }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    actor.getSnapshot().children.conversation!.send({ type: 'chat.send', text: 'a brand film' });
    saveChatSnapshot(storage, actor.getPersistedSnapshot());
    actor.stop();
    const restored = createActor(widgetMachine, { snapshot: loadChatSnapshot(storage, widgetMachine), input: {} }).start();
    expect(restored.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(messagesOf(restored).map((m) => m.text)).toEqual([chatCopy.welcome.sales, 'a brand film']);
    restored.send({ type: 'chat.resume' });
    await vi.advanceTimersByTimeAsync(TYPING_MS);
    expect(restored.getSnapshot().children.conversation!.getSnapshot().matches({ timeline: 'asking' })).toBe(true);
  });

  it('a conversation stored before the machines changed is dropped: the version is derived from their definitions', async () => {
    const storage = memory();
    const actor = createActor(widgetMachine, { input: {} }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    saveChatSnapshot(storage, actor.getPersistedSnapshot(), widgetMachine);
    // Other implementations (the tests' delays and actors) are the same definition: it restores.
    expect(chatMachineVersion(widgetMachine)).toBe(CHAT_MACHINE_VERSION);
    expect(loadChatSnapshot(storage, widgetMachine)).toBeDefined();
    // A release where the conversation machine gained a state, without anyone bumping a number.
    const config = chatQualificationMachine.config as unknown as { states: Record<string, unknown> };
    const changedConversation = createMachine({ ...config, states: { ...config.states, handoff: {} } } as never).provide(
      chatQualificationMachine.implementations as never,
    );
    const changedWidget = chatWidgetMachine.provide({ actors: { chatQualification: changedConversation as never } });
    expect(chatMachineVersion(changedWidget)).not.toBe(chatMachineVersion(widgetMachine));
    expect(loadChatSnapshot(storage, changedWidget)).toBeUndefined();
    expect(storage.map.has(CHAT_STORAGE_KEY)).toBe(false);
    // And a changed widget definition too.
    saveChatSnapshot(storage, actor.getPersistedSnapshot(), widgetMachine);
    const widgetConfig = chatWidgetMachine.config as unknown as { states: Record<string, unknown> };
    const changedWindow = createMachine({ ...widgetConfig, states: { ...widgetConfig.states, docked: {} } } as never).provide(
      widgetMachine.implementations as never,
    ) as unknown as typeof chatWidgetMachine;
    expect(loadChatSnapshot(storage, changedWindow)).toBeUndefined();
  });

  it('each chat surface keeps its conversation under its own key', async () => {
    const storage = memory();
    const actor = createActor(widgetMachine, { input: { variant: 'support' } }).start();
    actor.send({ type: 'chat.open' });
    await vi.advanceTimersByTimeAsync(500);
    saveChatSnapshot(storage, actor.getPersistedSnapshot(), widgetMachine, 'lumora.chat.support');
    expect(storage.map.has(CHAT_STORAGE_KEY)).toBe(false);
    expect(loadChatSnapshot(storage, widgetMachine)).toBeUndefined();
    expect(loadChatSnapshot(storage, widgetMachine, 'lumora.chat.support')).toBeDefined();
  });

  it('a conversation saved by another machine version (or unreadable) is dropped', () => {
    const storage = memory();
    storage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: CHAT_MACHINE_VERSION + 1, snapshot: { value: 'closed' } }));
    expect(loadChatSnapshot(storage)).toBeUndefined();
    expect(storage.map.has(CHAT_STORAGE_KEY)).toBe(false);
    storage.setItem(CHAT_STORAGE_KEY, '{not json');
    expect(loadChatSnapshot(storage)).toBeUndefined();
    storage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ version: CHAT_MACHINE_VERSION, snapshot: { value: 'no-such-state', status: 'active', context: {}, children: {} } }),
    );
    expect(loadChatSnapshot(storage)).toBeUndefined();
    expect(loadChatSnapshot(undefined)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The widget view
// ---------------------------------------------------------------------------------------------

function Probe({ onActor }: { onActor: (actor: ActorRefFrom<typeof chatWidgetMachine>) => void }) {
  onActor(ChatContext.useActorRef());
  return null;
}

type ViewSut = { actor: ActorRefFrom<typeof chatWidgetMachine> | null; last: string; unmount: () => void; remount: () => Promise<void> };

async function renderWidget(path = '/'): Promise<ViewSut & { router: Awaited<ReturnType<typeof renderWithRouter>>['router'] }> {
  const sut = { actor: null, last: '', unmount: () => {}, remount: async () => {} } as ViewSut & {
    router: Awaited<ReturnType<typeof renderWithRouter>>['router'];
  };
  const mount = async () => {
    const result = await renderWithRouter(
      <ChatProvider logic={widgetMachine}>
        <Probe onActor={(a) => void (sut.actor = a)} />
        <ChatWidget />
      </ChatProvider>,
      { path },
    );
    sut.unmount = result.unmount;
    sut.router = result.router;
  };
  sut.remount = async () => {
    sut.unmount();
    await mount();
  };
  await mount();
  return sut;
}

const launcher = () => screen.getByRole('button', { name: chatUi.launcher });
const dialog = () => screen.getByRole('dialog', { name: chatUi.dialogLabel });
const input = () => screen.getByRole('textbox', { name: chatUi.inputLabel }) as HTMLInputElement;

describe('chat widget view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing on the server, so a restored session can never break hydration', () => {
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: CHAT_MACHINE_VERSION, snapshot: null }));
    const html = renderToString(
      <ChatProvider logic={widgetMachine}>
        <ChatWidget />
      </ChatProvider>,
    );
    expect(html).toBe('');
  });

  it('the launcher opens a dialog labelled "Chat with Avery" with focus in the message box; the welcome follows after 500 ms', async () => {
    await renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(launcher());
    expect(dialog()).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(screen.getByRole('status').textContent).toContain(chatUi.typing);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByRole('log').textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('log').textContent).toContain(chatCopy.welcome.sales);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
  });

  it('Escape minimises to the bar (focus on it), the bar restores, close returns focus to the launcher', async () => {
    await renderWidget();
    fireEvent.click(launcher());
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByTestId('chat-window').dataset.state).toBe('minimised');
    const restore = screen.getByRole('button', { name: chatUi.restore });
    expect(document.activeElement).toBe(restore);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(restore);
    expect(document.activeElement).toBe(input());
    fireEvent.click(screen.getByRole('button', { name: chatUi.minimise }));
    expect(screen.getByTestId('chat-window').dataset.state).toBe('minimised');
    fireEvent.click(screen.getByRole('button', { name: chatUi.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('Enter sends; send is disabled while blank after trimming and while a reply is pending', async () => {
    await renderWidget();
    fireEvent.click(launcher());
    const send = () => screen.getByRole('button', { name: chatUi.send }) as HTMLButtonElement;
    // Before the welcome there is nothing to answer yet.
    fireEvent.change(input(), { target: { value: 'hello' } });
    expect(send().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(send().disabled).toBe(false);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(send().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '  Brand films  ' } });
    fireEvent.submit(input().form!);
    expect(input().value).toBe('');
    expect(screen.getAllByTestId('chat-message-text').at(-1)!.textContent).toBe('Brand films');
    fireEvent.change(input(), { target: { value: 'next week' } });
    expect(send().disabled).toBe(true);
    fireEvent.submit(input().form!); // Enter while Avery is typing does nothing and keeps the draft
    expect(input().value).toBe('next week');
    await act(() => vi.advanceTimersByTimeAsync(TYPING_MS));
    expect(send().disabled).toBe(false);
  });

  it('survives a reload: the saved conversation comes back open, and a pending reply still arrives', async () => {
    const sut = await renderWidget();
    fireEvent.click(launcher());
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('button', { name: 'Social Content' }));
    expect(JSON.parse(window.sessionStorage.getItem(CHAT_STORAGE_KEY)!).version).toBe(CHAT_MACHINE_VERSION);
    await act(() => sut.remount());
    expect(dialog()).toBeTruthy();
    expect(screen.getAllByTestId('chat-message-text').map((n) => n.textContent)).toEqual([chatCopy.welcome.sales, 'Social Content']);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_MS));
    expect(screen.getAllByTestId('chat-message-text').at(-1)!.textContent).toContain(chatCopy.projectAck['Social Content']);
  });

  it('the support variant shows the sample project statuses and no progress bar', async () => {
    await renderWithRouter(
      <ChatProvider logic={widgetMachine} variant="support">
        <ChatWidget />
      </ChatProvider>,
    );
    fireEvent.click(launcher());
    await act(() => vi.advanceTimersByTimeAsync(500));
    const text = screen.getByRole('log').textContent ?? '';
    for (const project of chatCopy.supportProjects) expect(text).toContain(`${project.ref} · ${project.title}: ${project.status}.`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Project status' })).toBeTruthy();
  });

  it('following a page link navigates in the app and minimises the chat', async () => {
    const sut = await renderWidget();
    fireEvent.click(launcher());
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(input(), { target: { value: 'what does it cost?' } });
    fireEvent.submit(input().form!);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_MS));
    const link = screen.getByRole('link', { name: chatCopy.pricingLink });
    expect(link.getAttribute('href')).toBe('/schedule-consultation');
    await act(async () => void fireEvent.click(link));
    expect(sut.router.state.location.pathname).toBe('/schedule-consultation');
    expect(screen.getByTestId('chat-window').dataset.state).toBe('minimised');
  });
});

describe('where Avery appears: the floating sales chat, and the support chat inline in the client area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(['/', '/services/tv-commercial', '/schedule-consultation', '/clients-and-partners'])(
    'the floating sales launcher is on %s',
    async (path) => {
      await renderWithRouter(<SiteChat />, { path });
      expect(screen.getByRole('button', { name: chatUi.launcher })).toBeTruthy();
    },
  );

  it.each(['/client', '/admin', '/login', '/admin/', '/client/'])('there is no floating sales launcher on %s', async (path) => {
    await renderWithRouter(<SiteChat />, { path });
    expect(screen.queryByRole('button', { name: chatUi.launcher })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the sales conversation outlives a visit to the client area', async () => {
    // The chat as the launcher downloads it, here at once.
    const { router } = await renderWithRouter(<SiteChat load={async () => ({ default: ChatApp })} />, { path: '/' });
    fireEvent.click(screen.getByRole('button', { name: chatUi.launcher }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog', { name: chatUi.dialogLabel })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => router.navigate({ to: '/client' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate({ to: '/' }));
    expect(within(screen.getByRole('dialog', { name: chatUi.dialogLabel })).getByRole('log').textContent).toContain(chatCopy.welcome.sales);
  });

  it('the client area’s support chat is inline (no dialog), shows the same sample statuses as the status panel, and answers', async () => {
    await renderWithRouter(<ClientSupport />, { path: '/client' });
    const region = screen.getByRole('region', { name: clientPortal.support.title });
    expect(within(region).queryByRole('dialog')).toBeNull();
    const log = within(region).getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByRole('status').textContent).toContain(chatUi.typing);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(log.textContent).toContain(chatCopy.welcome.support);
    // One source: the panel's projects are the chat's sample statuses.
    expect(clientPortal.projects.map((p) => p.ref)).toEqual(chatCopy.supportProjects.map((p) => p.ref));
    for (const project of clientPortal.projects) expect(log.textContent).toContain(`${project.ref} · ${project.title}: ${project.status}.`);
    expect(within(region).queryByRole('progressbar')).toBeNull();
    // Focus stays where the visitor is: the panel does not grab it.
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(within(region).getByRole('button', { name: 'Talk to my producer' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(log.textContent).toContain(chatCopy.supportHandoff);
    const box = within(region).getByRole('textbox', { name: chatUi.inputLabel });
    fireEvent.change(box, { target: { value: 'Any update on the spring spot?' } });
    fireEvent.submit(box.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(log.textContent?.match(/LUM-2417/g)).toHaveLength(2);
    // Its conversation is kept apart from the site's sales chat.
    expect(window.sessionStorage.getItem('lumora.chat.support')).toBeTruthy();
    expect(window.sessionStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based paths from the chatWidget graph
// ---------------------------------------------------------------------------------------------

const events = [{ type: 'chat.open' }, { type: 'chat.minimise' }, { type: 'chat.close' }, { type: 'chat.resume' }] as const;
const serializeState = (s: WSnapshot) => JSON.stringify({ value: s.value, welcomed: s.context.welcomed });

describePathTests('chatWidget · view', widgetMachine, {
  start: 'any page, as a visitor who has not opened the chat in this browser session: only the chat button shows in the corner',
  events: [...events],
  serializeState,
  setup: () => renderWidget(),
  teardown: (sut) => sut.unmount(),
  exec: {
    'chat.open': async (sut) => {
      sut.last = 'open';
      const bar = screen.queryByRole('button', { name: chatUi.restore });
      await act(async () => void fireEvent.click(bar ?? launcher()));
    },
    'chat.minimise': async (sut) => {
      sut.last = 'minimise';
      await act(async () => void fireEvent.keyDown(input(), { key: 'Escape' }));
    },
    'chat.close': async (sut) => {
      sut.last = 'close';
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: chatUi.close })));
    },
    // A reload: the provider restores the saved snapshot and re-schedules any pending timer.
    'chat.resume': async (sut) => {
      sut.last = 'reload';
      await act(() => sut.remount());
    },
  },
  states: {
    closed: (sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.last === 'close') expect(document.activeElement).toBe(launcher());
      else expect(launcher()).toBeTruthy();
    },
    open: (sut) => {
      expect(dialog().dataset.state).toBe('open');
      expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
      if (sut.last === 'open') expect(document.activeElement).toBe(input());
    },
    'open.welcoming': () => {
      expect(screen.getByRole('log').textContent).toBe('');
      expect(screen.getByTestId('chat-typing').hasAttribute('data-active')).toBe(true);
    },
    'open.ready': () => {
      expect(screen.getAllByTestId('chat-message-text').map((n) => n.textContent)).toEqual([chatCopy.welcome.sales]);
    },
    minimised: (sut) => {
      expect(dialog().dataset.state).toBe('minimised');
      expect(screen.queryByRole('textbox')).toBeNull();
      if (sut.last === 'minimise') expect(document.activeElement).toBe(screen.getByRole('button', { name: chatUi.restore }));
    },
  },
});
