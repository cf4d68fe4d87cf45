import { createActorContext } from '@xstate/react';
import { cookieConsentMachine } from './cookie-consent.machine';

/**
 * The visitor's cookie choice (app-wide, provided by the lazily loaded consent
 * UI). `s.context.saved` is the choice in force (null until one is made), e.g.
 * `ConsentContext.useSelector((s) => s.context.saved?.marketing === true)`.
 */
export const ConsentContext = createActorContext(cookieConsentMachine);
