import styled, { keyframes } from 'styled-components';
import { chatUi } from '#src/content/chat';
import { theme } from '#src/styles/tokens';

/** "Avery is typing": three dots (still under prefers-reduced-motion), announced politely. */
export function ChatTyping({ active }: { active: boolean }) {
  return (
    <Status role="status" data-testid="chat-typing" data-active={active || undefined}>
      {active ? (
        <>
          <span className="visually-hidden">{chatUi.typing}</span>
          <Dots aria-hidden="true">
            <Dot />
            <Dot />
            <Dot />
          </Dots>
        </>
      ) : null}
    </Status>
  );
}

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.45; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

const Status = styled.div`
  min-height: 0;
  &[data-active] {
    min-height: 2.4rem;
  }
`;

const Dots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.8rem 0.95rem;
  border-radius: ${theme.radius.md};
  border-bottom-left-radius: 4px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
`;

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${theme.color.textMuted};
  animation: ${bounce} 1.1s ${theme.motion.ease} infinite;
  &:nth-child(2) {
    animation-delay: 0.15s;
  }
  &:nth-child(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.7;
  }
`;
