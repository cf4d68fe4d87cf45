import { useEffect, useState, type ReactNode } from 'react';
import { ChatContext } from '#machines/chat-context';
import type { ChatVariant } from '#machines/chat-qualification.machine';
import { CHAT_STORAGE_KEY, chatWidgetMachine, loadChatSnapshot, saveChatSnapshot } from '#machines/chat-widget.machine';
import { inspect } from '#src/inspect';

const sessionStore = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The app-wide chat actor. In the browser it starts from the conversation
 * saved in sessionStorage (if any, and of the current machine version) and
 * saves every change, so the chat survives route changes and reloads within
 * the session. The server renders a fresh actor; the widget itself renders
 * only after hydration, so a restored state never mismatches the HTML.
 */
export function ChatProvider({
  children,
  logic = chatWidgetMachine,
  variant = 'sales',
  storage,
  storageKey = CHAT_STORAGE_KEY,
}: {
  children: ReactNode;
  /** Tests pass a machine with fake actors and delays. */
  logic?: typeof chatWidgetMachine;
  /** The site-wide chat is the sales variant (docs/product/chat.md); support and default are available for other surfaces. */
  variant?: ChatVariant;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Where the conversation is kept: each chat surface (the site's sales chat, the client area's support chat) has its own. */
  storageKey?: string;
}) {
  const [snapshot] = useState(() => loadChatSnapshot(storage ?? sessionStore(), logic, storageKey));
  return (
    <ChatContext.Provider logic={logic} options={{ inspect, snapshot, input: { variant } }}>
      <ChatPersistence storage={storage} logic={logic} storageKey={storageKey} />
      {children}
    </ChatContext.Provider>
  );
}

type PersistenceProps = {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  logic: typeof chatWidgetMachine;
  storageKey: string;
};

function ChatPersistence({ storage, logic, storageKey }: PersistenceProps) {
  const actor = ChatContext.useActorRef();
  useEffect(() => {
    const target = storage ?? sessionStore();
    const save = () => {
      try {
        saveChatSnapshot(target, actor.getPersistedSnapshot(), logic, storageKey);
      } catch {
        /* a snapshot that cannot be serialised is simply not saved */
      }
    };
    // The conversation child changes without the widget changing: listen to both.
    const subs = [actor.subscribe(save)];
    const conversation = actor.getSnapshot().children.conversation;
    if (conversation) subs.push(conversation.subscribe(save));
    // Timers do not survive a reload: re-schedule a pending welcome or reply.
    actor.send({ type: 'chat.resume' });
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, storage, logic, storageKey]);
  return null;
}
