/**
 * The canonical origin of the site (canonical links, sitemap, feed, share links, JSON-LD):
 * SITE_URL, or without it the address of a local run on PORT (http://localhost:3000 by
 * default), so a local run on another port links to itself. Trailing slashes are dropped.
 * The build bakes it in; `npm start` rebuilds when it changes.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function siteUrlFrom(env) {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}
