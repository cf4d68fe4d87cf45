import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/recruitment-video')({
  head: () => pageHead('/services/recruitment-video'),
  component: ServicesRecruitmentVideoPage,
});

function ServicesRecruitmentVideoPage() {
  return <PagePlaceholder path="/services/recruitment-video" />;
}
