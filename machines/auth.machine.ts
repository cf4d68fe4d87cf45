import { assign, fromPromise, setup } from 'xstate';
import { fetchSession, postLogin, postLogout, type SessionAnswer } from '#src/api/auth';
import { ApiError } from '#src/api/http';
import type { LoginInput } from '#src/forms/login';
import { isRole, loginMessages, waitInWords, type Role } from '#src/forms/login-messages';

/** Local storage keys (docs/product/accounts.md): `isAuthenticated` is the string "true" when signed in, `userRole` is admin or client. */
export const AUTH_STORAGE_KEYS = { authenticated: 'isAuthenticated', role: 'userRole' } as const;
/** What a signed-in person keeps in the tab's session storage (the client's support conversation): forgotten at logout, so the next person at the device does not see it. */
export const SIGNED_IN_SESSION_KEYS = { supportChat: 'lumora.chat.support' } as const;

export type StoredAuth = { authenticated: boolean; role: Role | null };

export type AuthContext = {
  authenticated: boolean;
  role: Role | null;
  /** True until the stored flags have been read. */
  loading: boolean;
  /** The message shown under the sign-in form after a failed attempt. */
  error: string | null;
  /** The role asked for in the sign-in being verified. */
  requestedRole: Role | null;
};

export type AuthEvent =
  | ({ type: 'auth.login' } & LoginInput)
  /** The visitor changed a field or the role on the sign-in form. */
  | { type: 'auth.edit' }
  | { type: 'auth.logout' }
  /** A protected call answered 401: the server no longer knows this session. */
  | { type: 'auth.expire' };

/** Read the two flags; anything but "true" plus a known role counts as signed out. */
export function readStorage(): StoredAuth {
  try {
    const authenticated = window.localStorage.getItem(AUTH_STORAGE_KEYS.authenticated) === 'true';
    const role = window.localStorage.getItem(AUTH_STORAGE_KEYS.role);
    return authenticated && isRole(role) ? { authenticated: true, role } : { authenticated: false, role: null };
  } catch {
    return { authenticated: false, role: null };
  }
}

const initialContext: AuthContext = { authenticated: false, role: null, loading: true, error: null, requestedRole: null };

/**
 * What a refused sign-in says, true to the server's answer (docs/product/accounts.md): 401 wrong details,
 * 429 too many attempts and 503 busy (each with the wait the server gave in Retry-After), 400 a request the
 * server could not accept, no answer at all (status 0 or no ApiError) could not reach the server.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return loginMessages.unavailable;
  const wait = error.retryAfterSeconds === null ? null : waitInWords(error.retryAfterSeconds);
  switch (error.status) {
    case 401:
      return loginMessages.invalidCredentials;
    case 400:
      return loginMessages.invalidRequest;
    case 429:
      return wait ? loginMessages.tooManyAttemptsWait(wait) : loginMessages.tooManyAttempts;
    case 503:
      return wait ? loginMessages.busy(wait) : loginMessages.serverError;
    default:
      return loginMessages.serverError;
  }
}

/** The role of an answer its guard admitted (`isSessionActive`, `isRequestedRole`: authenticated with a known role). */
function admittedRole(answer: SessionAnswer): Role {
  if (!answer.authenticated) throw new Error('A signed-out answer has no role.');
  return answer.role;
}

