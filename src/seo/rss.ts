import { insightsCopy, sortByDate, type Article } from '#src/content/articles';
import { pages } from '#src/content/pages';
import { site } from '#src/content/site';
import { escapeXml } from './sitemap';
import { absoluteUrl } from './site-url';

export const RSS_PATH = '/insights/rss.xml';

/** The <link rel="alternate"> that advertises the feed in a page's head. */
export function rssLink() {
  return { rel: 'alternate', type: 'application/rss+xml', title: insightsCopy.rssTitle, href: absoluteUrl(RSS_PATH) };
}

/** RFC 822 date (RSS 2.0) for an ISO day, at 09:00 UTC. */
export function rfc822(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 9)).toUTCString().replace('GMT', '+0000');
}

/** An RSS 2.0 feed of every article, newest first (generated at build time into /insights/rss.xml). */
export function rssXml(list: readonly Article[]): string {
  const items = sortByDate(list)
    .map((article) => {
      const url = absoluteUrl(`/insights/${article.slug}`);
      const categories = [article.category, ...article.tags].map((c) => `      <category>${escapeXml(c)}</category>`).join('\n');
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822(article.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        categories,
        `      <enclosure url="${escapeXml(absoluteUrl(article.shareImage))}" type="image/jpeg" length="0"/>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const newest = sortByDate(list)[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(insightsCopy.rssTitle)}</title>
    <link>${escapeXml(absoluteUrl('/insights'))}</link>
    <atom:link href="${escapeXml(absoluteUrl(RSS_PATH))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(pages['/insights'].description)}</description>
    <language>en-us</language>
    <copyright>${escapeXml(`© ${site.name}`)}</copyright>
${newest ? `    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
