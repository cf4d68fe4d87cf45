import styled from 'styled-components';
import { AuthContext } from '#machines/auth-context';
import { Button, ButtonLink } from '#src/components/ui/button';
import { roleOptions, type Role } from '#src/forms/login';
import { areaPath } from '#src/forms/login-messages';
import { theme } from '#src/styles/tokens';

const roleLabel = (role: Role) => roleOptions.find((o) => o.value === role)?.label ?? role;

/** Shown on /login when a sign-in is already in force: go to the area, or sign out. */
export function SignedInCard({ role }: { role: Role }) {
  const auth = AuthContext.useActorRef();
  return (
    <Card role="status">
      <h2>You are signed in</h2>
      <p>
        Signed in as <strong>{roleLabel(role)}</strong>.
      </p>
      <Actions>
        <ButtonLink to={areaPath(role)} $size="lg">
          {role === 'admin' ? 'Open the leads inbox' : 'Open the client area'}
        </ButtonLink>
        <Button type="button" $variant="secondary" $size="lg" onClick={() => auth.send({ type: 'auth.logout' })}>
          Sign out
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.div`
  h2 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[3]};
  }
  p {
    color: ${theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`;
