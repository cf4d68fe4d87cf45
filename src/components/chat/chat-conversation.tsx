import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { chatUi } from '#src/content/chat';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { ChatProgress } from './chat-progress';
import { ChatTyping } from './chat-typing';
import type { ConversationBinding } from './use-chat-conversation';
import { theme } from '#src/styles/tokens';

type Props = ConversationBinding & {
  /** The message box's id (unique on the page). */
  inputId?: string;
  /** Whether the conversation is on screen (the newest message is scrolled into view then). */
  visible: boolean;
  /** Following a page link or the privacy link (the floating window minimises). */
  onLeave?: () => void;
};

/**
 * The conversation itself, shared by the floating window and the client area's inline panel:
 * progress (sales), the messages in a polite `role="log"`, the typing indicator, the message box
 * and the disclaimer.
 */
export function ChatConversation({ messages, typing, busy, progress, inputRef, inputId, visible, onSend, onQuickAction, onLeave }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Keep the newest message in view; one taller than the view (a long status list) is shown from its start.
  useEffect(() => {
    const node = scrollRef.current;
    if (!node || !visible) return;
    const newest = [...node.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')].at(-1);
    const tall = newest && newest.offsetHeight > node.clientHeight;
    node.scrollTop = tall ? newest.offsetTop - 12 : node.scrollHeight;
  }, [messages.length, typing, visible]);

  return (
    <>
      {progress !== null ? <ChatProgress percent={progress} /> : null}
      <Scroller ref={scrollRef}>
        <div role="log" aria-live="polite" aria-label={chatUi.logLabel} data-testid="chat-log">
          <Messages>
            {messages.map((message) => (
              <ChatBubble
                key={message.id}
                message={message}
                showQuickActions={!typing && !message.isUser && message === last}
                onQuickAction={onQuickAction}
                onFollowLink={() => onLeave?.()}
              />
            ))}
          </Messages>
        </div>
        <ChatTyping active={typing} />
      </Scroller>
      <Footer>
        <ChatComposer inputRef={inputRef} inputId={inputId} busy={busy} onSend={onSend} />
        <Disclaimer>
          {chatUi.disclaimer}{' '}
          <Link to={chatUi.privacyLink.url} onClick={onLeave}>
            {chatUi.privacyLink.text}
          </Link>
          .
        </Disclaimer>
      </Footer>
    </>
  );
}

const Scroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.1rem 1.1rem 0.5rem;
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  margin: 0 0 0.9rem;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  flex: none;
  padding: 0.75rem 1rem max(0.75rem, env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
`;

const Disclaimer = styled.p`
  margin: 0.5rem 0 0;
  text-align: center;
  font-size: 0.75rem;
  color: ${theme.color.textSubtle};
  a {
    color: ${theme.color.textMuted};
  }
`;
