import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { adminInboxMachine } from '#machines/admin-inbox.machine';
import { AuthContext } from '#machines/auth-context';
import { ATTENTION_DAYS } from '#src/api/admin';
import { Button } from '#src/components/ui/button';
import { inboxCopy } from '#src/content/admin-inbox';
import { inspect } from '#src/inspect';
import { InboxToolbar } from './inbox-toolbar';
import { KindNav } from './kind-nav';
import { LeadDetail } from './lead-detail';
import { LeadList } from './lead-list';
import { theme } from '#src/styles/tokens';

/**
 * The admin leads inbox, bound to the adminInbox machine: kinds on the side,
 * filters above, the list, and the open lead. On phones the open lead
 * replaces the list (with a way back).
 */
export function LeadsInbox({ machine = adminInboxMachine }: { machine?: typeof adminInboxMachine }) {
  const auth = AuthContext.useActorRef();
  const logic = useMemo(
    () => machine.provide({ actions: { reportUnauthorized: () => auth.send({ type: 'auth.expire' }) } }),
    [machine, auth],
  );
  const [state, send] = useMachine(logic, { input: {}, inspect });
  const { filters, list, selected, detail, markFailed, statusFailed } = state.context;
  const listLoading = state.matches({ list: 'loading' });
  const listFailed = state.matches({ list: 'failed' });
  const detailOpen = !state.matches({ detail: 'closed' });

  return (
    <Layout>
      <Side>
        <KindNav active={filters.kind} counts={list?.counts} onSelect={(kind) => send({ type: 'inbox.filter', filters: { kind } })} />
      </Side>
      <Main>
        {list?.attention &&
        (list.attention.failedSignIns > 0 || list.attention.undeliveredNotifications > 0 || list.attention.unconfirmedNotifications > 0) ? (
          <Attention data-testid="inbox-attention">
            {list.attention.failedSignIns > 0 ? (
              <p>{inboxCopy.attention.failedSignIns(list.attention.failedSignIns, list.attention.refusedSignIns, ATTENTION_DAYS)}</p>
            ) : null}
            {list.attention.undeliveredNotifications > 0 ? (
              <p>{inboxCopy.attention.undelivered(list.attention.undeliveredNotifications)}</p>
            ) : null}
            {list.attention.unconfirmedNotifications > 0 ? (
              <p>{inboxCopy.attention.unconfirmed(list.attention.unconfirmedNotifications)}</p>
            ) : null}
          </Attention>
        ) : null}
        <InboxToolbar
          filters={filters}
          onChange={(change) => send({ type: 'inbox.filter', filters: change })}
          onRefresh={() => send({ type: 'inbox.refresh' })}
        />
        <Columns data-detail-open={detailOpen || undefined}>
          <ListColumn aria-busy={listLoading || undefined}>
            <h2 className="visually-hidden">{inboxCopy.kinds[filters.kind]}</h2>
            {listFailed ? (
              <Notice role="alert">
                {inboxCopy.listFailed}{' '}
                <Button type="button" $variant="secondary" onClick={() => send({ type: 'inbox.retry' })}>
                  {inboxCopy.retry}
                </Button>
              </Notice>
            ) : null}
            {list ? (
              <LeadList
                items={list.items}
                status={filters.status}
                query={filters.q}
                selected={selected}
                hasMore={list.hasMore}
                onOpen={(item) => send({ type: 'inbox.open', kind: item.kind, id: item.id })}
              />
            ) : listLoading ? (
              <Notice role="status">{inboxCopy.loading}</Notice>
            ) : null}
          </ListColumn>
          <DetailColumn>
            {detailOpen ? (
              <BackButton type="button" $variant="ghost" onClick={() => send({ type: 'inbox.close' })}>
                <span aria-hidden="true">←</span> {inboxCopy.back}
              </BackButton>
            ) : null}
            {detail &&
            (state.matches({ detail: 'open' }) || state.matches({ detail: 'marking' }) || state.matches({ detail: 'savingStatus' })) ? (
              <LeadDetail
                detail={detail}
                marking={state.matches({ detail: 'marking' })}
                markFailed={markFailed}
                onMark={(handled) => send({ type: 'inbox.markHandled', handled })}
                savingStatus={state.matches({ detail: 'savingStatus' })}
                statusFailed={statusFailed}
                onSetStatus={(change) => send({ type: 'inbox.setStatus', ...change })}
              />
            ) : state.matches({ detail: 'loading' }) ? (
              <Placeholder role="status">{inboxCopy.detailLoading}</Placeholder>
            ) : state.matches({ detail: 'failed' }) ? (
              <Placeholder role="alert">
                {inboxCopy.detailFailed}{' '}
                <Button type="button" $variant="secondary" onClick={() => send({ type: 'inbox.retry' })}>
                  {inboxCopy.retry}
                </Button>
              </Placeholder>
            ) : (
              <Placeholder>{inboxCopy.noSelection}</Placeholder>
            )}
          </DetailColumn>
        </Columns>
      </Main>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 15rem minmax(0, 1fr);
    gap: ${theme.space[6]};
    align-items: start;
  }
`;

const Side = styled.div`
  min-width: 0;
  @media (min-width: ${theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${theme.layout.header} + 1rem);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  align-items: start;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
  }
  /* Phones: the open lead takes the place of the list. */
  @media (max-width: calc(${theme.breakpoint.md} - 0.01em)) {
    &[data-detail-open] > :first-child {
      display: none;
    }
    &:not([data-detail-open]) > :last-child {
      display: none;
    }
  }
`;

const ListColumn = styled.div`
  min-width: 0;
  transition: opacity ${theme.motion.fast};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const DetailColumn = styled.div`
  min-width: 0;
  @media (min-width: ${theme.breakpoint.md}) {
    position: sticky;
    top: calc(${theme.layout.header} + 1rem);
  }
`;

/** Phones only: the open lead covers the list, this brings it back. */
const BackButton = styled(Button)`
  margin-bottom: ${theme.space[3]};
  @media (min-width: ${theme.breakpoint.md}) {
    display: none;
  }
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  color: ${theme.color.textMuted};
`;

const Placeholder = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  min-height: 12rem;
  margin: 0;
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  border: 1px dashed ${theme.color.borderStrong};
  color: ${theme.color.textSubtle};
  text-align: center;
`;

const Attention = styled.div`
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 3px solid ${theme.color.warning};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.sm};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space[2]};
  }
`;
