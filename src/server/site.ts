import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { legacyRedirects } from '#src/content/navigation';
import { areaPaths, type Role } from '#src/forms/login-messages';
import type { Config } from './config';
import type { PrerenderedPage } from './prerendered';
import { baseSecurityHeaders, contentSecurityPolicy, newNonce, staticFileSecurityHeaders } from './security-headers';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const NONCE_RE = new RegExp(NONCE_PLACEHOLDER, 'g');

type Renderer = {
  render: (url: string, options: { nonce: string; manifest?: unknown }) => Promise<{ status: number; html: string; location?: string }>;
};

/** One form of a prerendered page as it goes on the wire. */
type Encoded = { body: Buffer; etag: string; encoding?: 'br' | 'gzip' };
/** A prerendered page ready to send: its bytes as built (plain, brotli, gzip) and its fixed CSP. */
export type ServedPage = { identity: Encoded; br?: Encoded; gzip?: Encoded; csp: string };

/**
 * The prerendered pages by path ('/', '/contact?success=true'), from the
 * build's prerendered.json: each page's file, its .br and .gz beside it, and the
 * hashes of its inline scripts and styles.
 */
function loadPages(distDir: string, clientDir: string, config: Config): Map<string, ServedPage> {
  const manifestFile = path.join(distDir, 'prerendered.json');
  const entries = fs.existsSync(manifestFile)
    ? ((JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { pages?: PrerenderedPage[] }).pages ?? [])
    : [];
  const stale = entries.length === 0 || entries.some((entry) => !entry.csp);
  if (stale) throw new Error(`No page list with CSP hashes in ${manifestFile}: run "npm run build" again.`);
  const pages = new Map<string, ServedPage>();
  for (const entry of entries) {
    const file = path.join(clientDir, entry.file);
    const identity = fs.readFileSync(file);
    const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const encoded = (suffix: string, encoding: 'br' | 'gzip'): Encoded | undefined =>
      fs.existsSync(`${file}.${suffix}`) ? { body: fs.readFileSync(`${file}.${suffix}`), etag: `"${tag}-${suffix}"`, encoding } : undefined;
    pages.set(entry.path, {
      identity: { body: identity, etag: `"${tag}"` },
      br: encoded('br', 'br'),
      gzip: encoded('gz', 'gzip'),
      csp: contentSecurityPolicy({ hashes: entry.csp }, config),
    });
  }
  return pages;
}

/** The content codings an Accept-Encoding header accepts (q above 0; `*` stands for any not named). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === '*') any = ok;
    else (ok ? accepted : refused).add(name);
  }
  if (any) for (const name of ['br', 'gzip']) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/** The base security headers, except one the route already chose (the change-or-withdraw page's Referrer-Policy). */
function securityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
  return reply;
}

export type SiteOptions = {
  /** The role of the request's live session, if any (the session cookie is the authority). */
  sessionRole?: (request: FastifyRequest) => Promise<Role | null>;
};

const areaRoles = new Map<string, Role>(Object.entries(areaPaths).map(([role, area]) => [area, role as Role]));
/** The role whose area a page belongs to: the area's own page and every page under it (/admin/flows). */
const areaRoleOf = (key: string) => areaRoles.get(key) ?? areaRoles.get(key.replace(/\/[^/]+$/, ''));

/**
 * Serves the prerendered site: one GET route per page (sent as built, brotli
 * or gzip from the build when the browser accepts it, with the page's fixed
 * CSP that allows its inline scripts by hash; short cache), hashed assets with a one-year immutable cache,
 * other public files for a day, permanent redirects for legacy links, and
 * the 404 page for anything else (rendered once per kind, never per request). A role's area
 * (/admin, /client) is sent only with a live session of that role; anyone
 * else is redirected to /login before any page is sent, so a signed-out
 * visitor never sees the area's shell flash by (the client-side guard still
 * covers in-app navigation and a session that ends while the page is open).
 */
