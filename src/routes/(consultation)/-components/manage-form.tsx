import styled from 'styled-components';
import { SelectField, TextField } from '#src/components/forms/field';
import { Button } from '#src/components/ui/button';
import { Container } from '#src/components/ui/container';
import { preferredTimes } from '#src/content/consultation';
import { managePageCopy, type ManageSlotError } from '#src/content/visitor-emails';
import { theme } from '#src/styles/tokens';

const copy = managePageCopy.form;
const timeOptions = preferredTimes.map((t) => ({ value: t, label: t }));

/**
 * One plain form, two buttons: move the request (date and time required) or
 * withdraw it (no fields needed, so that button skips the browser's checks).
 * No action attribute: the browser posts to this page's own address, token included.
 * After a refused slot the server shows it again with the visitor's values and
 * the reason next to the refused field; `min` is the first day allowed.
 */
export function ManageForm({ min, date, time, error }: { min?: string; date?: string; time?: string; error?: ManageSlotError }) {
  return (
    <Body>
      <Form method="post" aria-labelledby="manage-change-title">
        <Panel>
          <h2 id="manage-change-title">{copy.changeHeading}</h2>
          <p>{copy.changeHint}</p>
          <Row>
            <TextField
              id="manage-date"
              name="date"
              type="date"
              label={copy.date}
              required
              min={min}
              defaultValue={date}
              error={error === 'date' ? copy.errors.date : undefined}
            />
            <SelectField
              id="manage-time"
              name="time"
              label={copy.time}
              options={timeOptions}
              placeholder={copy.timePlaceholder}
              required
              defaultValue={time && (preferredTimes as readonly string[]).includes(time) ? time : ''}
              error={error === 'time' ? copy.errors.time : undefined}
            />
          </Row>
          <Button type="submit" name="action" value="change" $size="lg">
            {copy.change}
          </Button>
        </Panel>
        <Panel data-tone="quiet">
          <h2>{copy.withdrawHeading}</h2>
          <p>{copy.withdrawHint}</p>
          <Button type="submit" name="action" value="withdraw" formNoValidate $variant="secondary" $size="lg">
            {copy.withdraw}
          </Button>
        </Panel>
      </Form>
      <Note>{copy.single}</Note>
    </Body>
  );
}

const Body = styled(Container)`
  padding-block: ${theme.space[7]} ${theme.space.section};
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space[5]};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
  padding: clamp(1.25rem, 1rem + 1.5vw, 2.25rem);
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bgElevated};
  h2 {
    font-size: ${theme.text.xl};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
  &[data-tone='quiet'] {
    background: transparent;
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  width: 100%;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Note = styled.p`
  margin-top: ${theme.space[5]};
  font-size: ${theme.text.sm};
  color: ${theme.color.textSubtle};
`;
