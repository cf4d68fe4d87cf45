import { createFileRoute } from '@tanstack/react-router';
import { DisciplineView, disciplineHead } from './-components/discipline-page';

// One of the four discipline pages: the view and the page's data are shared (src/content/strategy.ts, disciplinePages).
export const Route = createFileRoute('/branding')({
  loader: () => ({ head: disciplineHead('/branding') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => <DisciplineView path="/branding" />,
});
