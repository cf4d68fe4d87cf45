import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { site } from '#src/content/site';
import { managePageCopy, type ManageOutcome } from '#src/content/visitor-emails';
import { theme } from '#src/styles/tokens';

/** What happened to the request, or why the link did nothing, and where to go from here. */
export function ManageOutcomeCard({ outcome }: { outcome: ManageOutcome }) {
  const { text } = managePageCopy.outcomes[outcome];
  const done = outcome === 'withdrawn' || outcome === 'changed';
  return (
    <Body>
      <Card role={done ? 'status' : 'alert'} data-outcome={outcome}>
        <p>{text}</p>
        <Actions>
          {outcome === 'withdrawn' || outcome === 'expired' ? (
            <ButtonLink to="/schedule-consultation" $size="lg">
              {managePageCopy.book}
            </ButtonLink>
          ) : null}
          {done ? null : (
            <ButtonAnchor href={`mailto:${site.email}`} $variant="secondary" $size="lg">
              {managePageCopy.writeToUs(site.email)}
            </ButtonAnchor>
          )}
          <ButtonLink to="/" $variant="ghost" $size="lg">
            {managePageCopy.home}
          </ButtonLink>
        </Actions>
      </Card>
    </Body>
  );
}

const Body = styled(Container)`
  padding-block: ${theme.space[7]} ${theme.space.section};
`;

const Card = styled.div`
  max-width: 44rem;
  padding: clamp(1.25rem, 1rem + 1.5vw, 2.25rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  p {
    margin: 0 0 ${theme.space[5]};
    font-size: ${theme.text.lg};
    color: ${theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
