import { useWatch } from 'react-hook-form';
import { fieldCopy, preferredTimes, studioTimeZone, timeZoneLabel, timeZones } from '#src/content/consultation';
import { consultationMessages } from '#src/forms/consultation';
import { Field } from './field';
import { FieldGrid, Input, Select } from './form-controls';
import { MeetingTypeOptions } from './meeting-type-options';
import { SlotPreview } from './slot-preview';
import { useWizardForm } from './use-wizard-form';

type Props = {
  /** The visitor's local date (min of the date picker); null until the page is live. */
  today: string | null;
  /** The browser's IANA zone; null until the page is live. */
  browserZone: string | null;
};

/**
 * Step 3: Scheduling Preferences. Date and time are always shown with the time zone.
 *
 * Whether a slot has passed depends on the others: the date on the time zone, the time on the date and the time
 * zone. When the date or the zone is checked (as the visitor leaves it, or changes it later), react-hook-form
 * re-checks what depends on it (`deps`; never on mount, so messages from the server stay until the visitor changes
 * something).
 */
export function StepScheduling({ today, browserZone }: Props) {
  const { register, control, getFieldState, formState } = useWizardForm();
  const { errors } = formState;
  // `deps` also checks a time not chosen yet as the visitor leaves the date: "choose a time" waits until they
  // have been to the time field or have pressed submit; a time that has passed shows at once.
  const timeAsked = getFieldState('preferred_time', formState).isTouched || formState.isSubmitted;
  const timeError =
    errors.preferred_time?.message === consultationMessages.timeRequired && !timeAsked ? undefined : errors.preferred_time?.message;
  const [date, time, zone] = useWatch({ control, name: ['preferred_date', 'preferred_time', 'timezone'] });
  const effectiveZone = zone || studioTimeZone;
  const extra = [browserZone, zone].filter((z): z is string => Boolean(z) && !timeZones.some((t) => t.value === z));
  const zoneOptions = [...new Set(extra)].map((value) => ({ value, label: timeZoneLabel(value) }));

  return (
    <FieldGrid>
      <Field
        name="preferred_date"
        label={fieldCopy.preferred_date.label}
        required
        error={errors.preferred_date?.message}
        hint={`In your time zone: ${timeZoneLabel(effectiveZone)}`}
      >
        {(aria) => <Input type="date" min={today ?? undefined} {...aria} {...register('preferred_date', { deps: ['preferred_time'] })} />}
      </Field>
      <Field name="preferred_time" label={fieldCopy.preferred_time.label} required error={timeError} hint={`Time zone: ${effectiveZone}`}>
        {(aria) => (
          <Select {...aria} {...register('preferred_time')}>
            <option value="">{fieldCopy.preferred_time.placeholder}</option>
            {preferredTimes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name="timezone" label={fieldCopy.timezone.label} hint={fieldCopy.timezone.hint} error={errors.timezone?.message} span="full">
        {(aria) => (
          <Select {...aria} {...register('timezone', { deps: ['preferred_date', 'preferred_time'] })}>
            <option value="">Not set (we assume Pacific Time, our studio)</option>
            {zoneOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
                {option.value === browserZone ? ' (your browser)' : ''}
              </option>
            ))}
            {timeZones.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
                {option.value === browserZone ? ' (your browser)' : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <SlotPreview date={date} time={time} zone={effectiveZone} today={today} />
      <MeetingTypeOptions />
    </FieldGrid>
  );
}
