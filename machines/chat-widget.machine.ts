import { assign, createActor, sendTo, setup, type Snapshot } from 'xstate';
import { chatCopy } from '#src/content/chat';
import { chatQualificationMachine, type ChatVariant } from './chat-qualification.machine';
import { CHAT_STORAGE_KEY } from './chat-storage';

/**
 * The floating chat window (docs/product/chat.md): closed (the
 * floating button) → open (400×600) ⇄ minimised (300×60) → closed. The
 * welcome message is posted once, `welcomeDelay` (500 ms) after the first
 * opening. The conversation is the invoked `chatQualification` actor
 * (id `conversation`), so it lives as long as the widget: across route
 * changes, and across reloads through the persisted snapshot below.
 */
export type ChatWidgetContext = { variant: ChatVariant; welcomed: boolean };
export type ChatWidgetInput = { variant?: ChatVariant } | undefined;
export type ChatWidgetEvent = { type: 'chat.open' } | { type: 'chat.minimise' } | { type: 'chat.close' } | { type: 'chat.resume' };

/** Window sizes in CSS pixels. */
export const CHAT_SIZES = { open: { width: 400, height: 600 }, minimised: { width: 300, height: 60 } } as const;

/** Opening: straight to `ready` once the welcome has been posted, else wait for it. */
const opening = [
  { guard: 'hasWelcomed', target: '#chatWidget.open.ready', description: 'the visitor opens the chat again' },
  { target: '#chatWidget.open.welcoming', description: 'the visitor opens the chat for the first time' },
] as const;

export const chatWidgetMachine = setup({
  types: {
    context: {} as ChatWidgetContext,
    input: {} as ChatWidgetInput,
    events: {} as ChatWidgetEvent,
    children: {} as { conversation: 'chatQualification' },
  },
  actors: {
    chatQualification: chatQualificationMachine,
  },
  delays: {
    welcomeDelay: 500,
  },
  guards: {
    hasWelcomed: ({ context }) => context.welcomed,
  },
  actions: {
    markWelcomed: assign({ welcomed: true }),
    sendWelcome: sendTo('conversation', { type: 'chat.welcome' }),
    forwardResume: sendTo('conversation', { type: 'chat.resume' }),
  },
}).createMachine({
  id: 'chatWidget',
  context: ({ input }) => ({ variant: input?.variant ?? 'sales', welcomed: false }),
  invoke: {
    id: 'conversation',
    src: 'chatQualification',
    input: ({ context }) => ({ variant: context.variant }),
  },
  description: 'the floating chat window in the corner of every page, and the conversation inside it',
  initial: 'closed',
  on: {
    'chat.resume': {
      actions: 'forwardResume',
      description: 'the visitor reloads the page or comes back to it, and the conversation so far is restored',
    },
  },
  states: {
    closed: {
      description: 'only the floating chat button shows',
      on: { 'chat.open': opening },
    },
    open: {
      description: 'the chat window is open at full size',
      initial: 'welcoming',
      on: {
        'chat.minimise': { target: 'minimised', description: 'the visitor presses minimise' },
        'chat.close': { target: 'closed', description: 'the visitor presses close' },
      },
      states: {
        welcoming: {
          description: 'the chat window is open and the assistant is about to post its welcome message',
          after: {
            welcomeDelay: {
              target: 'ready',
              actions: ['markWelcomed', 'sendWelcome'],
              description: 'half a second passes',
            },
          },
          on: {
            'chat.resume': {
              target: 'welcoming',
              reenter: true,
              description: 'the visitor reloads the page before the welcome message appears',
            },
          },
        },
        ready: { description: 'the chat window is open with the conversation, and the visitor can type' },
      },
    },
    minimised: {
      description: 'the chat window is minimised to a small bar',
      on: {
        'chat.open': opening,
        'chat.close': { target: 'closed', description: 'the visitor presses close' },
      },
    },
  },
});

// ---- persistence (sessionStorage): the conversation survives route changes and reloads within the session ----

export { CHAT_STORAGE_KEY };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type ChatWidgetLogic = typeof chatWidgetMachine;

/** FNV-1a (32 bits) of a text, in base 36: short and stable. */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const versions = new WeakMap<object, string>();

/**
 * The version of what a stored conversation depends on: the widget's definition, the conversation machine it
 * invokes and the copy that conversation keeps in its context. Derived, never bumped by hand: any change to
 * states, transitions, guards or action names (or to the copy) gives another version, and conversations stored
 * by the old one are dropped. Implementations (delays, actors, actions swapped with `.provide()`) do not count.
 */
export function chatMachineVersion(machine: ChatWidgetLogic = chatWidgetMachine): string {
  const known = versions.get(machine);
  if (known) return known;
  const child = machine.implementations.actors.chatQualification as { config?: unknown } | undefined;
  const version = hashText(JSON.stringify([machine.config, child?.config ?? null, chatCopy]));
  versions.set(machine, version);
  return version;
}

/** The version of the site's chat machines, computed once when this module loads. */
export const CHAT_MACHINE_VERSION = chatMachineVersion();

/** The persisted widget snapshot (with its conversation), or undefined when there is none, it is unreadable or of another version. */
export function loadChatSnapshot(
  storage: StorageLike | undefined,
  machine: ChatWidgetLogic = chatWidgetMachine,
  key: string = CHAT_STORAGE_KEY,
): Snapshot<unknown> | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { version?: unknown; snapshot?: Snapshot<unknown> };
    if (stored.version !== chatMachineVersion(machine) || !stored.snapshot) {
      storage.removeItem(key);
      return undefined;
    }
    // Make sure it restores (state names exist, children resolve) before handing it to the app.
    const probe = createActor(machine, { snapshot: stored.snapshot, input: undefined }).getSnapshot();
    const child = probe.children.conversation?.getSnapshot();
    if (probe.status !== 'active' || !child || child.status !== 'active') throw new Error('unrestorable chat snapshot');
    return stored.snapshot;
  } catch {
    try {
      storage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
    return undefined;
  }
}

export function saveChatSnapshot(
  storage: StorageLike | undefined,
  snapshot: unknown,
  machine: ChatWidgetLogic = chatWidgetMachine,
  key: string = CHAT_STORAGE_KEY,
): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify({ version: chatMachineVersion(machine), snapshot }));
  } catch {
    /* quota or private mode: the conversation still lives for this page */
  }
}
