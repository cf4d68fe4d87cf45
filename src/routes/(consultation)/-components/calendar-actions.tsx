import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonAnchor } from '#src/components/ui/button';
import { Icon } from '#src/components/ui/icon';
import { calendarCopy, successCopy } from '#src/content/consultation';
import { buildIcs, googleCalendarUrl, type CalendarSlot } from '#src/consultation/calendar';
import { theme } from '#src/styles/tokens';

type Props = {
  slot: CalendarSlot;
  /** The client-generated request id: the .ics UID matches the one on the team's attachment. */
  requestId: string;
};

/** "Add to calendar": the requested slot as a tentative .ics download (a blob URL, no server) and a Google Calendar link. */
export function CalendarActions({ slot, requestId }: Props) {
  const [href, setHref] = useState<string | null>(null);
  const google = googleCalendarUrl(slot);

  useEffect(() => {
    const ics = buildIcs(slot, { requestId, now: new Date() });
    if (!ics || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [slot, requestId]);

  if (!google) return null;
  return (
    <Wrap>
      <Buttons>
        {href ? (
          <ButtonAnchor href={href} download={calendarCopy.fileName} $variant="secondary" data-testid="ics-download">
            <Icon name="clock" size={18} />
            {successCopy.addToCalendar}
          </ButtonAnchor>
        ) : null}
        <ButtonAnchor href={google} target="_blank" rel="noopener noreferrer" $variant="secondary">
          <Icon name="globe" size={18} />
          {successCopy.googleCalendar}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonAnchor>
      </Buttons>
      <Note>{successCopy.calendarNote}</Note>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-top: ${theme.space[5]};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const Note = styled.p`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;
