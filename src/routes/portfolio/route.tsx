import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Container } from '#src/components/ui/container';
import { PageHero } from '#src/components/blocks/page-hero';
import { Eyebrow, Lead, Section, SectionHeader } from '#src/components/ui/section';
import { StatsRow } from '#src/components/blocks/stats-row';
import { useHydrated } from '#src/components/layout/hydration';
import { pages } from '#src/content/pages';
import { portfolioCategories, portfolioIds, type PortfolioCategorySlug } from '#src/content/categories';
import { portfolioCopy, portfolioStats } from '#src/content/portfolio';
import { pageHead } from '#src/seo/head';
import { PortfolioGallery } from './-components/portfolio-gallery';
import { StartProjectAside } from './-components/start-project-aside';
import { StartProjectForm } from './-components/start-project-form';
import { theme } from '#src/styles/tokens';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry the portfolio pushed when it opened a project. */
    portfolioDialog?: boolean;
  }
}

type PortfolioSearch = { category?: PortfolioCategorySlug; project?: number };

/** `?category=<slug>&project=<1-9>`; anything unknown is dropped. */
export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  const category = portfolioCategories.find((c) => c.slug === search.category)?.slug;
  const id = Number(search.project);
  const project = portfolioIds.find((known) => known === id);
  // Keys are always returned (undefined when invalid) so bad values never pass through.
  return { category, project };
}

export const Route = createFileRoute('/portfolio')({
  validateSearch: validatePortfolioSearch,
  head: () => pageHead('/portfolio'),
  component: PortfolioPage,
});

function PortfolioPage() {
  const page = pages['/portfolio'];
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const hydrated = useHydrated();
  const router = useRouter();
  // Opening a project pushes a history entry (marked in its state), so Back closes the dialog and
  // Forward reopens it. Closing a dialog we opened goes back to that entry's filter URL; closing one
  // that came with the link (no marked entry to return to) replaces the address instead.
  const setProject = useCallback(
    (id: number | null) => {
      const { state, search: current } = router.state.location;
      const ours = state.portfolioDialog === true;
      if (id === null && ours) return router.history.back();
      const opening = id !== null && current.project === undefined;
      void navigate({
        search: (prev) => ({ ...prev, project: id ?? undefined }),
        replace: !opening,
        state: { portfolioDialog: opening || (id !== null && ours) },
        resetScroll: false,
      });
    },
    [navigate, router],
  );
  const setCategory = useCallback(
    (slug: PortfolioCategorySlug | undefined) => void navigate({ search: (prev) => ({ ...prev, category: slug }), resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHero variant="opener" eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <StatsBand aria-label={portfolioCopy.statsLabel}>
        <Container>
          <StatsRow stats={portfolioStats} />
        </Container>
      </StatsBand>
      <PortfolioGallery
        category={hydrated ? search.category : undefined}
        onCategory={setCategory}
        urlProject={hydrated ? search.project : undefined}
        onProjectUrl={setProject}
        ready={hydrated}
      />
      <Section $tone="raised" aria-labelledby="start-project-title" id="start-project">
        <Container>
          <SectionHeader>
            <Eyebrow>{portfolioCopy.form.eyebrow}</Eyebrow>
            <h2 id="start-project-title">{portfolioCopy.form.heading}</h2>
            <Lead>{portfolioCopy.form.lead}</Lead>
          </SectionHeader>
          <FormLayout>
            <StartProjectForm />
            <StartProjectAside />
          </FormLayout>
        </Container>
      </Section>
    </>
  );
}

const StatsBand = styled.section`
  padding-block: ${theme.space[7]} 0;
`;

const FormLayout = styled.div`
  display: grid;
  gap: ${theme.space[7]};
  align-items: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`;
