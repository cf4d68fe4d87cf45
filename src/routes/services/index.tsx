import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/seo/head';
import { ServicesOverview } from './-components/services-overview';

export const Route = createFileRoute('/services/')({
  head: () => pageHead('/services'),
  component: ServicesOverview,
});
