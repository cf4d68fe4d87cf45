import styled from 'styled-components';

/** Shared layout of the site's forms (contact, portfolio "Start Your Project"). */
export const FormGrid = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** Two fields side by side from the small breakpoint up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  small {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/** Success or error message of a submission (`data-tone`), focusable so focus can move to it. */
export const FormStatus = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid;
  outline: none;
  &[data-tone='success'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.success} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.success} 10%, transparent);
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
  &[data-tone='error'] {
    border-color: color-mix(in srgb, ${({ theme }) => theme.color.danger} 50%, transparent);
    background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 10%, transparent);
  }
  p {
    margin: 0;
  }
`;
