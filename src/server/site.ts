import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { legacyRedirects } from '../content/navigation';
import { areaPaths, type Role } from '../forms/login-messages';
import type { Config } from './config';
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const NONCE_RE = new RegExp(NONCE_PLACEHOLDER, 'g');

type Renderer = {
  render: (url: string, options: { nonce: string; manifest?: unknown }) => Promise<{ status: number; html: string; location?: string }>;
};

function collectPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html' || /^index\..+\.html$/.test(entry.name)) {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join('/');
        const query = entry.name === 'index.html' ? '' : `?${entry.name.slice('index.'.length, -'.html'.length)}`;
        pages.set(`${rel ? `/${rel}` : '/'}${query}`, fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(clientDir);
  return pages;
}

export type SiteOptions = {
  /** The role of the request's live session, if any (the session cookie is the authority). */
  sessionRole?: (request: FastifyRequest) => Promise<Role | null>;
};

const areaRoles = new Map<string, Role>(Object.entries(areaPaths).map(([role, area]) => [area, role as Role]));

/**
 * Serves the prerendered site: one GET route per page (fresh CSP nonce per
 * response, short cache), hashed assets with a one-year immutable cache,
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
  const pages = collectPages(clientDir);
  const notFoundHtml = fs.readFileSync(path.join(clientDir, '404.html'), 'utf8');
  const badAddressFile = path.join(clientDir, '400.html');
  const badAddressHtml = fs.existsSync(badAddressFile) ? fs.readFileSync(badAddressFile, 'utf8') : notFoundHtml;
  const manifestFile = path.join(config.distDir, 'router-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : undefined;
  let renderer: Renderer | undefined;
  const serverEntry = path.join(config.distDir, 'server', 'entry-server.js');
  if (fs.existsSync(serverEntry)) renderer = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as Renderer;

  const sendHtml = (reply: FastifyReply, status: number, html: string, cache: string, headers: Record<string, string> = {}) => {
    const nonce = newNonce();
    reply
      .code(status)
      .headers({ ...baseSecurityHeaders, ...headers })
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, config))
      .header('Cache-Control', cache)
      .type('text/html; charset=utf-8');
    return reply.send(html.replace(NONCE_RE, nonce));
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
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });

  for (const [key, html] of pages) {
    if (key.includes('?')) continue;
    // A prerendered query variant (index.<query>.html) wins when the query string matches it exactly.
    const areaRole = areaRoles.get(key);
    if (areaRole && sessionRole) {
      app.get(key, async (request, reply) => {
        if ((await sessionRole(request)) !== areaRole) {
          return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect('/login', 302);
        }
        return sendHtml(reply.header('Vary', 'Cookie'), 200, html, 'private, no-store');
      });
      continue;
    }
    app.get(key, (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const variant = query ? pages.get(`${key}${query}`) : undefined;
      return sendHtml(reply, 200, variant ?? html, 'public, max-age=0, must-revalidate');
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
