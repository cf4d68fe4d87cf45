import { createActorContext } from '@xstate/react';
import { themeMachine } from './theme.machine';

/**
 * App-wide actors, created once at the root. Components read them with
 * narrow selectors: `ThemeContext.useSelector((s) => s.value)`.
 */
export const ThemeContext = createActorContext(themeMachine);
