import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { Eyebrow, Lead, gridColumns } from '#src/components/ui/section';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

type Props = {
  eyebrow: string;
  heading: string;
  lead?: string;
  children?: ReactNode;
  /** Content above the eyebrow, e.g. a back link. */
  before?: ReactNode;
  /**
   * `opener`: the lead sits beside the heading and the hero ends without a rule, because the work
   * follows at once: a case study's film, or a list page's cards (`ListSection`).
   */
  variant?: 'standard' | 'opener';
};

/**
 * The standard hero at the top of an inner page, set like a magazine opener:
 * the label, the page's single h1 at display size across the grid, then the
 * lead in the right-hand columns beside the actions.
 */
export function PageHero({ eyebrow, heading, lead, children, before, variant = 'standard' }: Props) {
  return (
    <Hero data-variant={variant}>
      <Container>
        {before}
        <Layout>
          <HeroEyebrow>{eyebrow}</HeroEyebrow>
          <h1>
            <KeepHyphenated text={heading} />
          </h1>
          {lead ? <Lead>{showRange(lead)}</Lead> : null}
          {children ? <Actions>{children}</Actions> : null}
        </Layout>
      </Container>
    </Hero>
  );
}

const Hero = styled.div`
  position: relative;
  padding: calc(${theme.layout.header} + clamp(2.5rem, 1.5rem + 4vw, 6rem)) 0 clamp(2.5rem, 1.5rem + 3vw, 5rem);
  border-bottom: 1px solid ${theme.color.border};
  &[data-variant='opener'] {
    padding-top: calc(${theme.layout.header} + clamp(1.5rem, 1rem + 2vw, 3.5rem));
    padding-bottom: clamp(1.5rem, 1rem + 2vw, 3rem);
    border-bottom: 0;
  }
`;

/** The hero's label carries no index number: numbering starts with the first section. */
export const HeroEyebrow = styled(Eyebrow)`
  color: ${theme.color.textMuted};
  &::before {
    content: '';
    counter-increment: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${theme.color.accent};
    align-self: center;
  }
`;

const Layout = styled.div`
  h1 {
    max-width: 16ch;
    margin-bottom: ${theme.space[6]};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    ${gridColumns}
    align-items: start;
    h1 {
      grid-column: 1 / 12;
      margin-bottom: ${theme.space[7]};
    }
    ${Lead} {
      grid-column: 7 / 13;
      grid-row: 3;
      margin: 0;
    }
    [data-variant='opener'] & {
      align-items: end;
      h1 {
        grid-column: 1 / 9;
        grid-row: 2;
        margin-bottom: 0;
      }
      ${Lead} {
        grid-column: 9 / 13;
        grid-row: 2;
        padding-bottom: 0.6em;
      }
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-column: 1 / 7;
    grid-row: 3;
    align-self: start;
    margin-top: 0;
    /* The opener's heading has no margin below it (its lead sits beside it): the actions keep their distance. */
    [data-variant='opener'] & {
      margin-top: ${theme.space[6]};
    }
  }
`;
