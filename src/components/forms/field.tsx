import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldControl } from '#src/components/ui/form-control';
import { theme } from '#src/styles/tokens';

type Common = { label: string; error?: string; hint?: string; optional?: boolean };

function Frame({ id, label, error, hint, optional, children }: Common & { id: string; children: ReactNode }) {
  return (
    <Wrap data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {optional ? <Optional> (optional)</Optional> : null}
      </label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** Labelled text input with its error message linked for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement> & { id: string }>(function TextField(
  { label, error, hint, optional, id, ...input },
  ref,
) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </Frame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common &
    SelectHTMLAttributes<HTMLSelectElement> & { id: string; options: readonly { value: string; label: string }[]; placeholder?: string }
>(function SelectField({ label, error, hint, optional, id, options, placeholder, ...select }, ref) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
      <Select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Frame>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }>(
  function TextAreaField({ label, error, hint, optional, id, ...area }, ref) {
    return (
      <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
        <TextArea ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...area} />
      </Frame>
    );
  },
);

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  label {
    font-size: ${theme.text.sm};
    font-weight: 600;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.color.textSubtle};
`;

const Input = styled.input`
  ${fieldControl}
`;

const Select = styled.select`
  ${fieldControl}
`;

const TextArea = styled.textarea`
  ${fieldControl}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.danger};
`;

/** The honeypot: off-screen, not focusable, hidden from assistive technology. */
export const HoneypotWrap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
