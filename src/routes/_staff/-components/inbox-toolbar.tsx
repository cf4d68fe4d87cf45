import styled from 'styled-components';
import { exportUrl, isLeadStatus, leadStatuses, statusFilters, type InboxFilters } from '#src/api/admin';
import { Button, ButtonAnchor } from '#src/components/ui/button';
import { inboxCopy, leadStatusLabels } from '#src/content/admin-inbox';
import { theme } from '#src/styles/tokens';

type Props = { filters: InboxFilters; onChange: (filters: Partial<InboxFilters>) => void; onRefresh: () => void };

/**
 * The search box (name, email, company, message; sent on Enter or the
 * button, cleared with the ✕), handled / unhandled, the sales stage, the
 * spam toggle and CSV export of the kind in view with the same filters.
 */
export function InboxToolbar({ filters, onChange, onRefresh }: Props) {
  return (
    <Bar>
      <Search
        role="search"
        aria-label={inboxCopy.search.label}
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          onChange({ q: typeof q === 'string' ? q.trim() : '' });
        }}
      >
        <label htmlFor="inbox-search" className="visually-hidden">
          {inboxCopy.search.label}
        </label>
        <Field>
          <input
            id="inbox-search"
            key={filters.q}
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={inboxCopy.search.placeholder}
            maxLength={200}
          />
          {filters.q ? (
            <button type="button" aria-label={inboxCopy.search.clear} onClick={() => onChange({ q: '' })}>
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </Field>
        <Button type="submit" $variant="secondary">
          {inboxCopy.search.submit}
        </Button>
      </Search>
      <Segmented role="group" aria-label="Status">
        {statusFilters.map((status) => (
          <button key={status} type="button" aria-pressed={filters.status === status} onClick={() => onChange({ status })}>
            {inboxCopy.status[status]}
          </button>
        ))}
      </Segmented>
      <Stage>
        <span>{inboxCopy.stage.label}</span>
        <select
          value={filters.stage}
          onChange={(event) => onChange({ stage: isLeadStatus(event.target.value) ? event.target.value : 'any' })}
        >
          <option value="any">{inboxCopy.stage.any}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </Stage>
      <Check>
        <input type="checkbox" checked={filters.spam} onChange={(event) => onChange({ spam: event.target.checked })} />
        {inboxCopy.showSpam}
      </Check>
      <Export>
        <Button type="button" $variant="ghost" onClick={onRefresh}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {inboxCopy.refresh}
        </Button>
        {filters.kind === 'all' ? (
          <Hint>{inboxCopy.exportHint}</Hint>
        ) : (
          <ButtonAnchor href={exportUrl(filters.kind, filters)} download $variant="secondary">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M12 4v11M7 10l5 5 5-5M5 20h14"
                stroke="currentColor"
                strokeWidth="1.8"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
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
  gap: ${theme.space[3]} ${theme.space[5]};
  padding-bottom: ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border};
`;

const Search = styled.form`
  display: flex;
  gap: ${theme.space[2]};
  width: 100%;
`;

const Field = styled.span`
  position: relative;
  flex: 1;
  min-width: 0;
  input {
    width: 100%;
    min-height: 2.875rem;
    padding: 0 2.75rem 0 ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.borderStrong};
    background: ${theme.color.bgElevated};
    color: ${theme.color.text};
    font: inherit;
    &::-webkit-search-cancel-button {
      display: none;
    }
  }
  button {
    position: absolute;
    top: 50%;
    right: ${theme.space[2]};
    transform: translateY(-50%);
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${theme.color.textMuted};
    cursor: pointer;
  }
`;

const Stage = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  select {
    min-height: 2.25rem;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.bgElevated};
    color: ${theme.color.text};
    font: inherit;
  }
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  button {
    min-height: 2.25rem;
    padding: 0 0.95rem;
    border: 0;
    border-radius: ${theme.radius.pill};
    background: transparent;
    font-size: ${theme.text.sm};
    font-weight: 500;
    color: ${theme.color.textMuted};
    cursor: pointer;
    &[aria-pressed='true'] {
      background: ${theme.color.surfaceStrong};
      color: ${theme.color.text};
    }
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.text.sm};
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${theme.color.accent};
  }
`;

const Export = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[4]};
  width: 100%;
  @media (min-width: ${theme.breakpoint.md}) {
    width: auto;
    margin-left: auto;
  }
`;

const Hint = styled.span`
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;
