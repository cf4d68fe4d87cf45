import { createFileRoute } from '@tanstack/react-router';
import { inboxCopy } from '../content/admin-inbox';
import { pages } from '../content/pages';
import { pageHead } from '../seo/head';
import { AccountBar } from './-components/admin/account-bar';
import { AuthPage } from './-components/admin/auth-page';
import { GateNotice } from './-components/admin/gate-notice';
import { LeadsInbox } from './-components/admin/leads-inbox';
import { useRoleGate } from './-components/admin/use-role-gate';

export const Route = createFileRoute('/admin')({
  head: () => pageHead('/admin'),
  component: AdminPage,
});

/** The leads inbox, for admin sign-ins only; anyone else is sent to /login. */
function AdminPage() {
  const page = pages['/admin'];
  const gate = useRoleGate('admin');
  const allowed = gate === 'allowed';
  return (
    <AuthPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.lead}
      wide
      aside={allowed ? <AccountBar label={inboxCopy.signedInAs} /> : null}
    >
      {allowed ? <LeadsInbox /> : <GateNotice message={inboxCopy.checking} hint={inboxCopy.signedOutShell} />}
    </AuthPage>
  );
}
