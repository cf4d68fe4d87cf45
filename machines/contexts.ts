import { createActorContext } from '@xstate/react';
import { authMachine } from './auth.machine';
import { cookieConsentMachine } from './cookie-consent.machine';
import { chatWidgetMachine } from './chat-widget.machine';
import { themeMachine } from './theme.machine';

/**
 * App-wide actors, created once at the root. Components read them with
 * narrow selectors: `ThemeContext.useSelector((s) => s.value)`.
 */
export const ThemeContext = createActorContext(themeMachine);

/**
 * The visitor's cookie choice. `s.context.saved` is the choice in force (null
 * until one is made), e.g. `ConsentContext.useSelector((s) => s.context.saved?.marketing === true)`.
 */
export const ConsentContext = createActorContext(cookieConsentMachine);

/** The floating chat (Avery): window state plus the invoked conversation (`children.conversation`). */
export const ChatContext = createActorContext(chatWidgetMachine);

/**
 * Sign-in (admin or client): `s.context.authenticated`, `s.context.role`,
 * `s.context.loading`; send `auth.login` / `auth.logout`. The root provides
 * the router's navigation to it.
 */
export const AuthContext = createActorContext(authMachine);
