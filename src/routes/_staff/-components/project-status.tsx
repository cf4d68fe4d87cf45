import styled from 'styled-components';
import { StatusBadge } from '#src/components/ui/status-badge';
import { clientPortal } from '#src/content/client-portal';
import { theme } from '#src/styles/tokens';

/** The client's productions: stage, progress, the next step and who is on it. */
export function ProjectStatus() {
  return (
    <section aria-labelledby="project-status-title">
      <Head>
        <h2 id="project-status-title">{clientPortal.statusTitle}</h2>
        <small>{clientPortal.sampleNote}</small>
      </Head>
      <List>
        {clientPortal.projects.map((project) => (
          <li key={project.ref}>
            <Top>
              <div>
                <h3>{project.title}</h3>
                <p>{project.ref}</p>
              </div>
              <StatusBadge label={project.status} tone={project.tone} />
            </Top>
            <Progress>
              <Bar
                role="progressbar"
                aria-label={`${project.title}: progress`}
                aria-valuenow={project.progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${project.progress}%` }} />
              </Bar>
              <small>{project.progress}% complete</small>
            </Progress>
            <Facts>
              <div>
                <dt>Latest</dt>
                <dd>{project.note}</dd>
              </div>
              <div>
                <dt>Timing</dt>
                <dd>{project.timing}</dd>
              </div>
              <div>
                <dt>Your contact</dt>
                <dd>{project.contact}</dd>
              </div>
            </Facts>
          </li>
        ))}
      </List>
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-bottom: ${theme.space[5]};
  h2 {
    font-size: ${theme.text.xl};
    margin: 0;
  }
  small {
    color: ${theme.color.textSubtle};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  > li {
    padding: clamp(1.25rem, 1rem + 1vw, 1.75rem);
    border-radius: ${theme.radius.lg};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.bgElevated};
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[4]};
  h3 {
    font-size: ${theme.text.lg};
    margin-bottom: ${theme.space[1]};
  }
  p {
    margin: 0;
    font-family: ${theme.font.mono};
    font-size: ${theme.text.xs};
    letter-spacing: 0.04em;
    color: ${theme.color.textSubtle};
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[5]} 0;
  small {
    flex: none;
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.span`
  flex: 1;
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceStrong};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${theme.color.accent};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  dt {
    font-size: ${theme.text.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.color.textSubtle};
  }
  dd {
    margin: 0;
    font-size: ${theme.text.sm};
  }
`;
