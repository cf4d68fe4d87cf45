import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '#src/components/blocks/page-hero';
import { pages } from '#src/content/pages';
import { manageOutcomes, managePageCopy, type ManageOutcome } from '#src/content/visitor-emails';
import { pageHead } from '#src/seo/head';
import { ManageForm } from '../-components/manage-form';
import { ManageOutcomeCard } from '../-components/manage-outcome';

type ManageSearch = { done?: ManageOutcome };

/**
 * /consultation/manage: the page the change-or-withdraw link in a visitor's
 * confirmation opens. The form posts to the same address (the token rides in
 * the query string), so it works without JavaScript; a GET never changes
 * anything. The server sends a link that can no longer be used, and every
 * post, to `?done=<outcome>`, prerendered like the rest of the site.
 */
export const Route = createFileRoute('/(consultation)/consultation/manage')({
  validateSearch: (search: Record<string, unknown>): ManageSearch =>
    (manageOutcomes as readonly unknown[]).includes(search.done) ? { done: search.done as ManageOutcome } : {},
  head: () => pageHead('/consultation/manage'),
  component: ManagePage,
});

function ManagePage() {
  const { done } = Route.useSearch();
  const page = pages['/consultation/manage'];
  const outcome = done ? managePageCopy.outcomes[done] : null;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={outcome ? outcome.title : page.heading} lead={outcome ? undefined : page.lead} />
      {done ? <ManageOutcomeCard outcome={done} /> : <ManageForm />}
    </>
  );
}
