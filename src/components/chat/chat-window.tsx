import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { CHAT_SIZES } from '../../../machines/chat-widget.machine';
import type { ChatMessage } from '../../../machines/chat-qualification.machine';
import { chatUi } from '../../content/chat';
import { ChatAvatar } from './chat-avatar';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { ChatGlyph } from './chat-glyph';
import { ChatProgress } from './chat-progress';
import { ChatTyping } from './chat-typing';

type Props = {
  mode: 'open' | 'minimised';
  messages: readonly ChatMessage[];
  typing: boolean;
  busy: boolean;
  progress: number | null;
  inputRef: RefObject<HTMLInputElement | null>;
  restoreRef: RefObject<HTMLButtonElement | null>;
  onSend: (text: string) => void;
  onQuickAction: (label: string) => void;
  onMinimise: () => void;
  onRestore: () => void;
  onClose: () => void;
};

/** The chat window: open (400×600, full screen on phones) or minimised to a 300×60 bar. */
export function ChatWindow(props: Props) {
  const { mode, messages, typing, busy, progress, inputRef, restoreRef, onSend, onQuickAction, onMinimise, onRestore, onClose } = props;
  const open = mode === 'open';
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Keep the newest message in view.
  useEffect(() => {
    const node = scrollRef.current;
    if (node && open) node.scrollTop = node.scrollHeight;
  }, [messages.length, typing, open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onMinimise();
    }
  };

  return (
    <Window
      role="dialog"
      aria-label={chatUi.dialogLabel}
      data-testid="chat-window"
      data-state={mode}
      $mode={mode}
      onKeyDown={onKeyDown}
    >
      <Header $mode={mode}>
        {open ? (
          <Identity>
            <ChatAvatar size={40} />
            <span>
              <Title>{chatUi.title}</Title>
              <Subtitle>
                <Online aria-hidden="true" />
                {chatUi.subtitle}
              </Subtitle>
            </span>
          </Identity>
        ) : (
          <RestoreButton ref={restoreRef} type="button" onClick={onRestore} aria-label={chatUi.restore}>
            <ChatAvatar size={34} />
            <Title aria-hidden="true">{chatUi.title}</Title>
            {typing ? <TypingHint aria-hidden="true">typing…</TypingHint> : null}
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
        {progress !== null ? <ChatProgress percent={progress} /> : null}
        <Scroller ref={scrollRef}>
          <div role="log" aria-live="polite" aria-label="Conversation with Avery" data-testid="chat-log">
            <Messages>
              {messages.map((message) => (
                <ChatBubble
                  key={message.id}
                  message={message}
                  showQuickActions={!typing && !message.isUser && message === last}
                  onQuickAction={onQuickAction}
                  onFollowLink={onMinimise}
                />
              ))}
            </Messages>
          </div>
          <ChatTyping active={typing} />
        </Scroller>
        <Footer>
          <ChatComposer inputRef={inputRef} busy={busy} onSend={onSend} />
          <Disclaimer>
            {chatUi.disclaimer}{' '}
            <Link to={chatUi.privacyLink.url} onClick={onMinimise}>
              {chatUi.privacyLink.text}
            </Link>
            .
          </Disclaimer>
        </Footer>
      </Body>
    </Window>
  );
}

const Window = styled.div<{ $mode: 'open' | 'minimised' }>`
  position: fixed;
  z-index: ${({ theme }) => theme.z.chat};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgElevated};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  box-shadow: ${({ theme }) => theme.shadow.pop};
  right: 1rem;
  bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius.lg};

  ${({ $mode, theme }) =>
    $mode === 'open'
      ? css`
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

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
`;

const Title = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.05rem;
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.2;
`;

const Subtitle = styled.span`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Online = styled.span`
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
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
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* The bar clips overflow: draw the focus ring inside it. */
  &:focus-visible {
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const TypingHint = styled.span`
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textMuted};
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
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};
  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
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

const Scroller = styled.div`
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
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Disclaimer = styled.p`
  margin: 0.5rem 0 0;
  text-align: center;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textSubtle};
  a {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
