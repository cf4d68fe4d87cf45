import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/projects/spiral-potato-truck')({
  head: () => pageHead('/projects/spiral-potato-truck'),
  component: ProjectsSpiralPotatoTruckPage,
});

function ProjectsSpiralPotatoTruckPage() {
  return <PagePlaceholder path="/projects/spiral-potato-truck" />;
}
