/** Error from the API: HTTP status plus per-field messages when the server gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How long a request may take, answer body included, before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Rejects when the signal aborts: a fetch that ignores its signal (or never settles) still ends. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new ApiError(signal.reason instanceof Error && signal.reason.name === 'TimeoutError' ? 'timeout' : 'network', 0));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * POST JSON and return the parsed answer; throws ApiError (status 0 for a network failure).
 * The request gives up after REQUEST_TIMEOUT_MS (`AbortSignal.timeout`), which is a network
 * failure too, so a caller waiting on it (the wizard's 'Sending Request...', Avery typing) always ends.
 */
export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const signal = init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined); // observed below; never an unhandled rejection
  let response: Response;
  try {
    response = await Promise.race([
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        ...init,
        signal,
      }),
      aborted,
    ]);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError('network', 0);
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
    throw new ApiError(payload.message ?? `HTTP ${response.status}`, response.status, payload.fields ?? {});
  }
  return data as T;
}
