import { createFileRoute } from '@tanstack/react-router';
import { DisciplineView, disciplineHead } from './-components/discipline-page';

// One of the four discipline pages: the view and the page's data are shared (src/content/strategy.ts, disciplinePages).
export const Route = createFileRoute('/digital')({
  loader: () => ({ head: disciplineHead('/digital') }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => <DisciplineView path="/digital" />,
});
