import { createFileRoute, Link } from '@tanstack/react-router';
import { inboxCopy } from '#src/content/admin-inbox';
import { flowsPageCopy } from '#src/content/flows';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { AccountBar } from './-components/account-bar';
import { AuthPage } from './-components/auth-page';
import { FlowsDashboard } from './-components/flows-dashboard';
import { GateNotice } from './-components/gate-notice';
import { useRoleGate } from './-components/use-role-gate';

export const Route = createFileRoute('/(staff)/admin_/flows')({
  head: () => pageHead('/admin/flows'),
  component: AdminFlowsPage,
});

/** Visitor flows counted on the statecharts, for admin sign-ins only; anyone else is sent to /login. */
function AdminFlowsPage() {
  const page = pages['/admin/flows'];
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
            <Link to="/admin">{flowsPageCopy.backToInbox}</Link>
            <AccountBar label={inboxCopy.signedInAs} />
          </>
        ) : null
      }
    >
      {allowed ? <FlowsDashboard /> : <GateNotice message={inboxCopy.checking} hint={inboxCopy.signedOutShell} />}
    </AuthPage>
  );
}
