import { fieldCopy } from '#src/content/consultation';
import { Field } from './field';
import { FieldGrid, Input } from './form-controls';
import { useWizardForm } from './use-wizard-form';

/** Step 1: Contact Information. */
export function StepContact() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  return (
    <FieldGrid>
      <Field name="name" label={fieldCopy.name.label} required error={errors.name?.message}>
        {(aria) => (
          <Input
            type="text"
            autoComplete={fieldCopy.name.autoComplete}
            placeholder={fieldCopy.name.placeholder}
            maxLength={120}
            {...aria}
            {...register('name')}
          />
        )}
      </Field>
      <Field name="email" label={fieldCopy.email.label} required error={errors.email?.message}>
        {(aria) => (
          <Input
            type="email"
            inputMode="email"
            autoComplete={fieldCopy.email.autoComplete}
            placeholder={fieldCopy.email.placeholder}
            maxLength={254}
            {...aria}
            {...register('email')}
          />
        )}
      </Field>
      <Field name="company" label={fieldCopy.company.label} required error={errors.company?.message}>
        {(aria) => (
          <Input
            type="text"
            autoComplete={fieldCopy.company.autoComplete}
            placeholder={fieldCopy.company.placeholder}
            maxLength={160}
            {...aria}
            {...register('company')}
          />
        )}
      </Field>
      <Field name="role" label={fieldCopy.role.label} error={errors.role?.message}>
        {(aria) => (
          <Input
            type="text"
            autoComplete={fieldCopy.role.autoComplete}
            placeholder={fieldCopy.role.placeholder}
            maxLength={120}
            {...aria}
            {...register('role')}
          />
        )}
      </Field>
      <Field name="phone" label={fieldCopy.phone.label} hint={fieldCopy.phone.hint} error={errors.phone?.message}>
        {(aria) => (
          <Input
            type="tel"
            inputMode="tel"
            autoComplete={fieldCopy.phone.autoComplete}
            placeholder={fieldCopy.phone.placeholder}
            maxLength={40}
            {...aria}
            {...register('phone')}
          />
        )}
      </Field>
    </FieldGrid>
  );
}
