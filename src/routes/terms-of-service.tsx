import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/seo/head';
import { TermsOfServiceDocument } from './-components/static-pages';

export const Route = createFileRoute('/terms-of-service')({
  head: () => pageHead('/terms-of-service'),
  // The page is a static island: the server renders it in full, a client-side visit loads it first.
  loader: () => TermsOfServiceDocument.preload(),
  component: () => <TermsOfServiceDocument />,
});
