/** The few lines of cookie handling we need (no cookie plugin is installed). */

/** Parse a Cookie header into name → value (first occurrence wins; values are URI-decoded when possible). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** `path`: where the browser sends the cookie back (default: everywhere, "/"). */
export type CookieOptions = { maxAgeSeconds: number; secure: boolean; path?: string };

/** A Set-Cookie value: HttpOnly, SameSite=Strict, Path=/ (or `path`), Secure over https. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, path = '/' }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
