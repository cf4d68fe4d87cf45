import styled from 'styled-components';
import type { LeadKind, LeadSummary, StatusFilter } from '#src/api/admin';
import { inboxCopy, leadStatusLabels } from '#src/content/admin-inbox';
import { formatDateTime } from './format';
import { theme } from '#src/styles/tokens';

type Props = {
  items: readonly LeadSummary[];
  status: StatusFilter;
  /** The search in force, if any (the empty list says nothing matched it). */
  query: string;
  selected: { kind: LeadKind; id: string } | null;
  hasMore: boolean;
  onOpen: (item: LeadSummary) => void;
};

/** The leads, newest first: who, what kind, when, a line of context, and whether it is handled or spam. */
export function LeadList({ items, status, query, selected, hasMore, onOpen }: Props) {
  if (!items.length) return <Empty>{query.trim() ? inboxCopy.search.noMatch(query.trim()) : inboxCopy.empty[status]}</Empty>;
  return (
    <>
      <List aria-label="Leads">
        {items.map((item) => {
          const current = selected?.kind === item.kind && selected.id === item.id;
          return (
            <li key={`${item.kind}:${item.id}`}>
              <Row type="button" aria-current={current || undefined} data-lead-id={item.id} onClick={() => onOpen(item)}>
                <Top>
                  <strong>{item.title}</strong>
                  <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
                </Top>
                <Meta>
                  <Kind>{inboxCopy.kindSingular[item.kind]}</Kind>
                  {item.subtitle ? <span>{item.subtitle}</span> : null}
                  {item.leadStatus !== 'new' ? <Tag data-tone={item.leadStatus}>{leadStatusLabels[item.leadStatus]}</Tag> : null}
                  {item.visitorAction ? <Tag data-tone="warning">{inboxCopy.visitorAction[item.visitorAction]}</Tag> : null}
                  {item.handledAt ? <Tag data-tone="success">{inboxCopy.handledOn}</Tag> : null}
                  {item.spam ? <Tag data-tone="danger">{inboxCopy.spamBadge}</Tag> : null}
                </Meta>
                {item.preview ? <Preview>{item.preview}</Preview> : null}
              </Row>
            </li>
          );
        })}
      </List>
      {hasMore ? <More>{inboxCopy.more}</More> : null}
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
`;

const Row = styled.button`
  display: grid;
  gap: ${theme.space[1]};
  width: 100%;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${theme.motion.fast},
    background-color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  &[aria-current='true'] {
    border-color: ${theme.color.accent};
    background: color-mix(in srgb, ${theme.color.accent} 8%, ${theme.color.bgElevated});
  }
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0 ${theme.space[3]};
  strong {
    min-width: 0;
    max-width: 100%;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
    font-variant-numeric: tabular-nums;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.text.xs};
  color: ${theme.color.textMuted};
`;

const Kind = styled.span`
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.color.accentText};
`;

const Tag = styled.span`
  padding: 0.05rem 0.5rem;
  border-radius: ${theme.radius.pill};
  font-weight: 600;
  &[data-tone='success'] {
    color: ${theme.color.success};
    background: color-mix(in srgb, ${theme.color.success} 14%, transparent);
  }
  &[data-tone='danger'],
  &[data-tone='lost'] {
    color: ${theme.color.danger};
    background: color-mix(in srgb, ${theme.color.danger} 14%, transparent);
  }
  &[data-tone='warning'] {
    color: ${theme.color.warning};
    background: color-mix(in srgb, ${theme.color.warning} 14%, transparent);
  }
  &[data-tone='contacted'],
  &[data-tone='qualified'],
  &[data-tone='won'] {
    color: ${theme.color.accentText};
    background: color-mix(in srgb, ${theme.color.accent} 14%, transparent);
  }
`;

const Preview = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;

const Empty = styled.p`
  padding: ${theme.space[6]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.borderStrong};
  text-align: center;
  color: ${theme.color.textMuted};
`;

const More = styled.p`
  margin-top: ${theme.space[4]};
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;
