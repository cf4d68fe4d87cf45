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

/** POST JSON and return the parsed answer; throws ApiError (status 0 for a network failure). */
export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      ...init,
    });
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
