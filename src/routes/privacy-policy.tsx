import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#src/seo/head';
import { PrivacyPolicyDocument } from './-components/static-pages';

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead('/privacy-policy'),
  // The page is a static island: the server renders it in full, a client-side visit loads it first.
  loader: () => PrivacyPolicyDocument.preload(),
  component: () => <PrivacyPolicyDocument />,
});
