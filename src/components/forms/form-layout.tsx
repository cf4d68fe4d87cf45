import styled from 'styled-components';
import { Button } from '#src/components/ui/button';
import { theme } from '#src/styles/tokens';

/** Shared layout of the site's forms (contact, portfolio "Start Your Project", the service pages' lead form). */
export const FormGrid = styled.form`
  position: relative;
  display: grid;
  gap: ${theme.space[5]};
`;

/** Two fields side by side from the small breakpoint up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  small {
    color: ${theme.color.textSubtle};
  }
`;

type SubmitActionsProps = {
  /** True while the form machine is sending: the button says so and takes no second press. */
  submitting: boolean;
  label: string;
  submittingLabel: string;
  /** The small line beside the button (a promise or a privacy note). */
  note: string;
};

/** The submit button of a form with its note, the same on every form of the site. */
export function SubmitActions({ submitting, label, submittingLabel, note }: SubmitActionsProps) {
  return (
    <FormActions>
      <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? submittingLabel : label}
      </Button>
      <small>{note}</small>
    </FormActions>
  );
}

/** Success or error message of a submission (`data-tone`), focusable so focus can move to it. */
export const FormStatus = styled.div`
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px solid;
  outline: none;
  &[data-tone='success'] {
    border-color: color-mix(in srgb, ${theme.color.success} 50%, transparent);
    background: color-mix(in srgb, ${theme.color.success} 10%, transparent);
    margin-bottom: ${theme.space[5]};
  }
  &[data-tone='error'] {
    border-color: color-mix(in srgb, ${theme.color.danger} 50%, transparent);
    background: color-mix(in srgb, ${theme.color.danger} 10%, transparent);
  }
  p {
    margin: 0;
  }
`;
