import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '#src/components/blocks/page-hero';
import { pages } from '#src/content/pages';
import { manageOutcomes, manageSlotErrors, type ManageOutcome, type ManageSlotError } from '#src/content/manage-search';
import { managePageCopy } from '#src/content/visitor-emails';
import { pageHead } from '#src/seo/head';
import { ManageForm } from '#src/routes/(consultation)/-components/manage-form';
import { ManageOutcomeCard } from '#src/routes/(consultation)/-components/manage-outcome';

type ManageSearch = {
  done?: ManageOutcome;
  /** Set by the server: the first day a new slot may be on, the visitor's values, and the field it refused. */
  min?: string;
  date?: string;
  time?: string;
  error?: ManageSlotError;
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const shortText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);

function manageSearch(search: Record<string, unknown>): ManageSearch {
  if ((manageOutcomes as readonly unknown[]).includes(search.done)) return { done: search.done as ManageOutcome };
  const form: ManageSearch = {};
  if (typeof search.min === 'string' && isoDay.test(search.min)) form.min = search.min;
  const date = shortText(search.date);
  const time = shortText(search.time);
  if (date !== undefined) form.date = date;
  if (time !== undefined) form.time = time;
  if ((manageSlotErrors as readonly unknown[]).includes(search.error)) form.error = search.error as ManageSlotError;
  return form;
}

/**
 * /consultation/manage: the page the change-or-withdraw link in a visitor's
 * confirmation opens. The form posts to the same address (the token rides in
 * the query string), so it works without JavaScript; a GET never changes
 * anything. The server sends a link that can no longer be used, and every
 * finished post, to `?done=<outcome>`, prerendered like the rest of the site;
 * a usable link, and a refused slot, come back to this form with `min` (the
 * first day allowed), the visitor's `date` and `time`, and the refused field
 * (`error`), rendered by the server for that address.
 */
export const Route = createFileRoute('/(consultation)/consultation/manage')({
  validateSearch: manageSearch,
  head: () => pageHead('/consultation/manage'),
  component: ManagePage,
});

function ManagePage() {
  const { done, ...form } = Route.useSearch();
  const page = pages['/consultation/manage'];
  const outcome = done ? managePageCopy.outcomes[done] : null;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={outcome ? outcome.title : page.heading} lead={outcome ? undefined : page.lead} />
      {done ? <ManageOutcomeCard outcome={done} /> : <ManageForm {...form} />}
    </>
  );
}
