import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '#machines/chat-qualification.machine';
import { chatUi } from '#src/content/chat';
import { ChatGlyph } from './chat-glyph';
import { theme } from '#src/styles/tokens';
import { showRange } from '#src/content/typography';

type Props = {
  message: ChatMessage;
  /** Quick actions are offered on the latest bot message only, and not while Avery is typing. */
  showQuickActions: boolean;
  onQuickAction: (label: string) => void;
  onFollowLink: () => void;
};

/** One message of the conversation: text, then its quick actions and page link (docs/product/chat.md, "Messages"). */
export function ChatBubble({ message, showQuickActions, onQuickAction, onFollowLink }: Props) {
  const router = useRouter();
  const link = message.pageLink;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollowLink();
    void router.navigate({ href: link.url });
  };

  return (
    <Item data-from={message.isUser ? 'visitor' : 'avery'} data-testid="chat-message">
      <Bubble $user={message.isUser}>
        <span className="visually-hidden">{message.isUser ? `${chatUi.you}:` : `${chatUi.title}:`} </span>
        {/* Avery's ranges print with an en dash (2–3 weeks); what the visitor typed stays as typed. */}
        <Text data-testid="chat-message-text">{message.isUser ? message.text : showRange(message.text)}</Text>
      </Bubble>
      {link ? (
        <PageLink href={link.url} onClick={follow}>
          {link.text}
          <ChatGlyph name="arrow" size={16} />
        </PageLink>
      ) : null}
      {showQuickActions && message.quickActions.length > 0 ? (
        <Actions aria-label="Suggested replies">
          {message.quickActions.map((label) => (
            <li key={label}>
              <Chip type="button" onClick={() => onQuickAction(label)}>
                {label}
              </Chip>
            </li>
          ))}
        </Actions>
      ) : null}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.55rem;
  &[data-from='visitor'] {
    align-items: flex-end;
  }
`;

const Bubble = styled.div<{ $user: boolean }>`
  max-width: 86%;
  padding: 0.7rem 0.95rem;
  border-radius: ${theme.radius.md};
  border-bottom-left-radius: ${({ $user }) => ($user ? undefined : '4px')};
  border-bottom-right-radius: ${({ $user }) => ($user ? '4px' : undefined)};
  background: ${({ theme, $user }) => ($user ? theme.color.accent : theme.color.surface)};
  color: ${({ theme, $user }) => ($user ? theme.color.accentContrast : theme.color.text)};
  border: 1px solid ${({ theme, $user }) => ($user ? 'transparent' : theme.color.border)};
  font-size: ${theme.text.sm};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Text = styled.span`
  white-space: pre-line;
`;

const PageLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  min-height: 2.5rem;
  padding: 0 1rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.accent};
  color: ${theme.color.accentContrast};
  font-size: ${theme.text.sm};
  font-weight: 600;
  text-decoration: none;
  transition: background-color ${theme.motion.base};
  &:hover {
    background: ${theme.color.accentStrong};
  }
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  min-height: 2.25rem;
  padding: 0 0.85rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.text.xs};
  font-weight: 600;
  cursor: pointer;
  transition:
    border-color ${theme.motion.base},
    background-color ${theme.motion.base},
    color ${theme.motion.base};
  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
`;
