import type { ReactNode } from 'react';
import styled from 'styled-components';
import { optionalMark } from '#src/content/consultation';
import { theme } from '#src/styles/tokens';

export type ControlAria = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

type Props = {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  span?: 'full';
  children: (aria: ControlAria) => ReactNode;
};

/** Label, control, hint and error of one field; the error is linked with aria-describedby and aria-invalid. */
export function Field({ name, label, required, hint, error, span, children }: Props) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap data-span={span} data-field={name}>
      <Label htmlFor={id}>
        {label}
        {required ? <Req aria-hidden="true"> *</Req> : <Optional> {optionalMark}</Optional>}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId}>
          <span aria-hidden="true">!</span>
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}

export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.text.sm};
`;

export const Req = styled.span`
  color: ${theme.color.accentText};
`;

export const Optional = styled.span`
  font-weight: 400;
  color: ${theme.color.textSubtle};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 0;
  font-size: ${theme.text.xs};
  font-weight: 500;
  color: ${theme.color.danger};
  > span {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.05rem;
    height: 1.05rem;
    margin-top: 0.1rem;
    border-radius: 50%;
    background: ${theme.color.danger};
    color: ${theme.color.bg};
    font-size: 0.7rem;
    font-weight: 700;
  }
`;
