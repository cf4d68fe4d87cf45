import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { leadStatuses, NOTE_MAX, type LeadStatus, type LeadSummary } from '#src/api/admin';
import { SelectField, TextAreaField } from '#src/components/forms/field';
import { Button } from '#src/components/ui/button';
import { inboxCopy, leadStatusLabels } from '#src/content/admin-inbox';
import { formatDateTime } from './format';
import { theme } from '#src/styles/tokens';

type Props = {
  item: LeadSummary;
  saving: boolean;
  /** Another change of this lead is being saved. */
  busy: boolean;
  failed: boolean;
  onSave: (change: { status: LeadStatus; note: string }) => void;
};

const copy = inboxCopy.statusEditor;
const statusOptions = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));

/** The lead's sales status and a note for the team; the form follows the saved record (react-hook-form `values`). */
export function StatusForm({ item, saving, busy, failed, onSave }: Props) {
  const { register, handleSubmit } = useForm<{ status: LeadStatus; note: string }>({
    values: { status: item.leadStatus, note: item.note },
  });
  return (
    <Form aria-labelledby="lead-status-title" onSubmit={handleSubmit((values) => onSave(values))}>
      <Head>
        <h3 id="lead-status-title">{copy.heading}</h3>
        {item.statusChangedAt ? (
          <small>
            {copy.changed} <time dateTime={item.statusChangedAt}>{formatDateTime(item.statusChangedAt)}</time>
          </small>
        ) : null}
      </Head>
      <SelectField id="lead-status" label={copy.status} options={statusOptions} {...register('status')} />
      <TextAreaField
        id="lead-note"
        label={copy.note}
        optional
        rows={3}
        maxLength={NOTE_MAX}
        placeholder={copy.notePlaceholder}
        {...register('note')}
      />
      {failed ? <Failed role="alert">{copy.failed}</Failed> : null}
      <Button type="submit" $variant="secondary" disabled={saving || busy} aria-disabled={saving || busy}>
        {saving ? copy.saving : copy.save}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: start;
  margin-top: ${theme.space[5]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: color-mix(in srgb, ${theme.color.accent} 4%, transparent);
  > div {
    width: 100%;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${theme.text.md};
  }
  small {
    font-size: ${theme.text.xs};
    color: ${theme.color.textSubtle};
  }
`;

const Failed = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;
