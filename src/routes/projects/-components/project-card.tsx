import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { ClipVideo } from '../../../components/media/clip-video';
import { useClip } from '../../../components/media/use-clip';
import type { Project } from '../../../content/projects';
import { showRange } from '../../../content/typography';

/**
 * A project in the /projects list: thumbnail, category, client, title,
 * summary and the case study link. On a desktop pointer, hovering the card or
 * focusing its link plays a short preview of the project's film.
 */
export function ProjectCard({ project, linkLabel, priority = false }: { project: Project; linkLabel: string; priority?: boolean }) {
  const preview = useClip({ trigger: 'preview' });
  const label = (
    <>
      {linkLabel}
      {' '}
      <span className="visually-hidden">for {project.title}</span>
      <span aria-hidden="true"> →</span>
    </>
  );
  return (
    <Card data-category={project.category} {...preview.previewHandlers}>
      <Thumb>
        <ClipVideo clip={project.video.clip} poster={project.thumbnail} handle={preview} control="none" priority={priority} fill sizes="(min-width: 768px) 50vw, 100vw" />
      </Thumb>
      <Body>
        <Meta>
          <Category>{project.category}</Category>
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
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  transition:
    border-color ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.ease};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.borderStrong};
    transform: translateY(-3px);
  }
  &:hover img {
    transform: scale(1.03);
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover,
    &:focus-within {
      transform: none;
    }
    &:hover img {
      transform: none;
    }
  }
`;

const Thumb = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.text.xl};
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.text.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const Category = styled.span`
  padding: 0.25rem 0.7rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 16%, transparent);
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.text.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  li::before {
    content: '';
    flex: none;
    width: 0.4rem;
    height: 0.4rem;
    margin-top: 0.55em;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.warm};
  }
`;

const linkStyles = `
  margin-top: auto;
  font-weight: 600;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const CardLink = styled(Link)`
  ${linkStyles}
  color: ${({ theme }) => theme.color.accentText};
`;

const CardAnchor = styled.a`
  ${linkStyles}
  color: ${({ theme }) => theme.color.accentText};
`;
