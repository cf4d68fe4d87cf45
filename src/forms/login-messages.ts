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

/** A wait the server asked for, in words: "3 seconds", "1 minute", "10 minutes" (a minute or more rounds up to whole minutes). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const loginMessages = {
  /** The one answer for any wrong email, password or role (401). */
  invalidCredentials: 'Invalid credentials',
  /** Too many attempts (429) when the server did not say how long to wait. */
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  /** Too many attempts (429) with the server's Retry-After. */
  tooManyAttemptsWait: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
  /** The server is busy checking other sign-ins or cannot reach its database (503 with Retry-After). */
  busy: (wait: string) => `Sign-in is busy right now. Please try again in ${wait}.`,
  /** The server refused the request itself (400): a field it could not accept. */
  invalidRequest: 'The sign-in request was not valid. Please check the fields and try again.',
  /** Any other answer from the server (5xx without Retry-After, an unexpected status). */
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  /** No answer at all: network failure, dropped connection, timeout. */
  unavailable: 'We could not reach the server. Please check your connection and try again.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  passwordRequired: 'Please enter your password.',
  role: 'Please choose a role.',
} as const;
