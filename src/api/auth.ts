import type { LoginInput, Role } from '../forms/login';
import { ApiError, postJson } from './http';

export type SessionAnswer = { authenticated: true; role: Role } | { authenticated: false; role?: undefined };

/** GET JSON from our own API; throws ApiError (status 0 for a network failure). */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new ApiError('network', 0);
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; fields?: Record<string, string> };
    throw new ApiError(payload.message ?? `HTTP ${response.status}`, response.status, payload.fields ?? {});
  }
  return data as T;
}

/** Default `verifyCredentials` actor of the auth machine: the server checks, sets the session cookie and answers the role. */
export const postLogin = (input: LoginInput) => postJson<SessionAnswer>('/api/auth/login', input);

/** Default `endSession` actor: the server forgets the session and clears the cookie. */
export const postLogout = () => postJson<SessionAnswer>('/api/auth/logout', {});

/** Default `confirmSession` actor: is the session cookie (the authority) still good, and for which role? */
export const fetchSession = () => getJson<SessionAnswer>('/api/auth/session');
