import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/process')({
  head: () => pageHead('/process'),
  component: ProcessPage,
});

function ProcessPage() {
  return <PagePlaceholder path="/process" />;
}
