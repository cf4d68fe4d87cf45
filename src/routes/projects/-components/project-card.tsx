import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { MediaCard } from '#src/components/media/media-card';
import { CategoryPill, stretchedTarget } from '#src/components/ui/card-frame';
import type { Project } from '#src/content/projects';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

/**
 * A project in the /projects list: thumbnail, category, client, title,
 * summary and the case study link. On a desktop pointer, hovering the card or
 * focusing its link plays a short preview of the project's film.
 */
export function ProjectCard({ project, linkLabel, priority = false }: { project: Project; linkLabel: string; priority?: boolean }) {
  const label = (
    <>
      {linkLabel} <span className="visually-hidden">for {project.title}</span>
      <span aria-hidden="true"> →</span>
    </>
  );
  return (
    <MediaCard
      data-category={project.category}
      clip={project.video.clip}
      poster={project.thumbnail}
      priority={priority}
      sizes="(min-width: 768px) 50vw, 100vw"
    >
      <Body>
        <Meta>
          <CategoryPill>{project.category}</CategoryPill>
          {project.client ? (
            <span>
              {project.client}
              {project.year ? ` · ${project.year}` : null}
            </span>
          ) : null}
        </Meta>
        <h3>{project.title}</h3>
        <p>{project.description}</p>
        <Results aria-label={`${project.title}: results`}>
          {project.results.map((result) => (
            <li key={result}>{showRange(result)}</li>
          ))}
        </Results>
        {project.caseStudy ? <CardLink to={project.caseStudy}>{label}</CardLink> : <CardAnchor href="#">{label}</CardAnchor>}
      </Body>
    </MediaCard>
  );
}

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  h3 {
    font-size: ${theme.text.xl};
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  /*
   * On very wide screens a card is too wide for one column of text (the description ran past 90
   * characters): the results move beside the description, which keeps a reading measure.
   */
  @media (min-width: 100em) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-rows: auto auto auto 1fr;
    column-gap: ${theme.space[7]};
    > * {
      grid-column: 1 / -1;
    }
    > p {
      grid-column: 1;
    }
    > a {
      align-self: end;
      justify-self: start;
    }
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

const Results = styled.ul`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0 ${theme.space[3]};
  padding: 0;
  list-style: none;
  font-size: ${theme.text.sm};
  @media (min-width: 100em) {
    && {
      grid-column: 2;
      grid-row: 3;
      margin: 0;
      padding-left: ${theme.space[5]};
      border-left: 1px solid ${theme.color.border};
    }
  }
  li {
    display: flex;
    gap: ${theme.space[2]};
  }
  li::before {
    content: '';
    flex: none;
    width: 0.4rem;
    height: 0.4rem;
    margin-top: 0.55em;
    border-radius: 50%;
    background: ${theme.color.warm};
  }
`;

const linkStyles = `
  margin-top: auto;
  font-weight: 600;
  text-decoration: none;
  ${stretchedTarget}
`;

const CardLink = styled(Link)`
  ${linkStyles}
  color: ${theme.color.accentText};
`;

const CardAnchor = styled.a`
  ${linkStyles}
  color: ${theme.color.accentText};
`;
