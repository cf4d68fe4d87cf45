import styled from 'styled-components';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { Eyebrow, Lead } from '../ui/section';
import { theme } from '#src/styles/tokens';

/** Unknown paths: a page with a way home (the server answers 404). */
export function NotFound() {
  return (
    <Wrap>
      <Container>
        <Eyebrow>404</Eyebrow>
        <h1>This page is off the cutting-room floor</h1>
        <Lead>The address may have changed, or the page never existed. Everything we make is one click away.</Lead>
        <Actions>
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/projects" $variant="secondary">
            See our projects
          </ButtonLink>
          <ButtonLink to="/search" $variant="secondary">
            Search the site
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
