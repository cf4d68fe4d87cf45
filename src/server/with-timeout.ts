/**
 * `promise`, or a rejection with `timeoutError()` once `ms` have passed without an answer (the
 * timer is cleared either way). The work itself is not cancelled: callers use it where an answer
 * that comes too late is simply ignored (/readyz's probe write, one e-mail delivery attempt).
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  timeoutError: () => Error = () => new Error(`no answer within ${ms} ms`),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
