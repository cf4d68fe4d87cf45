import { absoluteUrl } from './site-url';

/** sitemap.xml for the given paths (absolute URLs from SITE_URL). */
export function sitemapXml(paths: readonly string[], lastmod: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod><priority>${
          path === '/' ? '1.0' : path.split('/').length > 2 ? '0.6' : '0.8'
        }</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
