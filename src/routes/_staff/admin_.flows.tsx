import { createFileRoute, Link } from '@tanstack/react-router';
import { flowsPageCopy } from '#src/content/flows';
import { pageHead } from '#src/seo/head';
import { AdminShell } from './-components/admin-shell';
import { FlowsDashboard } from './-components/flows-dashboard';

export const Route = createFileRoute('/_staff/admin_/flows')({
  head: () => pageHead('/admin/flows'),
  component: AdminFlowsPage,
});

/** Visitor flows counted on the statecharts, for admin sign-ins only. */
function AdminFlowsPage() {
  return (
    <AdminShell path="/admin/flows" link={<Link to="/admin">{flowsPageCopy.backToInbox}</Link>}>
      <FlowsDashboard />
    </AdminShell>
  );
}
