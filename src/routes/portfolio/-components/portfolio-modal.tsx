import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '#src/components/ui/button';
import { ModalDialog } from '#src/components/ui/modal-dialog';
import { portfolioCopy, type PortfolioProject } from '#src/content/portfolio';
import { PortfolioPlayer } from './portfolio-player';
import { showRange } from '#src/content/typography';
import { theme } from '#src/styles/tokens';

const copy = portfolioCopy.modal;

/**
 * The project dialog: the site's modal dialog (role dialog, aria-modal, focus
 * trapped while open and given back on close), closed by 'Close', Escape or a
 * click on the backdrop.
 */
export function PortfolioModal({
  project,
  playing,
  onClose,
  onPlay,
}: {
  project: PortfolioProject;
  playing: boolean;
  onClose: () => void;
  onPlay: () => void;
}) {
  const titleId = `portfolio-modal-title-${project.id}`;

  // Opened from a link (no card was focused)? Focus the project's card first,
  // so the trap hands focus back to it on close.
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const active = document.activeElement;
    if (!active || active === document.body) {
      document.querySelector<HTMLElement>(`[data-portfolio-card="${project.id}"]`)?.focus({ preventScroll: true });
    }
  }, [project.id]);

  const isSequence = project.id === 9;
  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={onClose}
      closeLabel={copy.close}
      kicker={
        <>
          {project.category} · {project.year}
        </>
      }
      data={{ 'data-project': project.id }}
      backdropTestId="portfolio-backdrop"
    >
      <PortfolioPlayer key={project.id} video={project.video} playing={playing} onPlay={onPlay} />
      <Content>
        <h2 id={titleId}>{project.title}</h2>
        <Facts>
          <div>
            <dt>{copy.client}</dt>
            <dd>{project.client}</dd>
          </div>
          <div>
            <dt>{copy.year}</dt>
            <dd>{project.year}</dd>
          </div>
          <div>
            <dt>{copy.category}</dt>
            <dd>{project.category}</dd>
          </div>
        </Facts>
        <Description>{project.description}</Description>
        <Action>
          <Button type="button" $size="lg" onClick={onPlay} disabled={playing}>
            {isSequence ? copy.watchSequence : copy.viewLive}
          </Button>
        </Action>
        {isSequence && project.challenge ? (
          <Block>
            <h3>{copy.challenge}</h3>
            <p>{project.challenge}</p>
          </Block>
        ) : null}
        {isSequence && project.solution ? (
          <Block>
            <h3>{copy.solution}</h3>
            <p>{project.solution}</p>
          </Block>
        ) : null}
        {isSequence && project.keyScenes ? (
          <Block>
            <h3>{copy.keyScenes}</h3>
            <Scenes>
              {project.keyScenes.map((scene) => (
                <li key={scene.title}>
                  <strong>{scene.title}</strong>
                  <span>{scene.description}</span>
                </li>
              ))}
            </Scenes>
          </Block>
        ) : null}
        <Columns>
          <Block>
            <h3>{copy.tools}</h3>
            <Chips>
              {project.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </Chips>
          </Block>
          <Block>
            <h3>{copy.results}</h3>
            <Bullets>
              {project.results.map((result) => (
                <li key={result}>{showRange(result)}</li>
              ))}
            </Bullets>
          </Block>
        </Columns>
        {isSequence && project.impact ? (
          <Block>
            <h3>{copy.impact}</h3>
            <Bullets>
              {project.impact.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Bullets>
          </Block>
        ) : null}
        <Block>
          <h3>{copy.awards}</h3>
          {project.awards.length > 0 ? (
            <Awards>
              {project.awards.map((award) => (
                <li key={award}>{award}</li>
              ))}
            </Awards>
          ) : (
            <p>{copy.noAwards}</p>
          )}
        </Block>
      </Content>
    </ModalDialog>
  );
}

const Content = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  padding: clamp(1.25rem, 0.8rem + 2vw, 2.5rem);
  h2 {
    margin: 0;
    font-size: ${theme.text.h2};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[5]} ${theme.space[7]};
  margin: 0;
  dt {
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: ${theme.text.lg};
  color: ${theme.color.textMuted};
  max-width: 48rem;
`;

const Action = styled.div`
  display: flex;
`;

const Block = styled.section`
  h3 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.text.sm};
    color: ${theme.color.textSubtle};
    font-family: ${theme.font.body};
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
    max-width: 48rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.35rem 0.8rem;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    font-size: ${theme.text.sm};
  }
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${theme.space[3]};
  }
  li::before {
    content: '';
    flex: none;
    width: 0.45rem;
    height: 0.45rem;
    margin-top: 0.55em;
    border-radius: 50%;
    background: ${theme.color.warm};
  }
`;

const Scenes = styled.ol`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: scene;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    counter-increment: scene;
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
  }
  strong::before {
    content: counter(scene, decimal-leading-zero) '  ';
    color: ${theme.color.accentText};
    font-family: ${theme.font.display};
  }
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
`;

const Awards = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    font-weight: 500;
  }
  li::before {
    content: '★';
    color: ${theme.color.warm};
  }
`;
