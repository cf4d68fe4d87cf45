/**
 * The link policy for rendered content (docs/product/pages.md: links allow only http, https,
 * mailto and tel, or relative and anchor links; anything else is inert).
 *
 * Used as react-markdown's `urlTransform`: returns the URL unchanged when it
 * is allowed and `null` otherwise, which drops the attribute. The check runs
 * on the URL as the markdown parser decoded it (character references such as
 * `&#106;` or `&colon;` are already resolved), and treats anything with a
 * scheme outside the allowlist as unsafe, so case tricks (`JaVaScRiPt:`),
 * leading whitespace or control characters and embedded tabs or newlines
 * (`java\tscript:`) never pass.
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

// C0 controls, DEL, whitespace and the zero-width/BOM characters a browser may ignore.
// eslint-disable-next-line no-control-regex -- matching control characters is the purpose
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;

export function safeUrl(url: string): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (value === '') return null;
  // Anchor, query and path-relative or root-relative links have no scheme.
  const colon = value.indexOf(':');
  const firstDelimiter = value.search(/[/?#]/);
  const hasScheme = colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter);
  if (!hasScheme) {
    // A browser strips tabs and newlines anywhere in a URL, and treats "\" like "/":
    // refuse anything that could re-form into a scheme once that happens.
    if (INVISIBLE.test(value) || value.includes('\\')) return null;
    return value;
  }
  const scheme = value.slice(0, colon);
  if (!/^[a-z][a-z0-9+.-]*$/i.test(scheme)) return null;
  if (!ALLOWED_SCHEMES.has(scheme.toLowerCase())) return null;
  // http(s) needs a host; refuse "http:foo" style oddities and invisible characters.
  if (INVISIBLE.test(value)) return null;
  if ((scheme.toLowerCase() === 'http' || scheme.toLowerCase() === 'https') && !/^https?:\/\/[^/?#]/i.test(value)) return null;
  return value;
}

/** True when a URL points at this site (root-relative, not protocol-relative). */
export const isInternalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
