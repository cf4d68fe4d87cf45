import { ChatProvider } from './chat-provider';
import { ChatWidget } from './chat-widget';

/** The site-wide sales chat (provider + widget), loaded as its own chunk after hydration. */
export default function SiteChat() {
  return (
    <ChatProvider>
      <ChatWidget />
    </ChatProvider>
  );
}
