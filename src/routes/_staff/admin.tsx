import { createFileRoute, Link } from '@tanstack/react-router';
import { flowsPageCopy } from '#src/content/flows';
import { pageHead } from '#src/seo/head';
import { AdminShell } from './-components/admin-shell';
import { LeadsInbox } from './-components/leads-inbox';

export const Route = createFileRoute('/_staff/admin')({
  head: () => pageHead('/admin'),
  component: AdminPage,
});

/** The leads inbox, for admin sign-ins only. */
function AdminPage() {
  return (
    <AdminShell path="/admin" link={<Link to="/admin/flows">{flowsPageCopy.toFlows}</Link>}>
      <LeadsInbox />
    </AdminShell>
  );
}
