import { createActorContext } from '@xstate/react';
import { themeMachine } from './theme.machine';

/**
 * App-wide actors, created once at the root. Components read them with
 * narrow selectors: `ThemeContext.useSelector((s) => s.value)`.
 */
export const ThemeContext = createActorContext(themeMachine);

// The chat and consent actors are app-wide too, but their contexts live in
// chat-context.ts and consent-context.ts: they load with their widgets after
// hydration, so their machines and copy stay out of the entry bundle. The sign-in actor's context is in
// auth-context.ts: only the staff pages provide and read it.
