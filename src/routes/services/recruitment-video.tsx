import { createFileRoute } from '@tanstack/react-router';
import { serviceHead, ServicePageView } from './-components/service-page';

export const Route = createFileRoute('/services/recruitment-video')({
  head: () => serviceHead('recruitment-video'),
  component: RecruitmentVideoPage,
});

function RecruitmentVideoPage() {
  return <ServicePageView slug="recruitment-video" />;
}
