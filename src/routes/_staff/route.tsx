import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthProvider } from '#src/components/auth/auth-provider';

/**
 * The staff pages (/login, /admin, /admin/flows, /client) share one sign-in actor: it lives in this pathless layout,
 * so it survives moving between them (signing in on /login, then landing on /admin), and the public pages neither
 * download the sign-in machine nor start it.
 */
export const Route = createFileRoute('/_staff')({
  component: StaffLayout,
});

function StaffLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
