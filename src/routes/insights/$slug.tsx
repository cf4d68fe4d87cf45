import { createFileRoute, notFound } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHero } from '../../components/ui/page-hero';
import { findArticle } from '../../content/articles';
import { buildHead } from '../../seo/head';

export const Route = createFileRoute('/insights/$slug')({
  loader: ({ params }) => {
    const article = findArticle(params.slug);
    if (!article) throw notFound();
    return { slug: article.slug };
  },
  head: ({ loaderData, params }) => {
    const article = loaderData ? findArticle(loaderData.slug) : undefined;
    return buildHead({
      path: `/insights/${params.slug}`,
      title: article?.title ?? 'Post Not Found',
      description: article?.excerpt ?? "The article you're looking for doesn't exist.",
      noindex: !article,
      type: article ? 'article' : 'website',
    });
  },
  component: ArticlePage,
  notFoundComponent: PostNotFound,
});

function ArticlePage() {
  const { slug } = Route.useLoaderData();
  const article = findArticle(slug);
  if (!article) return <PostNotFound />;
  return <PageHero eyebrow={article.category} heading={article.title} lead={article.excerpt} />;
}

function PostNotFound() {
  return (
    <PageHero eyebrow="Insights" heading="Post Not Found" lead="The article you're looking for doesn't exist.">
      <ButtonLink to="/insights">Back to Insights</ButtonLink>
    </PageHero>
  );
}
