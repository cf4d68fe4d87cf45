import styled from 'styled-components';
import { QUALIFICATION_STEPS } from '#machines/chat-qualification.machine';
import { chatUi } from '#src/content/chat';
import { theme } from '#src/styles/tokens';

/** Sales qualification progress: (step index + 1) of 5 as a percentage. */
export function ChatProgress({ percent }: { percent: number }) {
  const step = Math.round((percent / 100) * QUALIFICATION_STEPS.length);
  const text = `Step ${step} of ${QUALIFICATION_STEPS.length}`;
  return (
    <Wrap>
      <Label aria-hidden="true">
        <span>{chatUi.progressLabel}</span>
        <span>{text}</span>
      </Label>
      <Track
        role="progressbar"
        aria-label={`${chatUi.progressLabel} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text}, ${percent}%`}
        data-testid="chat-progress"
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: 0.6rem 1.1rem 0.75rem;
  border-bottom: 1px solid ${theme.color.border};
`;

const Label = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: 0.4rem;
  font-size: 0.75rem;
  color: ${theme.color.textSubtle};
`;

const Track = styled.div`
  height: 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceStrong};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${theme.color.accent}, ${theme.color.warm});
  transition: width ${theme.motion.slow} ${theme.motion.ease};
`;
