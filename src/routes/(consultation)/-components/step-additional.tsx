import styled from 'styled-components';
import { fieldCopy, howHeardOptions } from '#src/content/consultation';
import { ConsentBox } from './consent-box';
import { Field } from './field';
import { FieldGrid, Group, Select, Textarea } from './form-controls';
import { useWizardForm } from './use-wizard-form';
import { theme } from '#src/styles/tokens';

/** Step 4: Additional Information, and the consent boxes. */
export function StepAdditional() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  return (
    <FieldGrid>
      <Field name="current_challenges" label={fieldCopy.current_challenges.label} error={errors.current_challenges?.message} span="full">
        {(aria) => (
          <Textarea
            rows={3}
            maxLength={2000}
            placeholder={fieldCopy.current_challenges.placeholder}
            {...aria}
            {...register('current_challenges')}
          />
        )}
      </Field>
      <Field
        name="inspiration_links"
        label={fieldCopy.inspiration_links.label}
        hint={fieldCopy.inspiration_links.hint}
        error={errors.inspiration_links?.message}
        span="full"
      >
        {(aria) => (
          <Textarea
            rows={3}
            maxLength={2000}
            spellCheck={false}
            autoCapitalize="off"
            placeholder={fieldCopy.inspiration_links.placeholder}
            {...aria}
            {...register('inspiration_links')}
          />
        )}
      </Field>
      <Field name="additional_notes" label={fieldCopy.additional_notes.label} error={errors.additional_notes?.message} span="full">
        {(aria) => (
          <Textarea
            rows={3}
            maxLength={2000}
            placeholder={fieldCopy.additional_notes.placeholder}
            {...aria}
            {...register('additional_notes')}
          />
        )}
      </Field>
      <Field name="how_heard" label={fieldCopy.how_heard.label} error={errors.how_heard?.message}>
        {(aria) => (
          <Select {...aria} {...register('how_heard')}>
            <option value="">{fieldCopy.how_heard.placeholder}</option>
            {howHeardOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Group data-span="full">
        <legend>Consent</legend>
        <ConsentList>
          <ConsentBox name="consent_email" label={fieldCopy.consent_email.label} error={errors.consent_email?.message} />
          <ConsentBox name="consent_marketing" label={fieldCopy.consent_marketing.label} error={errors.consent_marketing?.message} />
        </ConsentList>
      </Group>
    </FieldGrid>
  );
}

const ConsentList = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;
