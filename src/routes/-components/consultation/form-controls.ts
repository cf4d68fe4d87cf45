import styled, { css } from 'styled-components';

/** Shared look of the wizard's text inputs, selects and textareas (theme tokens only). */
const control = css`
  width: 100%;
  min-height: 3rem;
  padding: 0.75rem 0.95rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.text.md};
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.textSubtle};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.accent} 35%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input`
  ${control}
  &[type='date'] {
    color-scheme: inherit;
  }
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 7.5rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 2.5rem;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.2rem) 55%,
    calc(100% - 0.85rem) 55%;
  background-size:
    0.35rem 0.35rem,
    0.35rem 0.35rem;
  background-repeat: no-repeat;
  option {
    background: ${({ theme }) => theme.color.bgElevated};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** One or two columns of fields. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
`;

/** A group of related controls: fieldset + legend without the browser's frame. */
export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.text.sm};
  }
`;
