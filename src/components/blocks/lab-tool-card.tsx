import { useMachine } from '@xstate/react';
import { useId } from 'react';
import styled from 'styled-components';
import { disclosureMachine } from '#machines/disclosure.machine';
import { labStatusTone, statusOf, type LabTool } from '#src/content/lab';
import { inspect } from '#src/inspect';
import { CheckList } from '#src/components/ui/check-list';
import { StatusBadge } from '#src/components/ui/status-badge';
import { theme } from '#src/styles/tokens';

/** An R&D tool: status badge, title, description, and a "Learn more" disclosure that reveals the details in place. */
export function LabToolCard({ tool }: { tool: LabTool }) {
  const [state, send] = useMachine(disclosureMachine, { inspect });
  const expanded = state.matches('expanded');
  const panelId = useId();
  const status = statusOf(tool);
  return (
    <Card data-tool={tool.id} data-expanded={expanded || undefined}>
      <StatusBadge label={status} tone={labStatusTone[status]} />
      <h3>{tool.title}</h3>
      <p>{tool.description}</p>
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={`${expanded ? 'Show less' : 'Learn more'} about ${tool.title}`}
        onClick={() => send({ type: 'disclosure.toggle' })}
      >
        {expanded ? 'Show less' : 'Learn more'}
        <Chevron aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" $open={expanded}>
          <path d="M6 9l6 6 6-6" />
        </Chevron>
      </Toggle>
      <Details id={panelId} hidden={!expanded}>
        <p>{tool.details}</p>
        <CheckList items={tool.highlights} label={`${tool.title} at a glance`} />
      </Details>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  transition: border-color ${theme.motion.base};
  &[data-expanded] {
    border-color: ${theme.color.borderStrong};
  }
  h3 {
    font-size: ${theme.text.xl};
    margin: ${theme.space[5]} 0 ${theme.space[2]};
  }
  > p {
    flex: 1;
    color: ${theme.color.textMuted};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.borderStrong};
  background: transparent;
  font-weight: 600;
  font-size: ${theme.text.sm};
  cursor: pointer;
  transition: border-color ${theme.motion.fast}, color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.color.text};
  }
`;

const Chevron = styled.svg<{ $open: boolean }>`
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${theme.motion.base} ${theme.motion.ease};
`;

const Details = styled.div`
  margin-top: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.color.border};
  > p {
    color: ${theme.color.textMuted};
  }
  &[hidden] {
    display: none;
  }
`;
