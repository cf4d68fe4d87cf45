/**
 * Texts every form shares (docs/product/forms.md): the honeypot's label and
 * the message for each kind of failed submission. A form gives its own
 * failure text (which names the studio's email) and may word any other kind
 * its own way.
 */
import type { ApiErrorKind } from '#src/api/http';

export const honeypotLabel = 'Leave this field empty';

export const formMessages = {
  invalid: 'Please check the highlighted fields and try again.',
  rateLimited: 'Too many attempts in a short time. Please try again in a minute.',
} as const;

/** A form's own failure texts: `failed` for an unreachable server or a server error, optionally its own wording of the others. */
export type FormFailureTexts = { failed: string } & Partial<Record<ApiErrorKind, string>>;

/** The message for a failed submission of `kind`. */
export function formFailureMessage(kind: ApiErrorKind | null, own: FormFailureTexts): string {
  switch (kind) {
    case 'invalid':
      return own.invalid ?? formMessages.invalid;
    case 'rateLimited':
      return own.rateLimited ?? formMessages.rateLimited;
    case 'unreachable':
      return own.unreachable ?? own.failed;
    default:
      return own.serverError ?? own.failed;
  }
}
