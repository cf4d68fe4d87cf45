import { createFileRoute } from '@tanstack/react-router';
import styled from 'styled-components';
import { clientPortal } from '#src/content/client-portal';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { AccountBar } from './-components/account-bar';
import { AuthPage } from './-components/auth-page';
import { ClientSupport } from './-components/client-support';
import { GateNotice } from './-components/gate-notice';
import { ProjectStatus } from './-components/project-status';
import { useRoleGate } from './-components/use-role-gate';
import { theme } from '#src/styles/tokens';

export const Route = createFileRoute('/_staff/client')({
  head: () => pageHead('/client'),
  component: ClientPage,
});

/** The client area, for client sign-ins only: project status beside the support chat (Avery, support variant). */
function ClientPage() {
  const page = pages['/client'];
  const gate = useRoleGate('client');
  const allowed = gate === 'allowed';
  return (
    <AuthPage
      eyebrow={page.eyebrow}
      heading={page.heading}
      lead={page.lead}
      aside={allowed ? <AccountBar label={clientPortal.signedInAs} /> : null}
    >
      {allowed ? (
        <Layout>
          <ProjectStatus />
          <Aside>
            <ClientSupport />
          </Aside>
        </Layout>
      ) : (
        <GateNotice message={clientPortal.checking} hint={clientPortal.signedOutShell} />
      )}
    </AuthPage>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`;

const Aside = styled.div`
  @media (min-width: ${theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${theme.layout.header} + 1rem);
  }
`;
