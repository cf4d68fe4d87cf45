import { fromPromise, setup } from 'xstate';

/**
 * Share buttons of an article: copy the canonical link (with a short
 * confirmation that resets after `resetDelay`), or open the device's native
 * share sheet where the browser has one. LinkedIn and X are plain links.
 * Side effects are the `copyLink` and `shareNative` actors (defaults: the
 * Clipboard API with a selection fallback, and navigator.share).
 */
export type ShareInput = { url: string; title: string };

export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* fall back to a selection copy below */
    }
  }
  if (typeof document === 'undefined') throw new Error('clipboard unavailable');
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export const shareMachine = setup({
  types: {
    context: {} as ShareInput,
    input: {} as ShareInput,
    events: {} as { type: 'share.copy' } | { type: 'share.native' },
  },
  delays: { resetDelay: 2500 },
  actors: {
    copyLink: fromPromise<void, ShareInput>(({ input }) => copyToClipboard(input.url)),
    shareNative: fromPromise<void, ShareInput>(async ({ input }) => {
      await navigator.share({ url: input.url, title: input.title });
    }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({ url: input.url, title: input.title }),
  description: 'the share buttons under an article: copy its link, or share it through the device',
  initial: 'idle',
  states: {
    idle: {
      description: 'the share buttons wait, the copy button says "Copy link"',
      on: {
        'share.copy': { target: 'copying', description: 'the visitor presses "Copy link"' },
        'share.native': { target: 'sharing', description: 'the visitor presses "Share…"' },
      },
    },
    copying: {
      description: "the article's link is being copied to the clipboard",
      invoke: {
        src: 'copyLink',
        input: ({ context }) => context,
        onDone: { target: 'copied', description: 'the browser copies the link' },
        onError: { target: 'failed', description: 'the browser refuses to copy the link' },
      },
    },
    copied: {
      description: 'the copy button says "Link copied"',
      after: { resetDelay: { target: 'idle', description: '2.5 seconds pass' } },
      on: {
        'share.copy': { target: 'copying', description: 'the visitor presses the copy button again' },
        'share.native': { target: 'sharing', description: 'the visitor presses "Share…"' },
      },
    },
    failed: {
      description: 'the copy button says "Copy failed"',
      after: { resetDelay: { target: 'idle', description: '2.5 seconds pass' } },
      on: { 'share.copy': { target: 'copying', description: 'the visitor presses the copy button again' } },
    },
    sharing: {
      description: "the device's share sheet is open",
      invoke: {
        src: 'shareNative',
        input: ({ context }) => context,
        // A dismissed share sheet rejects too; either way we are back to idle.
        onDone: { target: 'idle', description: 'the visitor shares the article from the share sheet' },
        onError: { target: 'idle', description: 'the visitor dismisses the share sheet (or the device cannot share)' },
      },
    },
  },
});
