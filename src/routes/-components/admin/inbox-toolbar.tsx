import styled from 'styled-components';
import { exportUrl, statusFilters, type InboxFilters } from '../../../api/admin';
import { Button, ButtonAnchor } from '../../../components/ui/button';
import { inboxCopy } from '../../../content/admin-inbox';

type Props = { filters: InboxFilters; onChange: (filters: Partial<InboxFilters>) => void; onRefresh: () => void };

/** Handled / unhandled filter, the spam toggle and CSV export of the kind in view. */
export function InboxToolbar({ filters, onChange, onRefresh }: Props) {
  return (
    <Bar>
      <Segmented role="group" aria-label="Status">
        {statusFilters.map((status) => (
          <button key={status} type="button" aria-pressed={filters.status === status} onClick={() => onChange({ status })}>
            {inboxCopy.status[status]}
          </button>
        ))}
      </Segmented>
      <Check>
        <input type="checkbox" checked={filters.spam} onChange={(event) => onChange({ spam: event.target.checked })} />
        {inboxCopy.showSpam}
      </Check>
      <Export>
        <Button type="button" $variant="ghost" onClick={onRefresh}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {inboxCopy.refresh}
        </Button>
        {filters.kind === 'all' ? (
          <Hint>{inboxCopy.exportHint}</Hint>
        ) : (
          <ButtonAnchor href={exportUrl(filters.kind, filters)} download $variant="secondary">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {inboxCopy.exportCsv}
          </ButtonAnchor>
        )}
      </Export>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgElevated};
  button {
    min-height: 2.25rem;
    padding: 0 0.95rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    font-size: ${({ theme }) => theme.text.sm};
    font-weight: 500;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.color.surfaceStrong};
      color: ${({ theme }) => theme.color.text};
    }
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.text.sm};
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

const Export = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  width: 100%;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    width: auto;
    margin-left: auto;
  }
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.text.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;
