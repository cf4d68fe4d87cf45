import { siteUrlDefault } from '../content/site';

/**
 * Canonical origin. vite.config.ts defines VITE_SITE_URL from the SITE_URL
 * setting at build time, so the prerendered HTML and the hydrated client agree.
 */
export const siteUrl: string = (
  (import.meta.env?.VITE_SITE_URL as string | undefined) ||
  // Outside Vite (the prerender script's sitemap and RSS) the setting comes straight from the environment.
  (typeof process !== 'undefined' ? process.env?.SITE_URL : undefined) ||
  siteUrlDefault
).replace(/\/+$/, '');

export const absoluteUrl = (path: string): string =>
  path.startsWith('http') ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
