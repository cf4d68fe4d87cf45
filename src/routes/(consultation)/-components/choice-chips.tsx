import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { Group, GroupError, optionLabel } from './form-controls';
import { theme } from '#src/styles/tokens';

type Props = {
  name: string;
  legend: string;
  hint?: string;
  options: readonly string[];
  error?: string;
  inputProps: (value: string) => Record<string, unknown>;
};

/** A multi-select as a group of checkbox chips (fieldset + legend). */
export function ChoiceChips({ name, legend, hint, options, error, inputProps }: Props) {
  const hintId = hint ? `field-${name}-hint` : undefined;
  const errorId = error ? `field-${name}-error` : undefined;
  return (
    <Group data-span="full" data-field={name} aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}>
      <legend>
        {legend} <Muted>(optional)</Muted>
      </legend>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      <Chips>
        {options.map((option, index) => (
          <Chip key={option}>
            <input type="checkbox" value={option} id={index === 0 ? `field-${name}` : undefined} {...inputProps(option)} />
            <span>
              <Icon name="check" size={16} />
              {option}
            </span>
          </Chip>
        ))}
      </Chips>
      {error ? <GroupError id={errorId}>{error}</GroupError> : null}
    </Group>
  );
}

const Muted = styled.span`
  font-weight: 400;
  color: ${theme.color.textSubtle};
`;

const HintText = styled.p`
  margin: 0 0 ${theme.space[3]};
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Chip = styled.label`
  ${optionLabel}
  > span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.5rem;
    padding: 0.45rem 0.95rem 0.45rem 0.8rem;
    border-radius: ${theme.radius.pill};
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
    transition:
      background-color ${theme.motion.fast},
      border-color ${theme.motion.fast},
      color ${theme.motion.fast};
  }
  svg {
    width: 0;
    opacity: 0;
    transition:
      width ${theme.motion.fast},
      opacity ${theme.motion.fast};
  }
  input:checked + span {
    background: color-mix(in srgb, ${theme.color.accent} 18%, transparent);
    border-color: ${theme.color.accent};
    color: ${theme.color.text};
  }
  input:checked + span svg {
    width: 16px;
    opacity: 1;
  }
`;
