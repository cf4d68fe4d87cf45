import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/recruitment-video')({
  // Head data comes from the (code-split) loader, so the content it needs stays out of the entry bundle.
  loader: () => ({ head: serviceHead('recruitment-video') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: RecruitmentVideoPage,
});

function RecruitmentVideoPage() {
  return <ServicePageView slug="recruitment-video" />;
}
