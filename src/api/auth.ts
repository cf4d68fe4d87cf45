import type { LoginInput, Role } from '#src/forms/login';
import { getJson, postJson, type RequestOptions } from './http';

export type SessionAnswer = { authenticated: true; role: Role } | { authenticated: false; role?: undefined };

/** Default `verifyCredentials` actor of the auth machine: the server checks, sets the session cookie and answers the role. */
export const postLogin = (input: LoginInput, options: RequestOptions = {}) => postJson<SessionAnswer>('/api/auth/login', input, options);

/** Default `endSession` actor: the server forgets the session and clears the cookie. */
export const postLogout = (options: RequestOptions = {}) => postJson<SessionAnswer>('/api/auth/logout', {}, options);

/** Default `confirmSession` actor: is the session cookie (the authority) still good, and for which role? */
export const fetchSession = (options: RequestOptions = {}) => getJson<SessionAnswer>('/api/auth/session', options);
