import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import type { ConsultationField } from '#src/forms/consultation';
import { useWizardForm } from './use-wizard-form';
import { theme } from '#src/styles/tokens';

type Props = { name: Extract<ConsultationField, 'consent_email' | 'consent_marketing'>; label: string; error?: string };

/** One consent checkbox with its full label (the label text is exact for email consent: docs/product/consultation.md). */
export function ConsentBox({ name, label, error }: Props) {
  const { register } = useWizardForm();
  const id = `field-${name}`;
  return (
    <Wrap data-field={name}>
      <Row htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <Box aria-hidden="true">
          <Icon name="check" size={16} />
        </Box>
        <span>{label}</span>
      </Row>
      {error ? <ErrorLine id={`${id}-error`}>{error}</ErrorLine> : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space[1]};
`;

const Row = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[3]};
  align-items: start;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1.35rem;
    height: 1.35rem;
    margin: 0.1rem 0 0;
    cursor: pointer;
  }
  input:checked + span {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.accentContrast};
  }
  input:checked + span svg {
    opacity: 1;
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + span {
    border-color: ${theme.color.danger};
  }
`;

const Box = styled.span`
  display: grid;
  place-items: center;
  width: 1.35rem;
  height: 1.35rem;
  margin-top: 0.1rem;
  border-radius: 6px;
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.bg};
  transition: background-color ${theme.motion.fast};
  svg {
    opacity: 0;
  }
`;

const ErrorLine = styled.p`
  margin: 0 0 0 calc(1.35rem + ${theme.space[3]});
  font-size: ${theme.text.xs};
  color: ${theme.color.danger};
`;
