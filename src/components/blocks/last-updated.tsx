import styled from 'styled-components';
import { theme } from '#src/styles/tokens';

/** "Last Updated: <date>" line for documents, with a machine-readable date. */
export function LastUpdated({ iso, label }: { iso: string; label: string }) {
  return (
    <Line>
      Last Updated: <time dateTime={iso}>{label}</time>
    </Line>
  );
}

const Line = styled.p`
  display: inline-flex;
  gap: 0.4em;
  margin: 0;
  padding: 0.45rem 0.95rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  time {
    color: ${theme.color.text};
    font-weight: 600;
  }
`;
