import styled from 'styled-components';
import { MediaCard } from '#src/components/media/media-card';
import { stretchedTarget } from '#src/components/ui/card-frame';
import { onPoster } from '#src/components/media/on-poster';
import type { PortfolioProject } from '#src/content/portfolio';
import { theme } from '#src/styles/tokens';

/**
 * A portfolio tile. The title is a button (stretched over the whole card)
 * that opens the project's dialog; Enter and Space work as for any button.
 * On a desktop pointer, hovering the card or focusing its button plays a
 * short preview of the project's film; touch devices show the still.
 */
export function PortfolioCard({
  project,
  onOpen,
  openLabel,
  priority = false,
}: {
  project: PortfolioProject;
  onOpen: (id: number) => void;
  openLabel: string;
  priority?: boolean;
}) {
  return (
    <MediaCard
      clip={project.video.clip}
      poster={project.thumbnail}
      decorative
      priority={priority}
      sizes="(min-width: 768px) 33vw, 100vw"
      overlay={
        <Play aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </Play>
      }
    >
      <Body>
        <Meta>
          <span>{project.category}</span>
          <span>{project.year}</span>
        </Meta>
        <h3>
          <Open
            type="button"
            data-portfolio-card={project.id}
            aria-haspopup="dialog"
            aria-label={openLabel}
            onClick={() => onOpen(project.id)}
          >
            {project.title}
          </Open>
        </h3>
        <Client>{project.client}</Client>
      </Body>
    </MediaCard>
  );
}

const Play = styled.span`
  ${onPoster}
  position: absolute;
  right: ${theme.space[4]};
  bottom: ${theme.space[4]};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${theme.color.overlay};
  color: ${theme.color.text};
  backdrop-filter: blur(6px);
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  h3 {
    margin: 0;
    font-size: ${theme.text.h3};
  }
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.text.xs};
  letter-spacing: 0.1em;
  color: ${theme.color.accentText};
  span + span {
    color: ${theme.color.textSubtle};
  }
`;

const Client = styled.p`
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;

const Open = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${stretchedTarget}
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;
