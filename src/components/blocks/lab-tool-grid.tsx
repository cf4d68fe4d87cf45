import styled from 'styled-components';
import type { LabTool } from '#src/content/lab';
import { LabToolCard } from './lab-tool-card';
import { theme } from '#src/styles/tokens';

/** The lab's tools as a grid of cards, each with its own "Learn more" disclosure. */
export function LabToolGrid({ tools }: { tools: readonly LabTool[] }) {
  return (
    <Grid>
      {tools.map((tool) => (
        <li key={tool.id}>
          <LabToolCard tool={tool} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
