import { forwardRef } from 'react';
import styled from 'styled-components';
import { chatUi } from '#src/content/chat';
import { ChatAvatar } from './chat-avatar';
import { theme } from '#src/styles/tokens';

/** The floating button that opens the chat (the widget's closed state). */
export const ChatLauncher = forwardRef<HTMLButtonElement, { onOpen: () => void }>(function ChatLauncher({ onOpen }, ref) {
  return (
    <Launcher ref={ref} type="button" aria-label={chatUi.launcher} aria-haspopup="dialog" onClick={onOpen} data-testid="chat-launcher">
      <ChatAvatar size={40} />
      <Hint aria-hidden="true">{chatUi.launcherHint}</Hint>
      <Pulse aria-hidden="true" />
    </Launcher>
  );
});

const Launcher = styled.button`
  position: fixed;
  right: max(1rem, env(safe-area-inset-right));
  bottom: max(1rem, env(safe-area-inset-bottom));
  z-index: ${theme.z.chat};
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  height: 3.5rem;
  padding: 0 0.5rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bgElevated};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.pop};
  font-weight: 600;
  font-size: ${theme.text.sm};
  cursor: pointer;
  transition:
    transform ${theme.motion.fast} ${theme.motion.ease},
    border-color ${theme.motion.base},
    opacity ${theme.motion.base},
    visibility ${theme.motion.base};
  &:hover {
    border-color: ${theme.color.accent};
    transform: translateY(-2px);
  }
  /* While a visitor types in a field, the launcher steps aside so it never covers what they are filling in. */
  html:has(input:not([type='checkbox'], [type='radio']):focus, textarea:focus, select:focus) & {
    opacity: 0;
    visibility: hidden;
    pointer-events: none;
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    right: 1.5rem;
    bottom: 1.5rem;
    padding-right: 1.25rem;
  }
`;

const Hint = styled.span`
  display: none;
  @media (min-width: ${theme.breakpoint.sm}) {
    display: inline;
  }
`;

const Pulse = styled.span`
  position: absolute;
  top: 0.5rem;
  left: 2.55rem;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.success};
  box-shadow: 0 0 0 2px ${theme.color.bgElevated};
`;
