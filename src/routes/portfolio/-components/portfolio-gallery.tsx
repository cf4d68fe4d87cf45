import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { portfolioModalMachine } from '#machines/portfolio-modal.machine';
import { Container } from '#src/components/ui/container';
import { FilterBar, type FilterOption } from '#src/components/ui/filter-bar';
import { filterByCategory } from '#src/content/projects';
import {
  findPortfolioProject,
  portfolioCategories,
  portfolioCategoryFromSlug,
  portfolioCopy as copy,
  portfolioIds,
  portfolioProjects,
  type PortfolioCategorySlug,
} from '#src/content/portfolio';
import { inspect } from '#src/inspect';
import { PortfolioCard } from './portfolio-card';
import { PortfolioModal } from './portfolio-modal';
import { ListHeading, ListSection, ResultCount, ResultList } from '#src/components/ui/result-list';

const options: readonly FilterOption<PortfolioCategorySlug>[] = [
  { value: undefined, label: 'All' },
  ...portfolioCategories.map((c) => ({ value: c.slug, label: c.label })),
];

type Props = {
  /** The filter from the URL (undefined: All). */
  category: PortfolioCategorySlug | undefined;
  onCategory: (slug: PortfolioCategorySlug | undefined) => void;
  /** The open project from the URL (undefined: none). */
  urlProject: number | undefined;
  /** Write the open project to the URL. */
  onProjectUrl: (id: number | null) => void;
  /** False until hydration: the URL is not applied before then. */
  ready: boolean;
  /** Tests pass a machine with shortened or observed implementations. */
  machine?: typeof portfolioModalMachine;
};

/** Filter bar, grid of the nine projects and the project dialog (portfolioModal machine). */
export function PortfolioGallery({ category, onCategory, urlProject, onProjectUrl, ready, machine = portfolioModalMachine }: Props) {
  const [state, send, actor] = useMachine(machine, { input: { ids: portfolioIds }, inspect });

  // Machine → URL: opening, switching and closing are written to ?project=.
  useEffect(() => {
    const subscription = actor.on('modal.urlChange', (event) => onProjectUrl(event.id));
    return () => subscription.unsubscribe();
  }, [actor, onProjectUrl]);

  // URL → machine: a shared link or back/forward opens or closes the dialog.
  useEffect(() => {
    if (ready) send({ type: 'modal.sync', id: urlProject ?? null });
  }, [ready, urlProject, send]);

  const close = useCallback(() => send({ type: 'modal.close' }), [send]);
  const play = useCallback(() => send({ type: 'modal.play' }), [send]);
  const open = useCallback((id: number) => send({ type: 'modal.open', id }), [send]);

  const label = portfolioCategoryFromSlug(category);
  const visible = filterByCategory(portfolioProjects, label);
  const project = findPortfolioProject(state.context.projectId ?? undefined);

  return (
    <ListSection aria-labelledby="portfolio-grid-title">
      <Container>
        <ListHeading id="portfolio-grid-title">{copy.grid.heading}</ListHeading>
        <FilterBar options={options} active={category} onSelect={onCategory} label={copy.filterLabel} />
        <ResultCount role="status" aria-live="polite">
          {label ? `${visible.length} ${visible.length === 1 ? 'project' : 'projects'} in ${label}` : `All ${visible.length} projects`}
        </ResultCount>
        <ResultList $threeFrom="md">
          {visible.map((item, index) => (
            <li key={item.id}>
              <PortfolioCard project={item} onOpen={open} openLabel={copy.openProject(item.title)} priority={index < 3} />
            </li>
          ))}
        </ResultList>
      </Container>
      {state.matches('open') && project ? (
        <PortfolioModal project={project} playing={state.matches({ open: 'playing' })} onClose={close} onPlay={play} />
      ) : null}
    </ListSection>
  );
}
