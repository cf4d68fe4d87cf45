import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/seo/head';
import { HomePage } from './-components/home-page';

export const Route = createFileRoute('/(home)/')({
  head: () => pageHead('/'),
  component: HomePage,
});
