/** Roles and sign-in messages without the schema library: the app-wide auth machine needs these, not yup. */
/** The two stored roles (docs/product/accounts.md); admin is the default. */
export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];
export const isRole = (value: unknown): value is Role => value === 'admin' || value === 'client';

/** Each role's own area: only a session of that role may open it; anyone else goes to /login. */
export const areaPaths = { admin: '/admin', client: '/client' } as const satisfies Record<Role, string>;
export const areaPath = (role: Role) => areaPaths[role];

export const roleOptions = [
  { value: 'admin', label: 'Admin' },
  { value: 'client', label: 'Client' },
] as const satisfies readonly { value: Role; label: string }[];

export const loginMessages = {
  /** The one answer for any wrong email, password or role. */
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unavailable: 'We could not reach the server. Please check your connection and try again.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  passwordRequired: 'Please enter your password.',
  role: 'Please choose a role.',
} as const;
