import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseStudyHead } from './-components/case-study-head';
import { caseStudyPage } from './-components/case-study-page';
import { CaseStudyView } from './-components/case-study-view';

export const Route = createFileRoute('/projects/$slug')({
  // Head data comes from the (code-split) loader, so the case study content stays out of the entry bundle.
  loader: ({ params }) => {
    const found = caseStudyPage(params.slug);
    if (!found) throw notFound();
    return { slug: params.slug, head: caseStudyHead(found.study, found.project, found.page.description) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const { slug } = Route.useLoaderData();
  return <CaseStudyView slug={slug} />;
}
