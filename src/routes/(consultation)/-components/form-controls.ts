import styled, { css } from 'styled-components';
import { fieldControl } from '#src/components/ui/form-control';
import { theme } from '#src/styles/tokens';

export const Input = styled.input`
  ${fieldControl}
`;

export const Textarea = styled.textarea`
  ${fieldControl}
  min-height: 7.5rem;
`;

export const Select = styled.select`
  ${fieldControl}
`;

/** One or two columns of fields. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.md}) {
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
    margin-bottom: ${theme.space[2]};
    font-weight: 600;
    font-size: ${theme.text.sm};
  }
`;

/** The error under a group, tied to it by aria-describedby. */
export const GroupError = styled.p`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.danger};
`;

/**
 * An option drawn as a tile or chip: a <label> whose real checkbox or radio is invisible but covers
 * the whole label (so it is what a tap, the keyboard and a screen reader reach), followed by the
 * <span> that shows it. The span answers hover and keyboard focus; each option styles its checked look.
 */
export const optionLabel = css`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  > span {
    border: 1px solid ${theme.color.borderStrong};
  }
  input:hover + span {
    border-color: ${theme.color.text};
  }
  input:focus-visible + span {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
