import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../components/ui/page-placeholder';
import { pageHead } from '../seo/head';

export const Route = createFileRoute('/branding')({
  head: () => pageHead('/branding'),
  component: BrandingPage,
});

function BrandingPage() {
  return <PagePlaceholder path="/branding" />;
}
