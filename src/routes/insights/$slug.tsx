import { createFileRoute, notFound } from '@tanstack/react-router';
import { articleBody, findArticle, type Article } from '#src/content/articles';
import { site } from '#src/content/site';
import { buildHead } from '#src/seo/head';
import { rssLink } from '#src/seo/rss';
import { absoluteUrl, siteUrl } from '#src/seo/site-url';
import { ArticleView } from './-components/article-view';
import { PostNotFound } from './-components/post-not-found';

export const Route = createFileRoute('/insights/$slug')({
  // The article's head is built in the (code-split) loader, so the articles stay out of the entry bundle;
  // its body (HTML rendered from markdown at build time) is one small chunk per article.
  loader: async ({ params }) => {
    const article = findArticle(params.slug);
    const html = article && (await articleBody(article.slug));
    if (!article || html === undefined) throw notFound();
    return { slug: article.slug, head: articleHead(article), html };
  },
  head: ({ loaderData, params }) =>
    loaderData?.head ??
    buildHead({
      path: `/insights/${params.slug}`,
      title: 'Post Not Found',
      description: "The article you're looking for doesn't exist.",
      noindex: true,
    }),
  component: ArticlePage,
  notFoundComponent: PostNotFound,
});

/** Title, description, share image (JPEG), RSS link, BlogPosting JSON-LD and article meta of one article. */
function articleHead(article: Article) {
  const path = `/insights/${article.slug}`;
  const head = buildHead({
    path,
    title: article.title,
    description: article.excerpt,
    keywords: [article.category, ...article.tags.map((t) => t.replace(/-/g, ' '))],
    image: article.shareImage,
    imageAlt: article.title,
    type: 'article',
    links: [rssLink()],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `${absoluteUrl(path)}#article`,
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(article.shareImage), absoluteUrl(article.image)],
        datePublished: article.date,
        dateModified: article.date,
        author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role, image: absoluteUrl(article.author.image) },
        publisher: { '@id': `${siteUrl}/#organization`, '@type': 'Organization', name: site.name },
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
        articleSection: article.category,
        keywords: article.tags.join(', '),
        wordCount: article.wordCount,
        timeRequired: `PT${Number.parseInt(article.readTime, 10)}M`,
        inLanguage: 'en-US',
      },
    ],
  });
  head.meta.push(
    { property: 'article:published_time', content: article.date },
    { property: 'article:author', content: article.author.name },
    { property: 'article:section', content: article.category },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  );
  return head;
}

function ArticlePage() {
  const { slug, html } = Route.useLoaderData();
  const article = findArticle(slug);
  if (!article) return <PostNotFound />;
  return <ArticleView article={article} html={html} />;
}
