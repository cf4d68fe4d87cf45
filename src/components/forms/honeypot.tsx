import { forwardRef, type InputHTMLAttributes } from 'react';
import { honeypotLabel } from '#src/content/form-messages';
import { HoneypotWrap } from './field';

/**
 * The hidden honeypot every form carries (`bot-field`): off-screen, out of the
 * tab order and hidden from assistive technology. People leave it empty; a
 * filled one marks the submission as spam on the server.
 */
export const Honeypot = forwardRef<HTMLInputElement, { id: string } & InputHTMLAttributes<HTMLInputElement>>(function Honeypot(
  { id, ...input },
  ref,
) {
  return (
    <HoneypotWrap aria-hidden="true">
      <label htmlFor={id}>{honeypotLabel}</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </HoneypotWrap>
  );
});