/**
 * Sign-in for the two stored roles (docs/product/accounts.md).
 *
 * loading: the stored flags are read, then the loading flag clears. With
 * stored flags the UI trusts them at once while `confirming` asks the server
 * (the session cookie is the authority); without them there is nothing to
 * confirm. Login → `verifying` (the server checks email, password and role)
 * → signedIn, writing both flags, or back to signedOut with "Invalid
 * credentials" — a role the server did not grant counts as a failure too.
 * Any other refusal says what happened (too many attempts or busy, with the
 * server's wait; a request it could not accept; no connection). Editing the
 * form (`auth.edit`) clears the message.
 * Logout clears both flags and the state, navigates to / and ends the server
 * session (signingOut → signedOut when the server has answered).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    readStoredAuth: fromPromise<StoredAuth>(async () => readStorage()),
    confirmSession: fromPromise<SessionAnswer>(({ signal }) => fetchSession({ signal })),
    verifyCredentials: fromPromise<SessionAnswer, LoginInput>(({ input, signal }) => postLogin(input, { signal })),
    endSession: fromPromise<unknown>(({ signal }) => postLogout({ signal })),
  },
  actions: {
    storeAuth: (_, params: { role: Role }) => {
      try {
        window.localStorage.setItem(AUTH_STORAGE_KEYS.authenticated, 'true');
        window.localStorage.setItem(AUTH_STORAGE_KEYS.role, params.role);
      } catch {
        /* storage unavailable: the state still holds it for this page */
      }
    },
    clearStoredAuth: () => {
      try {
        window.localStorage.removeItem(AUTH_STORAGE_KEYS.authenticated);
        window.localStorage.removeItem(AUTH_STORAGE_KEYS.role);
        for (const key of Object.values(SIGNED_IN_SESSION_KEYS)) window.sessionStorage.removeItem(key);
      } catch {
        /* nothing to clear */
      }
    },
    /** Navigation is injected: the app provides the router's; this default reloads at /. */
    navigateHome: () => {
      window.location.assign('/');
    },
    /** After a successful sign-in: the role's own page. */
    navigateToArea: (_, params: { role: Role }) => {
      window.location.assign(`/${params.role}`);
    },
    assignStored: assign((_, params: StoredAuth) => ({ authenticated: params.authenticated, role: params.role })),
    assignSignedIn: assign((_, params: { role: Role }) => ({ authenticated: true, role: params.role, error: null })),
    resetAuth: assign({ authenticated: false, role: null }),
    clearLoading: assign({ loading: false }),
    clearError: assign({ error: null }),
    assignRequestedRole: assign((_, params: { role: Role }) => ({ requestedRole: params.role })),
    assignError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    hasStoredSession: (_, params: { stored: StoredAuth }) => params.stored.authenticated && isRole(params.stored.role),
    isSessionActive: (_, params: { answer: SessionAnswer }) => params.answer.authenticated === true && isRole(params.answer.role),
    hasError: ({ context }) => context.error !== null,
    isRequestedRole: (_, params: { answer: SessionAnswer; requested: Role }) =>
      params.answer.authenticated === true && params.answer.role === params.requested,
  },
}).createMachine({
  id: 'auth',
  description: 'who is signed in to the admin or client area, from the sign-in card to signing out',
  context: initialContext,
  initial: 'loading',
  states: {
    loading: {
      description: 'the page checks whether this browser remembers a sign-in; nothing is shown yet',
      invoke: {
        id: 'readStoredAuth',
        src: 'readStoredAuth',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ stored: event.output }) },
            target: 'confirming',
            description: 'the browser remembers a sign-in, so the server is asked whether it still holds',
            actions: [{ type: 'assignStored', params: ({ event }) => event.output }, 'clearLoading'],
          },
          {
            target: 'signedOut',
            actions: 'clearLoading',
            description: 'the browser remembers no sign-in, so the sign-in card shows',
          },
        ],
        onError: {
          target: 'signedOut',
          actions: 'clearLoading',
          description: 'the browser storage cannot be read, so the sign-in card shows',
        },
      },
    },
    confirming: {
      description: 'the page asks the server whether the remembered sign-in is still valid',
      invoke: {
        id: 'confirmSession',
        src: 'confirmSession',
        onDone: [
          {
            guard: { type: 'isSessionActive', params: ({ event }) => ({ answer: event.output }) },
            target: 'signedIn',
            description: 'the server confirms the sign-in still holds',
            actions: [
              { type: 'assignSignedIn', params: ({ event }) => ({ role: admittedRole(event.output) }) },
              { type: 'storeAuth', params: ({ event }) => ({ role: admittedRole(event.output) }) },
            ],
          },
          {
            target: 'signedOut',
            actions: ['resetAuth', 'clearStoredAuth'],
            description: 'the server says the sign-in has ended, so the browser forgets it and the sign-in card shows',
          },
        ],
        // The server cannot be reached: keep what storage said (every protected call is still checked there).
        onError: {
          target: 'signedIn',
          description: 'the server cannot be reached, so the visitor stays signed in as the browser remembers',
        },
      },
      on: {
        'auth.logout': { target: 'signingOut', description: 'the visitor presses Sign out' },
        'auth.expire': {
          target: 'signedOut',
          actions: ['resetAuth', 'clearStoredAuth'],
          description: 'the server says the sign-in has expired, and the sign-in card shows again',
        },
      },
    },
    signedOut: {
      description: 'the sign-in form shows, with the message of the last refused attempt until the visitor edits the form',
      on: {
        'auth.edit': {
          guard: 'hasError',
          actions: 'clearError',
          description: 'the visitor changes a field or the role after a refused attempt, and the old message goes',
        },
        'auth.login': {
          target: 'verifying',
          description: 'the visitor presses Sign in as {role}',
          actions: ['clearError', { type: 'assignRequestedRole', params: ({ event }) => ({ role: event.role }) }],
        },
      },
    },
    verifying: {
      description: 'the sign-in card waits while the server checks the email and password',
      invoke: {
        id: 'verifyCredentials',
        src: 'verifyCredentials',
        input: ({ event }) => {
          const { email, password, role } = event as Extract<AuthEvent, { type: 'auth.login' }>;
          return { email, password, role };
        },
        onDone: [
          {
            guard: {
              type: 'isRequestedRole',
              params: ({ event, context }) => ({ answer: event.output, requested: context.requestedRole ?? 'admin' }),
            },
            target: 'signedIn',
            description: 'the server accepts the details for the chosen role, and the visitor is taken to their area',
            actions: [
              { type: 'assignSignedIn', params: ({ event }) => ({ role: admittedRole(event.output) }) },
              { type: 'storeAuth', params: ({ event }) => ({ role: admittedRole(event.output) }) },
              { type: 'navigateToArea', params: ({ event }) => ({ role: admittedRole(event.output) }) },
            ],
          },
          {
            target: 'signedOut',
            description: 'the details belong to another role or are wrong, and the card says the details are invalid',
            actions: ['resetAuth', 'clearStoredAuth', { type: 'assignError', params: { message: loginMessages.invalidCredentials } }],
          },
        ],
        onError: {
          target: 'signedOut',
          description:
            'the server refuses or cannot be reached; the form says why: wrong details, too many attempts or busy (with how long to wait), a request it could not accept, or no connection',
          actions: [
            'resetAuth',
            'clearStoredAuth',
            { type: 'assignError', params: ({ event }) => ({ message: loginErrorMessage(event.error) }) },
          ],
        },
      },
    },
    signedIn: {
      description: 'the visitor is signed in as {role} and sees their area',
      on: {
        'auth.logout': { target: 'signingOut', description: 'the visitor presses Sign out' },
        'auth.expire': {
          target: 'signedOut',
          actions: ['resetAuth', 'clearStoredAuth'],
          description: 'the server says the sign-in has expired, and the sign-in card shows again',
        },
      },
    },
    signingOut: {
      description: 'the visitor is taken to the home page while the server is told about the sign-out',
      // The browser forgets the sign-in and leaves at once; the server is told meanwhile.
      entry: ['clearStoredAuth', 'resetAuth', 'clearError', 'navigateHome'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: { target: 'signedOut', description: 'the server confirms the sign-out' },
        onError: { target: 'signedOut', description: 'the server cannot be told, and the visitor is signed out anyway' },
      },
    },
  },
});
