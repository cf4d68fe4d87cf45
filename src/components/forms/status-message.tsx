import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { FormStatus } from './form-layout';

type Props = {
  /** `success` is announced politely (`role="status"`), `error` at once (`role="alert"`). */
  tone: 'success' | 'error';
  children: ReactNode;
  /** The styled element a form draws its message in (default: the shared FormStatus box). */
  container?: ElementType;
};

/**
 * The outcome of a submission. It takes focus when it appears, so keyboard and
 * screen-reader users land on it: a new failure after a retry appears anew
 * (the message is gone while sending) and takes focus again.
 */
export function FormStatusMessage({ tone, children, container: Container = FormStatus }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Container ref={ref} tabIndex={-1} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </Container>
  );
}
