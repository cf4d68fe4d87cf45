import { useCallback, useEffect, useRef } from 'react';
import { useAfterFirstRender } from '#src/components/layout/hydration';
import { ChatContext } from '#machines/chat-context';
import { ChatLauncher } from './chat-launcher';
import { ChatWindow } from './chat-window';
import { useChatConversation } from './use-chat-conversation';

type Mode = 'closed' | 'open' | 'minimised';

/**
 * Floating sales chat "Avery", bound to the app-wide chat actor
 * (ChatContext, provided by ChatProvider at the root). Rendered only after
 * hydration: the prerendered HTML never depends on the visitor's session.
 * Focus goes into the message box on open, to the bar on minimise and back
 * to the launcher on close; Escape minimises.
 *
 * When it takes over from the launcher shown while the chat downloaded (site-chat.tsx), `openAtStart` opens it
 * because the visitor pressed that launcher, and `focusLauncher` keeps keyboard focus on the launcher.
 */
export function ChatWidget({ openAtStart = false, focusLauncher = false }: { openAtStart?: boolean; focusLauncher?: boolean }) {
  return useAfterFirstRender() ? <ChatWidgetView openAtStart={openAtStart} focusLauncher={focusLauncher} /> : null;
}

function ChatWidgetView({ openAtStart, focusLauncher }: { openAtStart: boolean; focusLauncher: boolean }) {
  const actor = ChatContext.useActorRef();
  const mode = ChatContext.useSelector((s): Mode => (s.matches('open') ? 'open' : s.matches('minimised') ? 'minimised' : 'closed'));
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const conversation = useChatConversation(inputRef);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<Mode>(mode);

  // Once, as it takes over from the downloading launcher: open as the visitor asked, or keep their focus.
  useEffect(() => {
    if (openAtStart) actor.send({ type: 'chat.open' });
    else if (focusLauncher) launcherRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's request counts
  }, []);

  // Move focus only on the visitor's own transitions (not when a restored session mounts).
  useEffect(() => {
    const from = previous.current;
    previous.current = mode;
    if (from === mode) return;
    if (mode === 'open') inputRef.current?.focus();
    else if (mode === 'minimised') restoreRef.current?.focus();
    else launcherRef.current?.focus();
  }, [mode]);

  const open = useCallback(() => actor.send({ type: 'chat.open' }), [actor]);
  const minimise = useCallback(() => actor.send({ type: 'chat.minimise' }), [actor]);
  const close = useCallback(() => actor.send({ type: 'chat.close' }), [actor]);

  if (mode === 'closed') return <ChatLauncher ref={launcherRef} onOpen={open} />;

  return (
    <ChatWindow mode={mode} conversation={conversation} restoreRef={restoreRef} onMinimise={minimise} onRestore={open} onClose={close} />
  );
}