export async function sitePlugin(app: FastifyInstance, config: Config, { sessionRole }: SiteOptions = {}) {
  const clientDir = path.join(config.distDir, 'client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No prerendered site in ${clientDir}: run "npm run build" first.`);
  }
  const pages = loadPages(config.distDir, clientDir, config);
  const notFoundHtml = fs.readFileSync(path.join(clientDir, '404.html'), 'utf8');
  const badAddressFile = path.join(clientDir, '400.html');
  const badAddressHtml = fs.existsSync(badAddressFile) ? fs.readFileSync(badAddressFile, 'utf8') : notFoundHtml;
  const manifestFile = path.join(config.distDir, 'router-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : undefined;
  let renderer: Renderer | undefined;
  const serverEntry = path.join(config.distDir, 'server', 'entry-server.js');
  if (fs.existsSync(serverEntry)) renderer = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as Renderer;

  /**
   * A page rendered (or filled in) per response: a fresh nonce in its CSP and in every inline script and style.
   * `headers` are the page's own (they win over the defaults, e.g. no-referrer on an address carrying a token).
   */
  const sendHtml = (reply: FastifyReply, status: number, html: string, cache: string, headers: Record<string, string> = {}) => {
    const nonce = newNonce();
    securityHeaders(reply.headers(headers))
      .code(status)
      .header('Content-Security-Policy', contentSecurityPolicy({ nonce }, config))
      .header('Cache-Control', cache)
      .type('text/html; charset=utf-8');
    return reply.send(html.replace(NONCE_RE, nonce));
  };

  /** A prerendered page exactly as built: no rewrite, so the build's compressed files go out as they are. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: ServedPage, cache: string) => {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const chosen = (accepted.has('br') && page.br) || (accepted.has('gzip') && page.gzip) || page.identity;
    const vary = reply.getHeader('vary');
    securityHeaders(reply)
      .header('Content-Security-Policy', page.csp)
      // A route may have chosen stricter caching (the change-or-withdraw page's no-store).
      .header('Cache-Control', reply.getHeader('cache-control') ?? cache)
      .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('ETag', chosen.etag)
      .type('text/html; charset=utf-8');
    if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
    if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
    return reply.code(200).send(chosen.body);
  };

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      for (const [name, value] of Object.entries(staticFileSecurityHeaders)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });

  // The page routes send their bytes as built: no compression on the fly.
  const pageRoute = { compress: false } as const;
  for (const [key, page] of pages) {
    if (key.includes('?')) continue;
    // A prerendered query variant (index.<query>.html) wins when the query string matches it exactly.
    const areaRole = areaRoleOf(key);
    if (areaRole && sessionRole) {
      app.get(key, pageRoute, async (request, reply) => {
        if ((await sessionRole(request)) !== areaRole) {
          return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect('/login', 302);
        }
        return sendPage(request, reply.header('Vary', 'Cookie'), page, 'private, no-store');
      });
      continue;
    }
    app.get(key, pageRoute, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const variant = query ? pages.get(`${key}${query}`) : undefined;
      return sendPage(request, reply, variant ?? page, 'public, max-age=0, must-revalidate');
    });
  }
  for (const [from, to] of Object.entries(legacyRedirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  /**
   * Unknown paths get a page rendered once, not per request (a render costs
   * 15 ms of CPU; a flood of random paths must not slow real pages): the
   * prerendered 404 page, or for /insights/<unknown> the article route's own
   * "Post Not Found" page, rendered at its first use and kept.
   */
  let articleNotFound: Promise<string> | undefined;
  const notFoundPageFor = (pathname: string, request: FastifyRequest): Promise<string> | string => {
    if (!renderer || !/^\/insights\/[^/]+$/.test(pathname)) return notFoundHtml;
    articleNotFound ??= renderer.render('/insights/__not-found__', { nonce: NONCE_PLACEHOLDER, manifest }).then(
      (result) => (result.status === 404 && !result.location ? result.html : notFoundHtml),
      (error: unknown) => {
        request.log.warn({ err: error }, 'render of the article 404 page failed; serving the static 404');
        articleNotFound = undefined;
        return notFoundHtml;
      },
    );
    return articleNotFound;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found', message: `No route for ${request.method} ${pathname}` });
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (pages.has(trimmed) && !trimmed.includes('?')) return reply.redirect(trimmed + url.slice(pathname.length), 301);
    }
    return sendHtml(reply, 404, await notFoundPageFor(pathname, request), 'no-store');
  });

  return {
    pages,
    /** A browser asked for an address that cannot be decoded (`/insights/%ZZ`): the page that says so (400.html), with 400. */
    sendBadUrlPage: (reply: FastifyReply) => sendHtml(reply, 400, badAddressHtml, 'no-store'),
    /**
     * Renders one page for this request (a page whose answer depends on its query, such as the
     * change-slot form with the visitor's values and error); false when the build has no renderer.
     * Its address may carry a secret (a signed link), so it is never sent on as a referrer.
     */
    sendRenderedPage: async (reply: FastifyReply, url: string): Promise<boolean> => {
      if (!renderer) return false;
      const result = await renderer.render(url, { nonce: NONCE_PLACEHOLDER, manifest });
      if (result.status !== 200 || result.location) return false;
      await sendHtml(reply, 200, result.html, 'private, no-store', { 'Referrer-Policy': 'no-referrer' });
      return true;
    },
  };
}
