import styled from 'styled-components';
import { AuthContext } from '#machines/auth-context';
import { LoginForm } from './login-form';
import { SignedInCard } from './signed-in-card';
import { useAfterFirstRender } from '#src/components/layout/hydration';
import { theme } from '#src/styles/tokens';

/** The sign-in card: the form, or (already signed in) where to go next. */
export function LoginPanel() {
  const hydrated = useAfterFirstRender();
  const role = AuthContext.useSelector((s) => (s.context.authenticated ? s.context.role : null));
  return <Card>{hydrated && role ? <SignedInCard role={role} /> : <LoginForm />}</Card>;
}

const Card = styled.div`
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.pop};
`;
