import type { KeyboardEvent, RefObject } from 'react';
import styled, { css } from 'styled-components';
import { CHAT_SIZES } from '#machines/chat-widget.machine';
import { chatUi } from '#src/content/chat';
import { ChatAvatar } from './chat-avatar';
import { ChatConversation } from './chat-conversation';
import { ChatGlyph } from './chat-glyph';
import { ChatIdentity, ChatTitle } from './chat-identity';
import type { ConversationBinding } from './use-chat-conversation';
import { theme } from '#src/styles/tokens';

type Props = {
  mode: 'open' | 'minimised';
  conversation: ConversationBinding;
  restoreRef: RefObject<HTMLButtonElement | null>;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
};

/** The chat window: open (400×600, full screen on phones) or minimised to a 300×60 bar. */
export function ChatWindow(props: Props) {
  const { mode, conversation, restoreRef, onMinimise, onRestore, onClose } = props;
  const open = mode === 'open';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onMinimise();
    }
  };

  return (
    <Window role="dialog" aria-label={chatUi.dialogLabel} data-testid="chat-window" data-state={mode} $mode={mode} onKeyDown={onKeyDown}>
      <Header $mode={mode}>
        {open ? (
          <ChatIdentity />
        ) : (
          <RestoreButton ref={restoreRef} type="button" onClick={onRestore} aria-label={chatUi.restore}>
            <ChatAvatar size={34} />
            <ChatTitle aria-hidden="true">{chatUi.title}</ChatTitle>
            {conversation.typing ? <TypingHint aria-hidden="true">typing…</TypingHint> : null}
            <ChatGlyph name="expand" size={18} />
          </RestoreButton>
        )}
        <Controls>
          {open ? (
            <IconButton type="button" onClick={onMinimise} aria-label={chatUi.minimise} title={chatUi.minimise}>
              <ChatGlyph name="minimise" size={18} />
            </IconButton>
          ) : null}
          <IconButton type="button" onClick={onClose} aria-label={chatUi.close} title={chatUi.close}>
            <ChatGlyph name="close" size={18} />
          </IconButton>
        </Controls>
      </Header>

      <Body hidden={!open}>
        <ChatConversation {...conversation} visible={open} onLeave={onMinimise} />
      </Body>
    </Window>
  );
}

const Window = styled.div<{ $mode: 'open' | 'minimised' }>`
  position: fixed;
  z-index: ${theme.z.chat};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.color.bgElevated};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.borderStrong};
  box-shadow: ${theme.shadow.pop};
  right: 1rem;
  bottom: 1rem;
  border-radius: ${theme.radius.lg};

  ${({ $mode, theme }) =>
    $mode === 'open'
      ? css`
          /* The visitor's current task: above a cookie banner still waiting for an answer (it is not modal). */
          z-index: ${theme.z.banner + 1};
          /* Phones: the whole screen (keyboard-friendly); from 40em: 400×600. */
          inset: 0;
          width: 100%;
          height: 100dvh;
          border-radius: 0;
          border: 0;
          animation: chat-in ${theme.motion.base} ${theme.motion.ease};
          @media (min-width: ${theme.breakpoint.sm}) {
            inset: auto 1.5rem 1.5rem auto;
            width: ${CHAT_SIZES.open.width}px;
            height: ${CHAT_SIZES.open.height}px;
            max-height: calc(100dvh - 3rem);
            border-radius: ${theme.radius.lg};
            border: 1px solid ${theme.color.borderStrong};
          }
        `
      : css`
          width: ${CHAT_SIZES.minimised.width}px;
          height: ${CHAT_SIZES.minimised.height}px;
          max-width: calc(100vw - 2rem);
          border-radius: ${theme.radius.pill};
          @media (min-width: ${theme.breakpoint.sm}) {
            right: 1.5rem;
            bottom: 1.5rem;
          }
        `}

  @keyframes chat-in {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div<{ $mode: 'open' | 'minimised' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex: none;
  ${({ $mode, theme }) =>
    $mode === 'open'
      ? css`
          padding: 0.9rem 0.75rem 0.9rem 1.1rem;
          padding-top: max(0.9rem, env(safe-area-inset-top));
          border-bottom: 1px solid ${theme.color.border};
          background: linear-gradient(180deg, color-mix(in srgb, ${theme.color.accent} 14%, transparent), transparent);
        `
      : css`
          height: 100%;
          padding: 0 0.5rem 0 0.35rem;
        `}
`;

const RestoreButton = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 0.65rem;
  min-width: 0;
  height: calc(100% - 8px);
  padding: 0 0.6rem 0 0.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  > svg {
    margin-left: auto;
    color: ${theme.color.textMuted};
  }
  /* The bar clips overflow: draw the focus ring inside it. */
  &:focus-visible {
    outline-offset: -2px;
    border-radius: ${theme.radius.pill};
  }
`;

const TypingHint = styled.span`
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;

const Controls = styled.div`
  display: flex;
  gap: 0.25rem;
  flex: none;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid transparent;
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  transition:
    color ${theme.motion.base},
    border-color ${theme.motion.base};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.border};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  &[hidden] {
    display: none;
  }
`;
