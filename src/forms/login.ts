import { object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, messages } from './common';

/** The two stored roles (SPEC sections 3 and 6); admin is the default (SPEC section 9). */
export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: unknown): value is Role => value === 'admin' || value === 'client';

export const roleOptions = [
  { value: 'admin', label: 'Admin' },
  { value: 'client', label: 'Client' },
] as const satisfies readonly { value: Role; label: string }[];

export const loginMessages = {
  /** SPEC section 8: the one answer for any wrong email, password or role. */
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unavailable: 'We could not reach the server. Please check your connection and try again.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  passwordRequired: 'Please enter your password.',
  role: 'Please choose a role.',
} as const;

/** Sign-in (SPEC section 5): email, password, role (default admin). One schema for the form and POST /api/auth/login. */
export const loginSchema = object({
  email: string()
    .trim()
    .required(loginMessages.emailRequired)
    .max(254, loginMessages.emailInvalid)
    .matches(EMAIL_PATTERN, { message: loginMessages.emailInvalid, excludeEmptyString: true }),
  // Passwords are taken exactly as typed (no trimming).
  password: string().required(loginMessages.passwordRequired).max(256, messages.tooLong(256)),
  role: string().oneOf(roles, loginMessages.role).default('admin').required(loginMessages.role),
});

export type LoginInput = InferType<typeof loginSchema>;
