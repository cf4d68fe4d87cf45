import { useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { chatLauncherMachine } from '#machines/chat-launcher.machine';
import { chatWindowWasShown } from '#machines/chat-storage';
import { chatUi, isSalesChatShownOn } from '#src/content/chat-ui';
import { inspect } from '#src/inspect';
import { theme } from '#src/styles/tokens';
import type { ChatAppProps } from './chat-app';
import { ChatLauncher, launcherCorner } from './chat-launcher';

export type LoadChat = () => Promise<{ default: ComponentType<ChatAppProps> }>;

const loadChatApp: LoadChat = () => import('./chat-app');

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The site-wide chat as the page first has it, mounted after hydration (src/routes/__root.tsx): the "Ask Avery"
 * launcher alone. The chat itself (conversation, copy, window) downloads when the visitor turns to the launcher, and
 * takes its place when it arrives (machines/chat-launcher.machine.ts). Tests pass their own `load`.
 */
export default function SiteChat({ load = loadChatApp }: { load?: LoadChat }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const app = useRef<ComponentType<ChatAppProps> | null>(null);
  const focused = useRef(false);
  const [logic] = useState(() =>
    chatLauncherMachine.provide({
      actors: {
        loadChat: fromPromise(async () => {
          app.current = (await load()).default;
        }),
      },
    }),
  );
  const [restore] = useState(() => chatWindowWasShown(sessionStore()));
  const [state, send] = useMachine(logic, { input: { restore }, inspect });

  if (state.matches('ready') && app.current) {
    const ChatApp = app.current;
    return <ChatApp openAtStart={state.context.openOnArrival} focusLauncher={focused.current} />;
  }
  if (!isSalesChatShownOn(pathname)) return null;
  return (
    <>
      <ChatLauncher
        onOpen={() => send({ type: 'launcher.press' })}
        onIntent={() => send({ type: 'launcher.intent' })}
        busy={state.matches('loading') && state.context.openOnArrival}
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
      />
      {state.matches('failed') ? (
        <LoadFailed role="status">
          {chatUi.loadFailed} <a href={chatUi.loadFailedLink.url}>{chatUi.loadFailedLink.text}</a>.
        </LoadFailed>
      ) : null}
    </>
  );
}

/** Above the launcher, in its corner. */
const LoadFailed = styled.p`
  ${launcherCorner('3.75rem', '4.5rem')}
  max-width: min(20rem, calc(100vw - 1.5rem));
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bgElevated};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.pop};
  font-size: ${theme.text.sm};
  line-height: 1.45;
  a {
    color: ${theme.color.accentText};
    font-weight: 600;
  }
`;
