import { assign, fromPromise, setup } from 'xstate';

/**
 * The "Ask Avery" button in the corner of every page, before the chat itself is on the page (docs/product/chat.md,
 * "Loading"). The chat's conversation, copy and window are a download of their own; a visitor who never turns to
 * the chat never downloads them. Interest (a pointer over the launcher, or keyboard focus on it) starts the
 * download, so that a press usually opens the chat at once; a press before it has arrived opens the chat when it
 * arrives. A visitor who left the chat window open or minimised on the previous page gets it back at once.
 *
 * `loadChat` is provided by the page (src/components/chat/site-chat.tsx: the chat's chunk); tests provide their own.
 */
export const chatLauncherMachine = setup({
  types: {
    context: {} as { restore: boolean; openOnArrival: boolean },
    input: {} as { restore: boolean },
    events: {} as { type: 'launcher.intent' } | { type: 'launcher.press' },
  },
  actors: {
    /** Downloads the chat. */
    loadChat: fromPromise<void>(async () => undefined),
  },
  guards: {
    windowWasShown: ({ context }) => context.restore,
    pressed: ({ context }) => context.openOnArrival,
  },
  actions: {
    openOnArrival: assign({ openOnArrival: true }),
  },
}).createMachine({
  id: 'chatLauncher',
  description: 'the "Ask Avery" button in the corner of every page, and when the chat behind it is downloaded',
  context: ({ input }) => ({ restore: input.restore, openOnArrival: false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'the page has just loaded',
      always: [
        {
          guard: 'windowWasShown',
          target: 'loading',
          description: 'the visitor left the chat window open or minimised on the previous page: the chat comes back at once',
        },
        { target: 'waiting', description: 'the chat window was not open this session: only the launcher shows' },
      ],
    },
    waiting: {
      description: 'only the "Ask Avery" launcher shows; the chat itself has not been downloaded',
      on: {
        'launcher.intent': {
          target: 'loading',
          description: 'the visitor points at the launcher or tabs to it, so the chat starts downloading',
        },
        'launcher.press': {
          target: 'loading',
          actions: 'openOnArrival',
          description: 'the visitor presses the launcher before the chat has started downloading',
        },
      },
    },
    loading: {
      description: 'the chat is downloading; the launcher shows as busy if the visitor has pressed it',
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        onDone: { target: 'ready', description: 'the chat has arrived' },
        onError: [
          {
            guard: 'pressed',
            target: 'failed',
            description: 'the chat could not be downloaded after the visitor pressed the launcher',
          },
          { target: 'waiting', description: 'the chat could not be downloaded before anyone asked for it: the next interest tries again' },
        ],
      },
      on: {
        'launcher.press': {
          actions: 'openOnArrival',
          description: 'the visitor presses the launcher while the chat downloads: it opens as soon as it arrives',
        },
      },
    },
    ready: {
      type: 'final',
      description: 'the chat is on the page in place of the launcher, open at once if the visitor pressed the launcher',
    },
    failed: {
      description: 'a note under the launcher says the chat could not load and links to the contact page',
      on: {
        'launcher.press': { target: 'loading', description: 'the visitor presses the launcher again' },
      },
    },
  },
});
