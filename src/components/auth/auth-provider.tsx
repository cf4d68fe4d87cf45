import { useRouter } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { AuthContext } from '#machines/auth-context';
import { authMachine } from '#machines/auth.machine';
import { areaPath, type Role } from '#src/forms/login-messages';
import { inspect } from '#src/inspect';

/**
 * The sign-in actor of the staff pages (one per visit to them, in their layout src/routes/_staff/route.tsx), with the
 * router's client-side navigation injected for "go to /" after logout and
 * "go to your area" after sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const logic = useMemo(
    () =>
      authMachine.provide({
        actions: {
          navigateHome: () => void router.navigate({ to: '/' }),
          navigateToArea: (_, params: { role: Role }) => void router.navigate({ to: areaPath(params.role), replace: true }),
        },
      }),
    [router],
  );
  return (
    <AuthContext.Provider logic={logic} options={{ inspect }}>
      {children}
    </AuthContext.Provider>
  );
}
