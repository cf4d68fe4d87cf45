import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AuthContext } from '#machines/auth-context';
import type { Role } from '#src/forms/login';
import { areaPath } from '#src/forms/login-messages';
import { useAfterFirstRender } from '#src/components/layout/hydration';

/** The area's own page or one under it (/admin/flows). */
const isInArea = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

export type Gate = 'checking' | 'allowed' | 'leaving' | 'denied';

/**
 * Route guard for /admin and /client, driven by the app-wide auth actor:
 * the stored sign-in is trusted for display while the server confirms it;
 * no sign-in, or one of another role, goes to /login (replacing the entry).
 * While signing out the page just waits: logout itself goes to /.
 */
export function useRoleGate(role: Role): Gate {
  const hydrated = useAfterFirstRender();
  const state = AuthContext.useSelector((s): Gate => {
    if (s.context.loading || s.matches('loading')) return 'checking';
    if (s.matches('signingOut')) return 'leaving';
    if (s.context.authenticated && s.context.role === role) return 'allowed';
    if (s.matches('confirming') || s.matches('verifying')) return 'checking';
    return 'denied';
  });
  // The first render in the browser matches the prerendered shell.
  const gate = hydrated ? state : 'checking';
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    // Not when the app is already on its way elsewhere (logout goes to / while this page is still shown).
    if (gate === 'denied' && isInArea(router.latestLocation.pathname, areaPath(role))) void navigate({ to: '/login', replace: true });
  }, [gate, navigate, router, role]);
  return gate;
}
