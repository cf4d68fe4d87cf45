import type { ErrorComponentProps } from '@tanstack/react-router';
import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { theme } from '#src/styles/tokens';

function describe(error: unknown): { status?: number; message: string; stack?: string } {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusText?: unknown; message?: unknown; stack?: unknown };
    const status = typeof e.status === 'number' ? e.status : undefined;
    const message =
      typeof e.statusText === 'string' && e.statusText ? e.statusText : typeof e.message === 'string' ? e.message : String(error);
    return { status, message, stack: typeof e.stack === 'string' ? e.stack : undefined };
  }
  return { message: String(error) };
}

/** The generic error screen: "Unexpected Application Error!" with the status or message. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { status, message, stack } = describe(error);
  return (
    <Wrap>
      <Container>
        <h1>Unexpected Application Error!</h1>
        <Status>{status ? `${status} ${message}` : message}</Status>
        {import.meta.env.DEV && stack ? <Stack>{stack}</Stack> : null}
        <ButtonLink to="/" reloadDocument>
          Back to the home page
        </ButtonLink>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: calc(${theme.layout.header} + 5rem) 0 6rem;
  h1 {
    font-size: ${theme.text.h2};
  }
`;

const Status = styled.p`
  font-size: ${theme.text.lg};
  color: ${theme.color.danger};
`;

const Stack = styled.pre`
  overflow: auto;
  max-height: 20rem;
  padding: 1rem;
  margin-bottom: 2rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  font-family: ${theme.font.mono};
  font-size: ${theme.text.xs};
`;
