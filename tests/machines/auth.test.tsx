import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { AuthContext } from '#machines/auth-context';
import { authMachine, readStorage, type AuthEvent } from '#machines/auth.machine';
import { fetchSession, postLogin, postLogout, type SessionAnswer } from '#src/api/auth';
import { ApiError } from '#src/api/http';
import type { LoginInput, Role } from '#src/forms/login';
import { LoginPanel } from '#src/routes/_staff/-components/login-panel';
import { describePathTests } from '../utils/path-tests';
import { renderWithRouter } from '../utils/render';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void; input?: unknown };

/** The auth machine with every outside effect under the test's control (storage writes stay real: jsdom's localStorage). */
function controllable() {
  const pending: Record<'readStoredAuth' | 'confirmSession' | 'verifyCredentials' | 'endSession', Deferred<unknown>[]> = {
    readStoredAuth: [],
    confirmSession: [],
    verifyCredentials: [],
    endSession: [],
  };
  const deferred = <T,>(name: keyof typeof pending, input?: unknown) =>
    new Promise<T>((resolve, reject) => pending[name].push({ resolve: resolve as (v: unknown) => void, reject, input }));
  const navigations: string[] = [];
  const machine = authMachine.provide({
    actors: {
      readStoredAuth: fromPromise(() => deferred<{ authenticated: boolean; role: Role | null }>('readStoredAuth')),
      confirmSession: fromPromise(() => deferred<SessionAnswer>('confirmSession')),
      verifyCredentials: fromPromise<SessionAnswer, LoginInput>(({ input }) => deferred<SessionAnswer>('verifyCredentials', input)),
      endSession: fromPromise(() => deferred<unknown>('endSession')),
    },
    actions: {
      navigateHome: () => void navigations.push('/'),
      navigateToArea: (_, params: { role: Role }) => void navigations.push(`/${params.role}`),
    },
  });
  return { machine, pending, navigations };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const stored = () => [window.localStorage.getItem('isAuthenticated'), window.localStorage.getItem('userRole')];

const ADMIN_LOGIN = { type: 'auth.login', email: 'admin@lumora.studio', password: 'right password', role: 'admin' } as const;
const CLIENT_LOGIN = { type: 'auth.login', email: 'client@lumora.studio', password: 'right password', role: 'client' } as const;

describe('auth machine', () => {
  afterEach(() => window.localStorage.clear());

  it('loading reads the stored flags, then the loading flag clears', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.loading).toBe(true);
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, authenticated: false, role: null });
  });

  it('stored flags show as signed in at once, then the server confirms (or not)', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: true, role: 'client' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ loading: false, authenticated: true, role: 'client' });
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('userRole', 'client');
    pending.confirmSession[0]!.resolve({ authenticated: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ authenticated: false, role: null });
    expect(stored()).toEqual([null, null]);
  });

  it('the cookie is the authority: the server role wins over the stored one', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: true, role: 'client' });
    await settle();
    pending.confirmSession[0]!.resolve({ authenticated: true, role: 'admin' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.role).toBe('admin');
    expect(stored()).toEqual(['true', 'admin']);
  });

  it("login sets both keys and the state, and goes to the role's area", async () => {
    const { machine, pending, navigations } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    actor.send(ADMIN_LOGIN as AuthEvent);
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(pending.verifyCredentials[0]!.input).toEqual({ email: 'admin@lumora.studio', password: 'right password', role: 'admin' });
    pending.verifyCredentials[0]!.resolve({ authenticated: true, role: 'admin' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ authenticated: true, role: 'admin', error: null });
    expect(stored()).toEqual(['true', 'admin']);
    expect(navigations).toEqual(['/admin']);
  });

  it('a role the server did not grant is a failure: "Invalid credentials", nothing stored', async () => {
    const { machine, pending, navigations } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    actor.send(CLIENT_LOGIN as AuthEvent);
    pending.verifyCredentials[0]!.resolve({ authenticated: true, role: 'admin' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ authenticated: false, role: null, error: 'Invalid credentials' });
    expect(stored()).toEqual([null, null]);
    expect(navigations).toEqual([]);
  });

  it.each([
    [new ApiError('Invalid credentials', 401), 'Invalid credentials'],
    [new ApiError('Too many', 429), 'Too many sign-in attempts. Please wait a few minutes and try again.'],
    [new ApiError('network', 0), 'We could not reach the server. Please check your connection and try again.'],
    [new Error('anything else'), 'We could not reach the server. Please check your connection and try again.'],
  ])('a refused sign-in (%s) says %j', async (error, message) => {
    const { machine, pending } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    actor.send(ADMIN_LOGIN as AuthEvent);
    pending.verifyCredentials[0]!.reject(error);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(message);
    // The next attempt starts without the old message.
    actor.send(ADMIN_LOGIN as AuthEvent);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('editing the form after a refusal clears the message; editing with no message changes nothing', async () => {
    const { machine, pending } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    const before = actor.getSnapshot();
    actor.send({ type: 'auth.edit' });
    expect(actor.getSnapshot()).toBe(before);
    actor.send(ADMIN_LOGIN as AuthEvent);
    pending.verifyCredentials[0]!.reject(new ApiError('Invalid credentials', 401));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Invalid credentials');
    actor.send({ type: 'auth.edit' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('logout clears both keys, the support conversation and the state, goes to / and ends the server session', async () => {
    window.sessionStorage.setItem('lumora.chat.support', '{"conversation":"ours"}');
    window.sessionStorage.setItem('studio:other', 'kept');
    const { machine, pending, navigations } = controllable();
    const actor = createActor(machine).start();
    pending.readStoredAuth[0]!.resolve({ authenticated: false, role: null });
    await settle();
    actor.send(ADMIN_LOGIN as AuthEvent);
    pending.verifyCredentials[0]!.resolve({ authenticated: true, role: 'admin' });
    await settle();
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().context).toMatchObject({ authenticated: false, role: null });
    expect(stored()).toEqual([null, null]);
    expect(window.sessionStorage.getItem('lumora.chat.support')).toBeNull();
    expect(window.sessionStorage.getItem('studio:other')).toBe('kept');
    window.sessionStorage.clear();
    expect(navigations).toEqual(['/admin', '/']);
    expect(pending.endSession).toHaveLength(1);
    pending.endSession[0]!.resolve({ authenticated: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('readStorage accepts only "true" with a known role', () => {
    expect(readStorage()).toEqual({ authenticated: false, role: null });
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('userRole', 'admin');
    expect(readStorage()).toEqual({ authenticated: true, role: 'admin' });
    window.localStorage.setItem('userRole', 'root');
    expect(readStorage()).toEqual({ authenticated: false, role: null });
    window.localStorage.setItem('isAuthenticated', 'yes');
    window.localStorage.setItem('userRole', 'client');
    expect(readStorage()).toEqual({ authenticated: false, role: null });
  });
});

describe('auth API clients (the default actors)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('login posts JSON to /api/auth/login with same-origin credentials; session and logout hit their endpoints', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ authenticated: true, role: 'admin' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    expect(await postLogin({ email: 'a@b.co', password: 'p', role: 'admin' })).toEqual({ authenticated: true, role: 'admin' });
    await fetchSession();
    await postLogout();
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/session',
      'POST /api/auth/logout',
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'a@b.co', password: 'p', role: 'admin' });
    expect(calls.every((c) => c.init.credentials === 'same-origin')).toBe(true);
  });

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it.each([
    ['401', () => answer(401, { error: 'invalid_credentials', message: 'Invalid credentials' }), 'Invalid credentials'],
    [
      '503 busy with Retry-After: 3',
      () => answer(503, { error: 'busy', message: 'Sign-in is busy right now.' }, { 'Retry-After': '3' }),
      'Sign-in is busy right now. Please try again in 3 seconds.',
    ],
    [
      '429 with Retry-After: 600',
      () => answer(429, { error: 'rate_limited', message: 'Too many' }, { 'Retry-After': '600' }),
      'Too many sign-in attempts. Please try again in 10 minutes.',
    ],
    [
      '429 with Retry-After: 61',
      () => answer(429, { error: 'rate_limited', message: 'Too many' }, { 'Retry-After': '61' }),
      'Too many sign-in attempts. Please try again in 2 minutes.',
    ],
    [
      '400',
      () => answer(400, { error: 'invalid', fields: { email: 'Please enter a valid email address.' } }),
      'The sign-in request was not valid. Please check the fields and try again.',
    ],
    ['500', () => answer(500, { error: 'internal' }), 'Something went wrong on our side. Please try again in a moment.'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'We could not reach the server. Please check your connection and try again.',
    ],
  ])("the sign-in form tells the truth about the server's answer: %s", async (_, respond, message) => {
    vi.stubGlobal('fetch', async (url: string) => (url === '/api/auth/login' ? respond() : answer(200, { authenticated: false })));
    const actor = createActor(authMachine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    actor.send(ADMIN_LOGIN as AuthEvent);
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe(message));
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a 401 becomes an ApiError with the status', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'invalid_credentials', message: 'Invalid credentials' }), { status: 401 }),
    );
    await expect(postLogin({ email: 'a@b.co', password: 'p', role: 'admin' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
  });
});

// ---------------------------------------------------------------------------
// Generated paths, replayed against the rendered sign-in card (/login).

let current: ReturnType<typeof controllable>;
let authRef: { send: (event: AuthEvent) => void } | null = null;

function Probe() {
  authRef = AuthContext.useActorRef();
  return null;
}

const click = async (name: string) => {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
};

const fillAndSubmit = async (event: AnyEventObject) => {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: event.email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: event.password } });
  fireEvent.change(screen.getByLabelText('Role'), { target: { value: event.role } });
  await click('Sign in');
};

const lastPending = (name: keyof ReturnType<typeof controllable>['pending']) => current.pending[name].at(-1)!;

const outputOf = (event: AnyEventObject) => (event as unknown as { output: unknown }).output;
const errorOf = (event: AnyEventObject) => (event as unknown as { error: unknown }).error;

const doneEvent = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const errorEvent = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

const signedInCard = (role: string) => {
  expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain(`Signed in as ${role}`);
  expect(screen.queryByLabelText('Password')).toBeNull();
};

describePathTests('auth · sign-in card', authMachine, {
  start: 'the sign-in page (/login) while it reads whether this browser is already signed in',
  events: [
    doneEvent('readStoredAuth', { authenticated: true, role: 'admin' }),
    doneEvent('readStoredAuth', { authenticated: false, role: null }),
    errorEvent('readStoredAuth', new Error('storage blocked')),
    doneEvent('confirmSession', { authenticated: true, role: 'admin' }),
    doneEvent('confirmSession', { authenticated: false }),
    errorEvent('confirmSession', new ApiError('network', 0)),
    ADMIN_LOGIN,
    CLIENT_LOGIN,
    { type: 'auth.edit' },
    doneEvent('verifyCredentials', { authenticated: true, role: 'admin' }),
    doneEvent('verifyCredentials', { authenticated: true, role: 'client' }),
    errorEvent('verifyCredentials', new ApiError('Invalid credentials', 401)),
    errorEvent('verifyCredentials', new ApiError('Too many', 429)),
    { type: 'auth.logout' },
    { type: 'auth.expire' },
    doneEvent('endSession', { authenticated: false }),
    errorEvent('endSession', new ApiError('network', 0)),
  ] as never[],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      authenticated: snapshot.context.authenticated,
      role: snapshot.context.role,
      error: snapshot.context.error,
      requested: snapshot.value === 'verifying' ? snapshot.context.requestedRole : null,
    }),
  setup: async () => {
    current = controllable();
    authRef = null;
    await renderWithRouter(
      <AuthContext.Provider logic={current.machine}>
        <Probe />
        <LoginPanel />
      </AuthContext.Provider>,
      { path: '/login' },
    );
    return {};
  },
  exec: {
    'xstate.done.actor.readStoredAuth': async (_sut, event) => {
      // What the real reader would have found in storage.
      const output = outputOf(event) as { authenticated: boolean; role: Role | null };
      if (output.authenticated && output.role) {
        window.localStorage.setItem('isAuthenticated', 'true');
        window.localStorage.setItem('userRole', output.role);
      }
      await act(async () => lastPending('readStoredAuth').resolve(output));
    },
    'xstate.error.actor.readStoredAuth': async (_sut, event) => {
      await act(async () => lastPending('readStoredAuth').reject(errorOf(event)));
    },
    'xstate.done.actor.confirmSession': async (_sut, event) => {
      await act(async () => lastPending('confirmSession').resolve(outputOf(event)));
    },
    'xstate.error.actor.confirmSession': async (_sut, event) => {
      await act(async () => lastPending('confirmSession').reject(errorOf(event)));
    },
    'auth.login': async (_sut, event) => fillAndSubmit(event),
    // The visitor retypes the email after a refusal.
    'auth.edit': async () => {
      await act(async () => void fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'typo@lumora.studio' } }));
    },
    'xstate.done.actor.verifyCredentials': async (_sut, event) => {
      await act(async () => lastPending('verifyCredentials').resolve(outputOf(event)));
    },
    'xstate.error.actor.verifyCredentials': async (_sut, event) => {
      await act(async () => lastPending('verifyCredentials').reject(errorOf(event)));
    },
    'auth.logout': async () => click('Sign out'),
    // Sent by the inbox when the server answers 401 to a protected call.
    'auth.expire': async () => {
      await act(async () => authRef!.send({ type: 'auth.expire' }));
    },
    'xstate.done.actor.endSession': async (_sut, event) => {
      await act(async () => lastPending('endSession').resolve(outputOf(event)));
    },
    'xstate.error.actor.endSession': async (_sut, event) => {
      await act(async () => lastPending('endSession').reject(errorOf(event)));
    },
  },
  states: {
    loading: () => {
      // Not ready yet: the form cannot be sent.
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
    },
    confirming: (_sut, snapshot) => {
      signedInCard(snapshot.context.role === 'admin' ? 'Admin' : 'Client');
    },
    signedOut: (_sut, snapshot) => {
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
      expect(stored()).toEqual([null, null]);
      const alert = screen.queryByRole('alert');
      if (snapshot.context.error) expect(alert?.textContent).toBe(snapshot.context.error);
      else expect(alert).toBeNull();
    },
    verifying: (_sut, snapshot) => {
      expect(screen.getByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);
      expect(lastPending('verifyCredentials').input).toMatchObject({ role: snapshot.context.requestedRole });
    },
    signedIn: (_sut, snapshot) => {
      const role = snapshot.context.role as Role;
      signedInCard(role === 'admin' ? 'Admin' : 'Client');
      expect(stored()).toEqual(['true', role]);
    },
    signingOut: () => {
      expect(stored()).toEqual([null, null]);
      expect(current.navigations.at(-1)).toBe('/');
      expect(screen.getByLabelText('Password')).toBeTruthy();
    },
  },
});
