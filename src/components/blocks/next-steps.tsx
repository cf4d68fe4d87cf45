import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

export type NextStep = string | { readonly title: string; readonly description: string };

/** "What happens next" after a form is sent: a short ordered list, each step behind a round number. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  return (
    <List>
      {steps.map((step, index) => (
        <li key={typeof step === 'string' ? step : step.title}>
          <Num aria-hidden="true">{index + 1}</Num>
          {typeof step === 'string' ? (
            <span>{step}</span>
          ) : (
            <div>
              <strong>{step.title}</strong>
              <p>{step.description}</p>
            </div>
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: start;
    gap: ${theme.space[3]};
  }
  li > span {
    padding-top: 0.2rem;
  }
  li p {
    margin: 0.25rem 0 0;
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Num = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.accentContrast};
  font-weight: 700;
  font-size: ${theme.text.sm};
`;
