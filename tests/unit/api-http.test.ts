// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adminInboxMachine } from '#machines/admin-inbox.machine';
import { authMachine } from '#machines/auth.machine';
import { ApiError, classifyApiError, getJson, isAbortedRequest, postJson, REQUEST_TIMEOUT_MS } from '#src/api/http';

/** A connection that never answers and ignores its abort signal: only our own timeout can end the wait. */
const stalledFetch = () => vi.fn(() => new Promise<Response>(() => undefined));

/** Fake timers do not drive `AbortSignal.timeout`; this one runs on the (faked) setTimeout, with the same reason. */
function fakeClock() {
  vi.useFakeTimers();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
}

describe('requests on a stalled connection', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it.each([
    ['getJson', () => getJson('/api/auth/session')],
    ['postJson', () => postJson('/api/leads', {})],
  ])('%s gives up after REQUEST_TIMEOUT_MS as a network failure (status 0)', async (_, call) => {
    fakeClock();
    vi.stubGlobal('fetch', stalledFetch());
    const outcome = call().then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 100);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(classifyApiError(error).kind).toBe('unreachable');
  });

  it('auth leaves `confirming` (keeping the stored sign-in) when the session check never answers', async () => {
    fakeClock();
    vi.stubGlobal('fetch', stalledFetch());
    window.localStorage.setItem('isAuthenticated', 'true');
    window.localStorage.setItem('userRole', 'admin');
    const actor = createActor(authMachine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('confirming');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100);
    expect(actor.getSnapshot().value).toBe('signedIn');
    actor.stop();
  });

  it('the admin inbox leaves `loading` for `failed` when the list never arrives', async () => {
    fakeClock();
    vi.stubGlobal('fetch', stalledFetch());
    const actor = createActor(adminInboxMachine, { input: {} }).start();
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100);
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    actor.stop();
  });
});

describe('classifyApiError', () => {
  it('names each kind of failure the same way for every form', () => {
    expect(classifyApiError(new ApiError('bad', 400, { email: 'Please enter your email address.' }))).toEqual({
      kind: 'invalid',
      fields: { email: 'Please enter your email address.' },
    });
    expect(classifyApiError(new ApiError('bad', 400)).kind).toBe('serverError');
    expect(classifyApiError(new ApiError('slow down', 429)).kind).toBe('rateLimited');
    expect(classifyApiError(new ApiError('network', 0)).kind).toBe('unreachable');
    expect(classifyApiError(new ApiError('HTTP 503', 503)).kind).toBe('serverError');
    expect(classifyApiError(new TypeError('Failed to fetch')).kind).toBe('unreachable');
  });
});

describe('a caller’s signal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the timeout: a request that never answers still ends as a timeout (unreachable)', async () => {
    fakeClock();
    vi.stubGlobal('fetch', stalledFetch());
    const caller = new AbortController();
    const outcome = getJson('/api/auth/session', { signal: caller.signal }).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('timeout');
    expect(classifyApiError(error).kind).toBe('unreachable');
    expect(isAbortedRequest(error)).toBe(false);
  });

  it('cancels the request when the caller aborts, reported as an abort rather than a timeout', async () => {
    vi.stubGlobal('fetch', stalledFetch());
    const caller = new AbortController();
    const outcome = postJson('/api/leads', {}, { signal: caller.signal }).catch((error: unknown) => error);
    caller.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('aborted');
    expect(isAbortedRequest(error)).toBe(true);
  });
});

describe('stopping a machine aborts its request', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  /** A connection that never answers and records the signal of each request. */
  function recordingFetch() {
    const signals: AbortSignal[] = [];
    const fetchStub = vi.fn((_url: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetchStub);
    return { fetchStub, signals };
  }

  it.each([
    ['the admin inbox (loading the list)', () => createActor(adminInboxMachine, { input: {} })],
    [
      'auth (checking the session)',
      () => {
        window.localStorage.setItem('isAuthenticated', 'true');
        window.localStorage.setItem('userRole', 'admin');
        return createActor(authMachine);
      },
    ],
  ])('%s', async (_, create) => {
    const { fetchStub, signals } = recordingFetch();
    const actor = create().start();
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });
});
