import { createFileRoute, notFound } from '@tanstack/react-router';
import { services, type ServiceSlug } from '#src/content/services';
import { serviceHead, ServicePageView } from './-components/service-page';

const isServiceSlug = (slug: string): slug is ServiceSlug => services.some((service) => service.slug === slug);

export const Route = createFileRoute('/services/$slug')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: ({ params }) => {
    if (!isServiceSlug(params.slug)) throw notFound();
    return { slug: params.slug, head: serviceHead(params.slug) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServicePage,
});

function ServicePage() {
  const { slug } = Route.useLoaderData();
  return <ServicePageView slug={slug} />;
}
