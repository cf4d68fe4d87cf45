import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead } from '#src/components/ui/section';
import { errorPages, type ErrorPageKind } from '#src/content/error-pages';
import { theme } from '#src/styles/tokens';

/**
 * Unknown paths (the server answers 404) or an address that cannot be read
 * (400): a page that says which, with a way home.
 */
export function NotFound({ kind = 'notFound' }: { kind?: ErrorPageKind }) {
  const copy = errorPages[kind];
  const { actions } = errorPages;
  return (
    <Wrap data-error-page={kind}>
      <Container>
        <Label>{copy.eyebrow}</Label>
        <h1>{copy.heading}</h1>
        <Lead>{copy.lead}</Lead>
        <Actions>
          <ButtonLink to="/">{actions.home}</ButtonLink>
          <ButtonLink to="/projects" $variant="secondary">
            {actions.projects}
          </ButtonLink>
          <ButtonLink to="/search" $variant="secondary">
            {actions.search}
          </ButtonLink>
        </Actions>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: calc(${theme.layout.header} + 6rem) 0 7rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;
`;

/* A status, not a numbered section: no counter before it (it read "01 404"). */
const Label = styled(Eyebrow)`
  &::before {
    content: none;
    counter-increment: none;
  }
`;
