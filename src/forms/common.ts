import { string } from 'yup';

/** Shared field rules and messages (client and server use the same definitions). */
export const messages = {
  nameRequired: 'Please tell us your name.',
  nameShort: 'Please enter at least 2 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  choose: 'Please choose an option.',
} as const;

export { EMAIL_PATTERN } from './patterns';
import { EMAIL_PATTERN } from './patterns';

export const nameField = () => string().trim().required(messages.nameRequired).min(2, messages.nameShort).max(120, messages.tooLong(120));

export const emailField = () =>
  string()
    .trim()
    .required(messages.emailRequired)
    .max(254, messages.tooLong(254))
    // The pattern runs only on plausible lengths: on a long run of dots it backtracks for seconds (a long value fails `max` anyway).
    .test('email', messages.emailInvalid, (value) => !value || value.length > 254 || EMAIL_PATTERN.test(value));

export const optionalText = (max: number) => string().trim().max(max, messages.tooLong(max)).default('');

/** The hidden honeypot: real visitors leave it empty; anything there marks spam (never an error). */
export const honeypotField = () => string().default('').max(500);
