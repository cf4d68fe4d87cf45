import styled from 'styled-components';
import type { Step } from '#src/content/types';
import { showRange } from '#src/content/typography';
import { KeepHyphenated } from '#src/components/ui/keep-hyphenated';
import { theme } from '#src/styles/tokens';
import { oddLastSpans } from '#src/components/ui/balanced-rows';

/** Numbered process steps as an ordered list. */
export function StepList({ steps, headingLevel = 'h3' }: { steps: readonly Step[]; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <List>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
          <div>
            <Heading>{step.title}</Heading>
            {step.duration ? (
              <Duration>
                <KeepHyphenated text={step.duration} />
              </Duration>
            ) : null}
            <p>{showRange(step.description)}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  counter-reset: step;
  /* Two steps a row (an odd last one across the row), then every step in one row. */
  @media (min-width: ${theme.breakpoint.md}) and (max-width: ${theme.below.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${oddLastSpans}
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    padding: ${theme.space[6]} 0 0;
    border-top: 1px solid ${theme.color.borderStrong};
  }
  h3,
  h4 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    color: ${theme.color.textMuted};
    margin: 0;
  }
`;

const Number = styled.span`
  font-family: ${theme.font.display};
  font-size: ${theme.text.sm};
  font-weight: 600;
  color: ${theme.color.accentText};
  letter-spacing: 0.1em;
`;

const Duration = styled.p`
  && {
    font-size: ${theme.text.xs};
    /* Warm, nudged towards the text colour so small caps keep 4.5:1 contrast in both themes. */
    color: color-mix(in srgb, ${theme.color.warm} 75%, ${theme.color.text});
    margin-bottom: ${theme.space[2]};
  }
`;
