import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/schedule-consultation')({
  head: () => pageHead('/schedule-consultation'),
  component: ScheduleConsultationPage,
});

function ScheduleConsultationPage() {
  return <PagePlaceholder path="/schedule-consultation" />;
}
