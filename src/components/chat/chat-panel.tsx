import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ChatContext } from '#machines/chat-context';
import { useHydrated } from '#src/components/layout/hydration';
import { ChatConversation } from './chat-conversation';
import { ChatIdentity } from './chat-identity';
import { useChatConversation } from './use-chat-conversation';
import { theme } from '#src/styles/tokens';

type Props = {
  /** The line under Avery's name. */
  subtitle?: string;
  /** The message box's id (unique on the page). */
  inputId: string;
};

/**
 * Avery inline, as a panel of the page rather than a floating window (the
 * client area's support chat). It is always open: mounting it opens the
 * chat actor, so the welcome follows 500 ms later, once. Bound to the
 * ChatContext around it; rendered only in the browser.
 */
export function ChatPanel(props: Props) {
  return useHydrated() ? <ChatPanelView {...props} /> : null;
}

function ChatPanelView({ subtitle, inputId }: Props) {
  const actor = ChatContext.useActorRef();
  const isOpen = ChatContext.useSelector((s) => s.matches('open'));
  const inputRef = useRef<HTMLInputElement>(null);
  const conversation = useChatConversation(inputRef);

  useEffect(() => {
    if (!isOpen) actor.send({ type: 'chat.open' });
  }, [actor, isOpen]);

  return (
    <Panel data-testid="chat-panel">
      <Header>
        <ChatIdentity subtitle={subtitle} />
      </Header>
      <ChatConversation {...conversation} inputId={inputId} visible />
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  height: min(36rem, calc(100dvh - 10rem));
  min-height: 24rem;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
`;

const Header = styled.div`
  flex: none;
  padding: 0.9rem 1.1rem;
  border-bottom: 1px solid ${theme.color.border};
  background: linear-gradient(180deg, color-mix(in srgb, ${theme.color.accent} 14%, transparent), transparent);
`;
