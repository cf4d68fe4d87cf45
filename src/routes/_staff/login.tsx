import { createFileRoute } from '@tanstack/react-router';
import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { loginCopy } from '#src/content/admin-inbox';
import { pages } from '#src/content/pages';
import { pageHead } from '#src/seo/head';
import { AuthPage } from './-components/auth-page';
import { LoginPanel } from './-components/login-panel';
import { theme } from '#src/styles/tokens';

export const Route = createFileRoute('/_staff/login')({
  head: () => pageHead('/login'),
  component: LoginPage,
});

function LoginPage() {
  const page = pages['/login'];
  return (
    <AuthPage eyebrow={page.eyebrow} heading={page.heading} lead={page.lead}>
      <Layout>
        <LoginPanel />
        <Intro>
          {loginCopy.roles.map((role) => (
            <li key={role.title}>
              <h2>{role.title}</h2>
              <p>{role.text}</p>
            </li>
          ))}
          <li>
            <Small>
              <Icon name="shield" size={18} />
              {loginCopy.privacy}
            </Small>
          </li>
        </Intro>
      </Layout>
    </AuthPage>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  align-items: start;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 30rem) minmax(0, 1fr);
    gap: clamp(3rem, 2rem + 4vw, 7rem);
  }
`;

const Intro = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  max-width: 30rem;
  @media (min-width: ${theme.breakpoint.md}) {
    padding-top: ${theme.space[6]};
  }
  li {
    padding-left: ${theme.space[5]};
    border-left: 1px solid ${theme.color.border};
  }
  h2 {
    font-size: ${theme.text.lg};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Small = styled.p`
  display: flex;
  gap: ${theme.space[2]};
  align-items: center;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle} !important;
  svg {
    flex: none;
    color: ${theme.color.accentText};
  }
`;
