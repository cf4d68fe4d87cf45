import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { pageHead } from '../../seo/head';

export const Route = createFileRoute('/services/online-content')({
  head: () => pageHead('/services/online-content'),
  component: ServicesOnlineContentPage,
});

function ServicesOnlineContentPage() {
  return <PagePlaceholder path="/services/online-content" />;
}
