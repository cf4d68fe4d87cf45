/**
 * Error from the API: HTTP status plus per-field messages when the server gave them, and how long the server
 * asked the client to wait before trying again (its Retry-After, in seconds) when it said.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How long a request may take, answer body included, before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * What a failed call means to a visitor, the same for every form and flow:
 * - `invalid`: the server refused the fields (400 with per-field messages);
 * - `rateLimited`: too many attempts (429): try again in a minute;
 * - `unreachable`: no answer (network failure, dropped connection, timeout: status 0);
 * - `serverError`: any other answer (5xx, a 4xx without field messages).
 */
export type ApiErrorKind = 'invalid' | 'rateLimited' | 'unreachable' | 'serverError';

export type ClassifiedError = { kind: ApiErrorKind; fields: Record<string, string> };

/** The kind of an error thrown by `postJson`/`getJson` (anything else counts as unreachable), with its field messages. */
export function classifyApiError(error: unknown): ClassifiedError {
  if (!(error instanceof ApiError)) return { kind: 'unreachable', fields: {} };
  if (error.status === 400 && Object.keys(error.fields).length > 0) return { kind: 'invalid', fields: { ...error.fields } };
  if (error.status === 429) return { kind: 'rateLimited', fields: {} };
  if (error.status === 0) return { kind: 'unreachable', fields: {} };
  return { kind: 'serverError', fields: {} };
}

/** A Retry-After header in seconds (our server sends whole seconds), or null when absent or not a number of seconds. */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header.trim());
}

/** What a caller may pass to an API function: a signal that cancels the request (xstate's actor `signal`). */
export type RequestOptions = { signal?: AbortSignal };

/** Whether an error is the caller's own cancellation (an actor stopped): nothing went wrong, nothing to show. */
export const isAbortedRequest = (error: unknown): boolean => error instanceof ApiError && error.message === 'aborted';

/**
 * Rejects when the signal aborts, so a fetch that ignores its signal (or never settles) still ends: as 'timeout' when
 * our own timeout fired, as 'aborted' when the caller cancelled (both status 0: no answer arrived).
 */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => {
      const reason: unknown = signal.reason;
      const timedOut = typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
      reject(new ApiError(timedOut ? 'timeout' : 'aborted', 0));
    };
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** The caller's signal and our timeout together: whichever fires first ends the request. */
function requestSignal(caller: AbortSignal | null | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return caller ? AbortSignal.any([caller, timeout]) : timeout;
}

/**
 * Fetch JSON from our own API and return the parsed answer; throws ApiError (status 0 for a network
 * failure). The request gives up after REQUEST_TIMEOUT_MS (`AbortSignal.timeout`), which is a network
 * failure too, so a caller waiting on it (the wizard's 'Sending Request...', Avery typing, the session
 * check, the inbox loading) always ends; a caller's own signal (`init.signal`) cancels it sooner, as 'aborted'.
 */
async function requestJson<T>(url: string, init: RequestInit): Promise<T> {
  const signal = requestSignal(init.signal);
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined); // observed below; never an unhandled rejection
  let response: Response;
  try {
    response = await Promise.race([fetch(url, { credentials: 'same-origin', ...init, signal }), aborted]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal.aborted) return aborted; // fetch honoured the signal: say which one fired
    throw new ApiError('network', 0);
  }
  let data: unknown = null;
  try {
    data = await Promise.race([response.json(), aborted]);
  } catch (error) {
    // The answer's body did not arrive in time: the outcome is unknown, like a dropped connection.
    if (error instanceof ApiError) throw error;
    data = null;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; fields?: Record<string, string> };
    const wait = retryAfterSeconds(response.headers.get('Retry-After'));
    throw new ApiError(payload.message ?? `HTTP ${response.status}`, response.status, payload.fields ?? {}, wait);
  }
  return data as T;
}

/** POST JSON (see `requestJson`: errors, timeout). */
export function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return requestJson<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
}

/** GET JSON, never from a cache (see `requestJson`: errors, timeout). */
export function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  return requestJson<T>(url, { headers: { Accept: 'application/json' }, cache: 'no-store', ...init });
}
