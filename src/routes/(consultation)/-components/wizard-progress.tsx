import styled from 'styled-components';
import { stepCount, wizardCopy, wizardSteps } from '#src/content/consultation';
import { theme } from '#src/styles/tokens';

type Props = { step: number };

/** 'Step n of 4', the percent complete and an accessible progress bar, with the step titles as a stepper. */
export function WizardProgress({ step }: Props) {
  const percent = Math.round((step / stepCount) * 100);
  return (
    <Wrap>
      <Top>
        <StepText data-testid="wizard-step-of">{wizardCopy.stepOf(step)}</StepText>
        <Percent data-testid="wizard-percent">{wizardCopy.percentComplete(percent)}</Percent>
      </Top>
      <Track
        role="progressbar"
        aria-label={wizardCopy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${wizardCopy.stepOf(step)}: ${wizardSteps[step - 1]?.title ?? ''} (${percent}%)`}
      >
        <Bar style={{ width: `${percent}%` }} />
      </Track>
      <Steps aria-label="Steps">
        {wizardSteps.map((s, index) => {
          const n = index + 1;
          const status = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={s.title} data-status={status} aria-current={n === step ? 'step' : undefined}>
              <Num aria-hidden="true">{n}</Num>
              <span>{s.title}</span>
            </li>
          );
        })}
      </Steps>
    </Wrap>
  );
}

/* The stepper measures its own width: step titles stay on one line, and give way to numbers where four do not fit. */
const Wrap = styled.div`
  container-type: inline-size;
  margin-bottom: ${theme.space[6]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
`;

const StepText = styled.p`
  margin: 0;
  font-size: ${theme.text.xs};
  font-weight: 600;
  color: ${theme.color.text};
`;

const Percent = styled.p`
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceStrong};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${theme.color.accent}, ${theme.color.warm});
  transition: width ${theme.motion.slow} ${theme.motion.ease};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space[2]};
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;
    font-size: ${theme.text.xs};
    line-height: 1.25;
    white-space: nowrap;
    color: ${theme.color.textSubtle};
  }
  li[data-status='current'] {
    color: ${theme.color.text};
    font-weight: 600;
  }
  li[data-status='done'] {
    color: ${theme.color.textMuted};
  }
  @container (max-width: 40rem) {
    li > span:last-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    li {
      justify-content: center;
    }
  }
`;

const Num = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  font-variant-numeric: tabular-nums;
  li[data-status='current'] > & {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.accentContrast};
  }
  li[data-status='done'] > & {
    border-color: ${theme.color.accent};
    color: ${theme.color.accentText};
  }
`;
