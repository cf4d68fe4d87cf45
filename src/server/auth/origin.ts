import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/server/config';
import { formPageCopy, sendFormPage, wantsHtmlPage } from '#src/server/form-pages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string | undefined): string | null => {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** The origins this server answers as: the one the request was addressed to, and SITE_URL's. */
function ownOrigins(request: FastifyRequest, config: Pick<Config, 'siteUrl'>): Set<string> {
  const origins = new Set<string>();
  const site = originOf(config.siteUrl);
  if (site) origins.add(site);
  const self = originOf(`${request.protocol}://${request.host}`);
  if (self) origins.add(self);
  return origins;
}

/**
 * CSRF defence in depth (besides SameSite=Strict): a state-changing request
 * must say where it comes from — Origin, or failing that Referer — and that
 * must be this site. A page sent with `Referrer-Policy: no-referrer` (the
 * change-or-withdraw page, whose address holds a secret) makes the browser's
 * own form post say `Origin: null` and send no Referer; then the browser's
 * `Sec-Fetch-Site: same-origin` (a header no page can set) vouches for it.
 * Requests that name no origin at all are refused too.
 */
export function isSameOriginRequest(request: FastifyRequest, config: Pick<Config, 'siteUrl'>): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const header = request.headers.origin;
  const claimed = header ? originOf(header) : originOf(request.headers.referer);
  if (claimed === null && (!header || header === 'null')) return request.headers['sec-fetch-site'] === 'same-origin';
  return claimed !== null && ownOrigins(request, config).has(claimed);
}

/**
 * preHandler hook for route modules: 403 for cross-origin state changes (JSON,
 * or on a route a plain HTML form posts to, a page saying why for the browser).
 */
export const requireSameOrigin =
  (config: Pick<Config, 'siteUrl'>) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (isSameOriginRequest(request, config)) return;
    if (request.routeOptions.config?.htmlForm && wantsHtmlPage(request)) {
      await sendFormPage(reply, 403, { ...formPageCopy.crossSite }, '/');
      return;
    }
    await reply.code(403).send({ error: 'forbidden', message: 'This request must come from the site itself.' });
  };
