import { useRouterState } from '@tanstack/react-router';
import { isSalesChatShownOn } from '#src/content/chat';
import { ChatProvider } from './chat-provider';
import { ChatWidget } from './chat-widget';

/**
 * The site-wide sales chat (provider + floating widget), loaded as its own chunk after hydration.
 * The staff and client screens (/client, /admin, /login) show no sales launcher: the client area
 * has its own support chat inline. The conversation lives on in the provider meanwhile.
 */
export default function SiteChat() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <ChatProvider>{isSalesChatShownOn(pathname) ? <ChatWidget /> : null}</ChatProvider>;
}
