import { createActorContext } from '@xstate/react';
import { authMachine } from './auth.machine';

/**
 * Sign-in (admin or client): `s.context.authenticated`, `s.context.role`, `s.context.loading`; send `auth.login` /
 * `auth.logout`. Provided by the staff pages' layout (src/routes/_staff/route.tsx) with the router's navigation, so
 * only those pages load the sign-in machine.
 */
export const AuthContext = createActorContext(authMachine);
