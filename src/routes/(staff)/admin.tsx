import { createFileRoute, Link } from '@tanstack/react-router';
import { flowsPageCopy } from '#src/content/flows';
import { inboxCopy } from '#src/content/admin-inbox';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { AccountBar } from './-components/account-bar';
import { AuthPage } from './-components/auth-page';
import { GateNotice } from './-components/gate-notice';
import { LeadsInbox } from './-components/leads-inbox';
import { useRoleGate } from './-components/use-role-gate';

export const Route = createFileRoute('/(staff)/admin')({
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
      aside={
        allowed ? (
          <>
            <Link to="/admin/flows">{flowsPageCopy.toFlows}</Link>
            <AccountBar label={inboxCopy.signedInAs} />
          </>
        ) : null
      }
    >
      {allowed ? <LeadsInbox /> : <GateNotice message={inboxCopy.checking} hint={inboxCopy.signedOutShell} />}
    </AuthPage>
  );
}
