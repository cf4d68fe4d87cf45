import styled from 'styled-components';
import { fieldControl } from '../../../components/ui/form-control';

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
