import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/research')({
  head: () => pageHead('/research'),
  component: ResearchPage,
});

function ResearchPage() {
  return <PagePlaceholder path="/research" />;
}
