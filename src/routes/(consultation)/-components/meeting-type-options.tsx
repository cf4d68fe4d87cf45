import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { fieldCopy, meetingTypes } from '#src/content/consultation';
import { Group, GroupError, optionLabel } from './form-controls';
import { useWizardForm } from './use-wizard-form';
import { theme } from '#src/styles/tokens';

/** Meeting type as a radio group of cards: video (default), phone, in person. */
export function MeetingTypeOptions() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  const error = errors.meeting_type?.message;
  return (
    <Group data-span="full" data-field="meeting_type" aria-describedby={error ? 'field-meeting_type-error' : undefined}>
      <legend>
        {fieldCopy.meeting_type.label}
        <Req aria-hidden="true"> *</Req>
      </legend>
      <Cards>
        {meetingTypes.map((option, index) => (
          <Card key={option.value}>
            <input type="radio" value={option.value} id={index === 0 ? 'field-meeting_type' : undefined} {...register('meeting_type')} />
            <span>
              <Icon name={option.icon} size={22} />
              <strong>{option.label}</strong>
              <small>{option.description}</small>
            </span>
          </Card>
        ))}
      </Cards>
      {error ? <GroupError id="field-meeting_type-error">{error}</GroupError> : null}
    </Group>
  );
}

const Req = styled.span`
  color: ${theme.color.accentText};
`;

const Cards = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.label`
  ${optionLabel}
  display: block;
  > span {
    display: grid;
    gap: 0.2rem;
    height: 100%;
    padding: ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg};
    transition:
      border-color ${theme.motion.fast},
      background-color ${theme.motion.fast};
  }
  svg {
    color: ${theme.color.accentText};
    margin-bottom: 0.35rem;
  }
  strong {
    font-size: ${theme.text.sm};
  }
  small {
    font-size: ${theme.text.xs};
    color: ${theme.color.textMuted};
    line-height: 1.45;
  }
  input:checked + span {
    border-color: ${theme.color.accent};
    background: color-mix(in srgb, ${theme.color.accent} 14%, transparent);
    box-shadow: 0 0 0 1px ${theme.color.accent} inset;
  }
`;
