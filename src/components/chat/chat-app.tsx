import { useRouterState } from '@tanstack/react-router';
import { isSalesChatShownOn } from '#src/content/chat-ui';
import { ChatProvider } from './chat-provider';
import { ChatWidget } from './chat-widget';

export type ChatAppProps = {
  /** The visitor pressed the launcher while the chat downloaded: open at once. */
  openAtStart: boolean;
  /** The launcher had keyboard focus when the chat arrived: keep it there. */
  focusLauncher: boolean;
};

/**
 * The site-wide sales chat (provider + floating widget): the chunk the launcher downloads (site-chat.tsx). The staff
 * and client screens (/client, /admin, /login) show no sales widget: the client area has its own support chat
 * inline. The conversation lives on in the provider meanwhile.
 */
export default function ChatApp({ openAtStart, focusLauncher }: ChatAppProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ChatProvider>
      {isSalesChatShownOn(pathname) ? <ChatWidget openAtStart={openAtStart} focusLauncher={focusLauncher} /> : null}
    </ChatProvider>
  );
}
