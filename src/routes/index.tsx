import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/head';
import { HomePage } from './-components/home-page';

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
});
