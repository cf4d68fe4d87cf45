import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/digital')({
  head: () => pageHead('/digital'),
  component: DigitalPage,
});

function DigitalPage() {
  return <PagePlaceholder path="/digital" />;
}
