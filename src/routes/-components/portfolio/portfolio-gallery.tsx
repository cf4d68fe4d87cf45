import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import styled from 'styled-components';
import { portfolioModalMachine } from '../../../../machines/portfolio-modal.machine';
import { Container } from '../../../components/ui/container';
import { FilterBar, type FilterOption } from '../../../components/ui/filter-bar';
import { Eyebrow, Lead, Section, SectionHeader } from '../../../components/ui/section';
import { filterByCategory } from '../../../content/projects';
import {
  findPortfolioProject,
  portfolioCategories,
  portfolioCategoryFromSlug,
  portfolioCopy as copy,
  portfolioIds,
  portfolioProjects,
  type PortfolioCategorySlug,
} from '../../../content/portfolio';
import { inspect } from '../../../inspect';
import { PortfolioCard } from './portfolio-card';
import { PortfolioModal } from './portfolio-modal';

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
    <Section aria-labelledby="portfolio-grid-title">
      <Container>
        <SectionHeader>
          <Eyebrow>{copy.grid.eyebrow}</Eyebrow>
          <h2 id="portfolio-grid-title">{copy.grid.heading}</h2>
          <Lead>{copy.grid.lead}</Lead>
        </SectionHeader>
        <FilterBar options={options} active={category} onSelect={onCategory} label={copy.filterLabel} />
        <Count role="status" aria-live="polite">
          {label ? `${visible.length} ${visible.length === 1 ? 'project' : 'projects'} in ${label}` : `All ${visible.length} projects`}
        </Count>
        <Grid>
          {visible.map((item, index) => (
            <li key={item.id}>
              <PortfolioCard project={item} onOpen={open} openLabel={copy.openProject(item.title)} priority={index < 3} />
            </li>
          ))}
        </Grid>
      </Container>
      {state.matches('open') && project ? (
        <PortfolioModal project={project} playing={state.matches({ open: 'playing' })} onClose={close} onPlay={play} />
      ) : null}
    </Section>
  );
}

const Count = styled.p`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
