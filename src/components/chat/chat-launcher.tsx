import { forwardRef, useImperativeHandle, useRef } from 'react';
import styled, { css } from 'styled-components';
import { chatUi } from '#src/content/chat-ui';
import { ChatAvatar } from './chat-avatar';
import { useKeepClear } from './use-keep-clear';
import { theme } from '#src/styles/tokens';

type LauncherProps = {
  onOpen: () => void;
  /** The visitor points at the launcher or focuses it (the chat starts downloading, machines/chat-launcher.machine.ts). */
  onIntent?: () => void;
  /** Pressed while the chat is still downloading. */
  busy?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** The floating button that opens the chat: on its own before the chat is downloaded, then the widget's closed state. */
export const ChatLauncher = forwardRef<HTMLButtonElement, LauncherProps>(function ChatLauncher(
  { onOpen, onIntent, busy = false, onFocus, onBlur },
  ref,
) {
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => own.current!, []);
  // It never sits on a control of the page: lifted above the showcase's buttons, a filter chip or a form field.
  useKeepClear(own);
  return (
    <Launcher
      ref={own}
      type="button"
      aria-label={chatUi.launcher}
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={() => {
        onIntent?.();
        onFocus?.();
      }}
      onBlur={onBlur}
      data-testid="chat-launcher"
    >
      <ChatAvatar size={40} />
      <Hint aria-hidden="true">{chatUi.launcherHint}</Hint>
      <Pulse aria-hidden="true" />
    </Launcher>
  );
});

/** The launcher's corner; `lift` raises something that sits above it (the note when the chat cannot load). */
export const launcherCorner = (lift = '0rem', liftFromSm = '0rem') => css`
  position: fixed;
  right: max(0.75rem, env(safe-area-inset-right));
  bottom: calc(max(0.75rem, env(safe-area-inset-bottom)) + ${lift});
  z-index: ${theme.z.chat};
  @media (min-width: ${theme.breakpoint.sm}) {
    right: 1.5rem;
    bottom: calc(1.5rem + ${liftFromSm});
  }
`;

/** Out of sight, out of the tab order and the accessibility tree (fading under the launcher's transition). */
const stepAside = css`
  opacity: 0;
  visibility: hidden;
  pointer-events: none;
`;

/*
 * On phones a compact 48 px disc close to the corner (a full touch target that keeps clear of the text beside it);
 * from sm the avatar with its "Ask Avery" label.
 */
const Launcher = styled.button`
  ${launcherCorner()}
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  justify-content: center;
  height: 3rem;
  min-width: 3rem;
  padding: 0;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bgElevated};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.pop};
  font-weight: 600;
  font-size: ${theme.text.sm};
  cursor: pointer;
  &[aria-busy='true'] {
    cursor: progress;
  }
  transition:
    transform ${theme.motion.fast} ${theme.motion.ease},
    translate ${theme.motion.base} ${theme.motion.ease},
    border-color ${theme.motion.base},
    opacity ${theme.motion.base},
    visibility ${theme.motion.base};
  &:hover {
    border-color: ${theme.color.accent};
    transform: translateY(-2px);
  }
  /* While a visitor types in a field, the launcher steps aside so it never covers what they are filling in. */
  html:has(input:not([type='checkbox'], [type='radio']):focus, textarea:focus, select:focus) & {
    ${stepAside}
  }
  /* On a short phone screen the waiting cookie banner takes the launcher's corner; the launcher is back once it is answered. */
  @media (max-width: 39.99em) and (max-height: 45em) {
    html:has([data-consent-banner]) & {
      ${stepAside}
    }
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    height: 3.5rem;
    padding: 0 1.25rem 0 0.5rem;
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
  top: 0.25rem;
  left: 2.3rem;
  @media (min-width: ${theme.breakpoint.sm}) {
    top: 0.5rem;
    left: 2.55rem;
  }
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.success};
  box-shadow: 0 0 0 2px ${theme.color.bgElevated};
`;
