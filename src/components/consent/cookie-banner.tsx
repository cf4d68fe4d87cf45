/** Cookie-consent banner slot (built by the consent work). */
export function CookieBanner() {
  return null;
}
