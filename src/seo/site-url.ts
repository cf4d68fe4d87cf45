import { siteUrlFrom } from '#scripts/site-url.mjs';
import { siteUrlDefault } from '#src/content/site';

/**
 * Canonical origin. vite.config.ts defines VITE_SITE_URL from the SITE_URL
 * setting (or the local run's address on PORT) at build time, so the
 * prerendered HTML and the hydrated client agree. Outside Vite (the prerender
 * script's sitemap.xml and robots.txt) the same rule reads the environment.
 */
export const siteUrl: string = (
  (import.meta.env?.VITE_SITE_URL as string | undefined) ||
  (typeof process !== 'undefined' && process.env ? siteUrlFrom(process.env) : undefined) ||
  siteUrlDefault
).replace(/\/+$/, '');

export const absoluteUrl = (path: string): string =>
  path.startsWith('http') ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
