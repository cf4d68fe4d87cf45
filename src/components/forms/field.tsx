import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

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
export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement> & { id: string }>(
  function TextField({ label, error, hint, optional, id, ...input }, ref) {
    return (
      <Frame id={id} label={label} error={error} hint={hint} optional={optional}>
        <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
      </Frame>
    );
  },
);

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { id: string; options: readonly { value: string; label: string }[]; placeholder?: string }
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
  gap: ${({ theme }) => theme.space[2]};
  label {
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: 600;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const control = `
  width: 100%;
  min-height: 3rem;
  padding: 0.75rem 1rem;
  border-radius: 12px;
  font-size: 1rem;
  transition: border-color 160ms, box-shadow 160ms;
`;

const Input = styled.input`
  ${control}
  background: ${({ theme }) => theme.color.bgElevated};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.accent} 30%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Select = styled.select`
  ${control}
  appearance: none;
  background:
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' stroke='%23888' stroke-width='1.6' fill='none' stroke-linecap='round'/%3E%3C/svg%3E")
      no-repeat right 1rem center,
    ${({ theme }) => theme.color.bgElevated};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  padding-right: 2.5rem;
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.accent} 30%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const TextArea = styled.textarea`
  ${control}
  resize: vertical;
  line-height: 1.5;
  background: ${({ theme }) => theme.color.bgElevated};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.accent} 30%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/** The honeypot: off-screen, not focusable, hidden from assistive technology. */
export const HoneypotWrap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
