import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { LeadDetail as Detail, LeadStatus } from '#src/api/admin';
import { Button } from '#src/components/ui/button';
import { displayValue, inboxCopy } from '#src/content/admin-inbox';
import { fieldLabel, formatDateTime, formatValue, mailtoHref } from './format';
import { StatusForm } from './status-form';
import { theme } from '#src/styles/tokens';

type Props = {
  detail: Detail;
  marking: boolean;
  markFailed: boolean;
  onMark: (handled: boolean) => void;
  savingStatus: boolean;
  statusFailed: boolean;
  onSetStatus: (change: { status: LeadStatus; note: string }) => void;
};

/** Shown in the status form rather than the list of fields. */
const STATUS_FIELDS = new Set(['lead_status', 'lead_note', 'status_changed_at']);

/** Every field of one lead, with its handled state and the button that changes it. */
export function LeadDetail({ detail, marking, markFailed, onMark, savingStatus, statusFailed, onSetStatus }: Props) {
  const { item, fields } = detail;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the opened lead (announced by screen readers); scroll only when it is out of view (phones).
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [item.kind, item.id]);
  const handled = Boolean(item.handledAt);
  const mailto = mailtoHref(item);

  return (
    <Pane aria-labelledby="lead-detail-title">
      <Head>
        <div>
          <Kicker>{inboxCopy.kindSingular[item.kind]}</Kicker>
          <h2 id="lead-detail-title" ref={headingRef} tabIndex={-1}>
            {item.title}
          </h2>
          <Sub>
            {item.email ? mailto ? <a href={mailto}>{item.email}</a> : <span>{item.email}</span> : null}
            <span>
              Received <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
            </span>
          </Sub>
        </div>
        <Actions>
          <State role="status" data-handled={handled || undefined}>
            {handled ? `${inboxCopy.handledOn} ${formatDateTime(item.handledAt!)}` : inboxCopy.status.unhandled}
          </State>
          <Button
            type="button"
            $variant={handled ? 'secondary' : 'primary'}
            disabled={marking || savingStatus}
            aria-disabled={marking || savingStatus}
            onClick={() => onMark(!handled)}
          >
            {marking ? inboxCopy.marking : handled ? inboxCopy.markUnhandled : inboxCopy.markHandled}
          </Button>
        </Actions>
      </Head>
      {markFailed ? <Failed role="alert">{inboxCopy.markFailed}</Failed> : null}
      {item.visitorAction ? <Visitor>{inboxCopy.visitorAction[item.visitorAction]}</Visitor> : null}
      <StatusForm item={item} saving={savingStatus} busy={marking} failed={statusFailed} onSave={onSetStatus} />
      <Fields>
        {fields
          .filter((field) => !STATUS_FIELDS.has(field.name))
          .map((field) => (
            <div key={field.name} data-field={field.name}>
              <dt>{fieldLabel(field.name)}</dt>
              <dd data-long={typeof field.value === 'string' && field.value.length > 80 ? true : undefined}>
                {formatValue(displayValue(field.name, field.value))}
              </dd>
            </div>
          ))}
      </Fields>
    </Pane>
  );
}

const Pane = styled.section`
  padding: clamp(1.25rem, 1rem + 1.5vw, 2rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding-bottom: ${theme.space[5]};
  border-bottom: 1px solid ${theme.color.border};
  h2 {
    font-size: ${theme.text.xl};
    margin-bottom: ${theme.space[2]};
    outline: none;
    overflow-wrap: anywhere;
  }
`;

const Kicker = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.text.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.color.accentText};
`;

const Sub = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
  a {
    color: ${theme.color.accentText};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  align-self: flex-start;
`;

const State = styled.span`
  font-size: ${theme.text.sm};
  font-weight: 600;
  color: ${theme.color.warning};
  &[data-handled] {
    color: ${theme.color.success};
  }
`;

const Failed = styled.p`
  margin: ${theme.space[4]} 0 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

const Visitor = styled.p`
  margin: ${theme.space[4]} 0 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.sm};
  border: 1px solid color-mix(in srgb, ${theme.color.warning} 45%, transparent);
  background: color-mix(in srgb, ${theme.color.warning} 10%, transparent);
  font-weight: 600;
`;

const Fields = styled.dl`
  display: grid;
  margin: ${theme.space[5]} 0 0;
  > div {
    display: grid;
    gap: ${theme.space[1]};
    padding: ${theme.space[3]} 0;
    border-bottom: 1px solid ${theme.color.border};
    @media (min-width: ${theme.breakpoint.sm}) {
      grid-template-columns: 11rem minmax(0, 1fr);
      gap: ${theme.space[4]};
    }
  }
  dt {
    font-size: ${theme.text.sm};
    color: ${theme.color.textSubtle};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  [data-field='id'] dd {
    font-family: ${theme.font.mono};
    font-size: ${theme.text.xs};
    color: ${theme.color.textMuted};
  }
  dd[data-long] {
    font-size: ${theme.text.sm};
    line-height: 1.65;
  }
`;
