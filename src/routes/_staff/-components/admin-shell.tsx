import type { ReactNode } from 'react';
import { inboxCopy } from '#src/content/admin-inbox';
import { pages } from '#src/content/pages';
import { AccountBar } from './account-bar';
import { AuthPage } from './auth-page';
import { GateNotice } from './gate-notice';
import { useRoleGate } from './use-role-gate';

/**
 * A page of the admin area: for admin sign-ins only (anyone else is sent to /login; while the sign-in is checked the
 * page says so). Once allowed it shows `children`, with `link` (to the area's other page) and the signed-in account
 * beside them.
 */
export function AdminShell({ path, link, children }: { path: '/admin' | '/admin/flows'; link: ReactNode; children: ReactNode }) {
  const page = pages[path];
  const allowed = useRoleGate('admin') === 'allowed';
  return (
    <AuthPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.lead}
      wide
      aside={
        allowed ? (
          <>
            {link}
            <AccountBar label={inboxCopy.signedInAs} />
          </>
        ) : null
      }
    >
      {allowed ? children : <GateNotice message={inboxCopy.checking} hint={inboxCopy.signedOutShell} />}
    </AuthPage>
  );
}
