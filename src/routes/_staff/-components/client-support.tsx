import styled from 'styled-components';
import { SIGNED_IN_SESSION_KEYS } from '#machines/auth.machine';
import { ChatPanel } from '#src/components/chat/chat-panel';
import { ChatProvider } from '#src/components/chat/chat-provider';
import { ButtonLink } from '#src/components/ui/button';
import { clientPortal } from '#src/content/client-portal';
import { theme } from '#src/styles/tokens';

/** The support chat keeps its own conversation, apart from the site's sales chat (forgotten at logout). */
const SUPPORT_CHAT_KEY = SIGNED_IN_SESSION_KEYS.supportChat;

/**
 * The client area's support desk: Avery's support variant inline (it shows
 * the sample project statuses, the same ones as the status panel beside it),
 * then the ways to reach the team.
 */
export function ClientSupport() {
  const { support } = clientPortal;
  return (
    <Card aria-labelledby="client-support-title">
      <h2 id="client-support-title">{support.title}</h2>
      <p>{support.text}</p>
      <ChatProvider variant="support" storageKey={SUPPORT_CHAT_KEY}>
        <ChatPanel subtitle={support.chatSubtitle} inputId="client-chat-input" />
      </ChatProvider>
      <Actions>
        <ButtonLink to="/contact" $variant="secondary">
          {support.contact}
        </ButtonLink>
        <ButtonLink to="/schedule-consultation" $variant="secondary">
          {support.consultation}
        </ButtonLink>
      </Actions>
    </Card>
  );
}

const Card = styled.section`
  h2 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[2]};
  }
  > p {
    color: ${theme.color.textMuted};
    margin-bottom: ${theme.space[5]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
`;
