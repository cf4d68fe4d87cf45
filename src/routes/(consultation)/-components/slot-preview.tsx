import styled from 'styled-components';
import { Icon } from '#src/components/ui/icon';
import { callMinutes, timeZoneWithId, wizardCopy } from '#src/content/consultation';
import { describeSlot, studioHoursIn } from '#src/consultation/time';
import { theme } from '#src/styles/tokens';
import { showRange } from '#src/content/typography';

type Props = { date: string; time: string; zone: string; today: string | null };

/**
 * The chosen slot, always with its time zone, and the same moment at the studio; the studio's call hours in the
 * visitor's zone (on the chosen date, else today), and a note when the slot falls outside them.
 */
export function SlotPreview({ date, time, zone, today }: Props) {
  const slot = date && time && zone ? describeSlot(date, time, zone, callMinutes) : null;
  const day = date || today;
  const hours = day && zone ? studioHoursIn(day, zone) : null;
  return (
    <Box data-span="full" aria-live="polite" data-testid="slot-preview">
      <Icon name="clock" size={22} />
      <div>
        <Title>{wizardCopy.slotHeading}</Title>
        {slot ? (
          <>
            <Slot>
              {slot.date} at {slot.time} {slot.zoneShort}
            </Slot>
            <Meta>
              {timeZoneWithId(slot.zone)} · {wizardCopy.studioTime(`${slot.studioDate}, ${slot.studioTime}`)}
            </Meta>
            {slot.outsideStudioHours ? <Note>{showRange(wizardCopy.outsideHours)}</Note> : null}
          </>
        ) : (
          <Meta>{wizardCopy.slotEmpty}</Meta>
        )}
        {hours ? <Meta>{showRange(wizardCopy.hoursInZone(hours.from, hours.to, hours.zoneShort))}</Meta> : null}
      </div>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  gap: ${theme.space[4]};
  align-items: flex-start;
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.borderStrong};
  background: ${theme.color.surface};
  > svg {
    flex: none;
    color: ${theme.color.accentText};
    margin-top: 0.15rem;
  }
`;

const Title = styled.p`
  margin: 0 0 0.2rem;
  font-size: ${theme.text.xs};
  color: ${theme.color.textSubtle};
`;

const Slot = styled.p`
  margin: 0;
  font-family: ${theme.font.display};
  font-size: ${theme.text.lg};
  font-weight: 600;
`;

const Meta = styled.p`
  margin: 0.2rem 0 0;
  font-size: ${theme.text.sm};
  color: ${theme.color.textMuted};
`;

const Note = styled.p`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.text.xs};
  color: ${theme.color.warning};
`;
