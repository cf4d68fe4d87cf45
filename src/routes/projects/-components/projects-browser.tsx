import styled from 'styled-components';
import { ButtonLink, Button } from '#src/components/ui/button';

import { Container } from '#src/components/ui/container';
import { FilterBar, type FilterOption } from '#src/components/ui/filter-bar';
import {
  filterByCategory,
  projectCategories,
  projectCategoryFromSlug,
  projects,
  projectsPageCopy as copy,
  type ProjectCategorySlug,
} from '#src/content/projects';
import { ProjectCard } from './project-card';
import { ListHeading, ListIntro, ListSection, ResultCount, ResultList } from '#src/components/ui/result-list';
import { theme } from '#src/styles/tokens';

/**
 * All, then only the categories that hold a project (ten buttons over five rows for four projects read as a
 * catalogue with holes). A shared link to a category without projects still shows its button, pressed, above the
 * empty state.
 */
const optionsFor = (active: ProjectCategorySlug | undefined): readonly FilterOption<ProjectCategorySlug>[] => [
  { value: undefined, label: 'All' },
  ...projectCategories
    .filter((c) => c.slug === active || projects.some((project) => project.category === c.label))
    .map((c) => ({ value: c.slug, label: c.label })),
];

/** The filter buttons, the result count and the grid (or the empty state) of /projects. */
export function ProjectsBrowser({
  active,
  onSelect,
}: {
  active: ProjectCategorySlug | undefined;
  onSelect: (slug: ProjectCategorySlug | undefined) => void;
}) {
  const category = projectCategoryFromSlug(active);
  const visible = filterByCategory(projects, category);
  return (
    <ListSection aria-labelledby="projects-list-title">
      <Container>
        <ListHeading id="projects-list-title">{copy.list.heading}</ListHeading>
        <ListIntro>{copy.list.lead}</ListIntro>
        <FilterBar options={optionsFor(active)} active={active} onSelect={onSelect} label={copy.filterLabel} />
        <ResultCount role="status" aria-live="polite">
          {category
            ? `${visible.length} ${visible.length === 1 ? 'project' : 'projects'} in ${category}`
            : `All ${visible.length} projects`}
        </ResultCount>
        {visible.length > 0 ? (
          <ResultList $columns={2}>
            {visible.map((project, index) => (
              <li key={project.id}>
                <ProjectCard project={project} linkLabel={copy.viewCaseStudy} priority={index < 2} />
              </li>
            ))}
          </ResultList>
        ) : (
          <Empty>
            <h3>{copy.empty.heading(category ?? '')}</h3>
            <p>{copy.empty.text}</p>
            <Actions>
              <Button type="button" onClick={() => onSelect(undefined)}>
                {copy.empty.showAll}
              </Button>
              <ButtonLink to="/portfolio" $variant="secondary">
                {copy.empty.portfolio}
              </ButtonLink>
            </Actions>
          </Empty>
        )}
      </Container>
    </ListSection>
  );
}

const Empty = styled.div`
  padding: clamp(2rem, 1rem + 4vw, 4rem);
  border-radius: ${theme.radius.lg};
  border: 1px dashed ${theme.color.borderStrong};
  text-align: center;
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    max-width: 34rem;
    margin: ${theme.space[3]} auto 0;
    color: ${theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
