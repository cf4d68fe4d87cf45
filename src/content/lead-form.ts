/**
 * Copy of the service pages' lead form block (machines/form.machine.ts
 * drives it; the texts every form shares are in ./form-messages).
 */
import { claims, site } from './site';

/** The service pages' lead form block (title, subtitle and button text come from each service page). */
export const leadFormCopy = {
  fields: { name: 'Name', email: 'Work email', company: 'Company' },
  sending: 'Sending...',
  privacy: 'No mailing lists. We only use your details to reply.',
  successTitle: 'Thank you, your request is with us',
  success: 'A producer will reply within 24 hours with a few questions and a first idea of scope and timeline.',
  again: 'Send another request',
  failed: `There was an error sending your request. Please try again or contact us directly at ${site.email}.`,
  replyNote: { value: claims.response, label: 'reply from a producer' },
} as const;
