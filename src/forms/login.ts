import { mixed, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, messages } from './common';

import { loginMessages, roles, type Role } from './login-messages';

export { isRole, loginMessages, roleOptions, roles, type Role } from './login-messages';

/** Sign-in (docs/product/accounts.md): email, password, role (default admin). One schema for the form and POST /api/auth/login. */
export const loginSchema = object({
  email: string()
    .trim()
    .required(loginMessages.emailRequired)
    .max(254, loginMessages.emailInvalid)
    .matches(EMAIL_PATTERN, { message: loginMessages.emailInvalid, excludeEmptyString: true }),
  // Passwords are taken exactly as typed (no trimming).
  password: string().required(loginMessages.passwordRequired).max(256, messages.tooLong(256)),
  role: mixed<Role>().oneOf(roles, loginMessages.role).default('admin').required(loginMessages.role),
});

export type LoginInput = InferType<typeof loginSchema>;
