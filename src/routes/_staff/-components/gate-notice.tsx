import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { theme } from '#src/styles/tokens';

/**
 * What /admin and /client show before the sign-in is known (also their
 * prerendered HTML): a status line and, for visitors without JavaScript, the
 * way to the sign-in page.
 */
export function GateNotice({ message, hint }: { message: string; hint: string }) {
  return (
    <Box>
      <p role="status">
        <Spinner aria-hidden="true" />
        {message}
      </p>
      <p>{hint}</p>
      <ButtonLink to="/login" $variant="secondary">
        Sign in
      </ButtonLink>
    </Box>
  );
}

const Box = styled.div`
  max-width: 34rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  p:first-child {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    font-weight: 600;
  }
  p:nth-child(2) {
    color: ${theme.color.textMuted};
  }
`;

const Spinner = styled.span`
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  border: 2px solid ${theme.color.borderStrong};
  border-top-color: ${theme.color.accent};
  animation: gate-spin 900ms linear infinite;
  @keyframes gate-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
