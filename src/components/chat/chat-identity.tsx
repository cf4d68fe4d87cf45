import styled from 'styled-components';
import { chatUi } from '#src/content/chat';
import { ChatAvatar } from './chat-avatar';
import { theme } from '#src/styles/tokens';

/** Avery's name in a chat header (also the minimised bar's label). */
export const ChatTitle = styled.span`
  display: block;
  font-family: ${theme.font.display};
  font-size: 1.05rem;
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.2;
`;

/** Who is chatting: avatar, name and an online line (the floating window's header, the client area's panel). */
export function ChatIdentity({ subtitle = chatUi.subtitle }: { subtitle?: string }) {
  return (
    <Identity>
      <ChatAvatar size={40} />
      <span>
        <ChatTitle>{chatUi.title}</ChatTitle>
        <Subtitle>
          <Online aria-hidden="true" />
          {subtitle}
        </Subtitle>
      </span>
    </Identity>
  );
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
`;

const Subtitle = styled.span`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;

const Online = styled.span`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${theme.color.success};
`;
