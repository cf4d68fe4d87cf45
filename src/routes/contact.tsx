import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/contact')({
  head: () => pageHead('/contact'),
  component: ContactPage,
});

function ContactPage() {
  return <PagePlaceholder path="/contact" />;
}
