/**
 * Copy of the lead forms that use the shared leadForm machine
 * (machines/lead-form.machine.ts): the service pages' lead block in full,
 * and the failure messages by kind, which the portfolio form and the
 * newsletter box can share (`leadErrorMessage`).
 */
import { claims, site } from './site';

export type LeadErrorKind = 'invalid' | 'rateLimited' | 'failed';

/** The message for each kind of failure; the general one names the studio's email. */
export const leadErrorMessages = {
  invalid: 'Please check the highlighted fields and try again.',
  rateLimited: 'Too many attempts in a short time. Please try again in a minute.',
  failed: `There was an error sending your request. Please try again or contact us directly at ${site.email}.`,
} as const satisfies Record<LeadErrorKind, string>;

/** The failure message for `kind`, with a form's own wording where it has one. */
export const leadErrorMessage = (kind: LeadErrorKind | null, own: Partial<Record<LeadErrorKind, string>> = {}): string =>
  own[kind ?? 'failed'] ?? leadErrorMessages[kind ?? 'failed'];

/** The service pages' lead form block (title, subtitle and button text come from each service page). */
export const leadFormCopy = {
  fields: { name: 'Name', email: 'Work email', company: 'Company', honeypot: 'Leave this field empty' },
  sending: 'Sending...',
  privacy: 'No mailing lists. We only use your details to reply.',
  successTitle: 'Thank you, your request is with us',
  success: 'A producer will reply within 24 hours with a few questions and a first idea of scope and timeline.',
  again: 'Send another request',
  replyNote: { value: claims.response, label: 'reply from a producer' },
} as const;
