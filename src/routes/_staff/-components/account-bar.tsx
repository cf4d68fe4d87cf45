import styled from 'styled-components';
import { AuthContext } from '#machines/auth-context';
import { Button } from '#src/components/ui/button';
import { theme } from '#src/styles/tokens';

/** "Signed in as …" and the sign-out button in the header of /admin and /client. */
export function AccountBar({ label }: { label: string }) {
  const auth = AuthContext.useActorRef();
  return (
    <>
      <Who>
        <Dot aria-hidden="true" />
        {label}
      </Who>
      <Button type="button" $variant="secondary" onClick={() => auth.send({ type: 'auth.logout' })}>
        Sign out
      </Button>
    </>
  );
}

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${theme.color.success};
`;
