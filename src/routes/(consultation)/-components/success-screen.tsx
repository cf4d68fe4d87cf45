import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '#src/components/ui/button';
import { NextSteps } from '#src/components/blocks/next-steps';
import { SuccessBadge } from '#src/components/ui/success-badge';
import { callMinutes, meetingTypeLabel, studioTimeZone, successCopy, timeZoneLabel } from '#src/content/consultation';
import { describeSlot } from '#src/consultation/time';
import type { ConsultationData } from '#src/forms/consultation';
import { CalendarActions } from './calendar-actions';
import { theme } from '#src/styles/tokens';
import { showRange } from '#src/content/typography';

type Props = { data: ConsultationData; requestId: string };

/** The thank-you screen that replaces the form (docs/product/consultation.md): the slot with its zone, calendar links, what happens next. */
export function SuccessScreen({ data, requestId }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const zone = data.timezone || studioTimeZone;
  const slot = describeSlot(data.preferred_date, data.preferred_time, zone, callMinutes);

  return (
    <Panel data-testid="consultation-success">
      <SuccessBadge />
      <h2 ref={headingRef} tabIndex={-1}>
        {successCopy.title}
      </h2>
      <Lead>{successCopy.lead(data.name)}</Lead>

      {slot ? (
        <Slot>
          <p>{successCopy.slotHeading}</p>
          <strong data-testid="success-slot">
            {slot.date} at {slot.time} {slot.zoneShort} ({zone})
          </strong>
          <span>
            {meetingTypeLabel(data.meeting_type)} · {callMinutes} minutes · {timeZoneLabel(zone)}
          </span>
          {slot.outsideStudioHours ? (
            <Outside>{showRange(successCopy.outsideHours(`${slot.studioDate}, ${slot.studioTime}`))}</Outside>
          ) : null}
          <CalendarActions slot={data} requestId={requestId} />
        </Slot>
      ) : null}

      <Next>
        <h3>{successCopy.nextTitle}</h3>
        <NextSteps steps={successCopy.nextSteps} />
      </Next>

      <Actions>
        <ButtonLink to="/" $size="lg">
          {successCopy.home}
        </ButtonLink>
        <ButtonLink to="/projects" $variant="secondary" $size="lg">
          {successCopy.projects}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}

const Panel = styled.div`
  padding: clamp(1.5rem, 1rem + 2.5vw, 3rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  box-shadow: ${theme.shadow.card};
  h2 {
    font-size: ${theme.text.xl};
    outline: none;
  }
`;

const Lead = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.text.lg};
`;

const Slot = styled.div`
  margin: ${theme.space[6]} 0;
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.borderStrong};
  background: ${theme.color.surface};
  > p {
    margin: 0 0 0.25rem;
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
  }
  > strong {
    display: block;
    font-family: ${theme.font.display};
    font-size: ${theme.text.lg};
  }
  > span {
    display: block;
    margin-top: 0.25rem;
    font-size: ${theme.text.sm};
    color: ${theme.color.textMuted};
  }
`;

const Next = styled.section`
  h3 {
    font-size: ${theme.text.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[7]};
`;

const Outside = styled.p`
  margin: ${theme.space[3]} 0 0;
  padding-left: ${theme.space[3]};
  border-left: 2px solid ${theme.color.warm};
  font-size: ${theme.text.sm};
  color: ${theme.color.text};
`;
