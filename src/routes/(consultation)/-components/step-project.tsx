import { budgetRanges, fieldCopy, platforms, projectTypes, timelines } from '#src/content/consultation';
import { ChoiceChips } from './choice-chips';
import { Field } from './field';
import { FieldGrid, Select, Textarea } from './form-controls';
import { useWizardForm } from './use-wizard-form';

/** Step 2: Project Details. */
export function StepProject() {
  const {
    register,
    formState: { errors },
  } = useWizardForm();
  const platformsField = register('platforms');
  return (
    <FieldGrid>
      <Field name="project_type" label={fieldCopy.project_type.label} required error={errors.project_type?.message} span="full">
        {(aria) => (
          <Select {...aria} {...register('project_type')}>
            <option value="">{fieldCopy.project_type.placeholder}</option>
            {projectTypes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        name="project_description"
        label={fieldCopy.project_description.label}
        required
        error={errors.project_description?.message}
        span="full"
      >
        {(aria) => (
          <Textarea
            rows={5}
            maxLength={5000}
            placeholder={fieldCopy.project_description.placeholder}
            {...aria}
            {...register('project_description')}
          />
        )}
      </Field>
      <Field name="timeline" label={fieldCopy.timeline.label} required error={errors.timeline?.message}>
        {(aria) => (
          <Select {...aria} {...register('timeline')}>
            <option value="">{fieldCopy.timeline.placeholder}</option>
            {timelines.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name="budget_range" label={fieldCopy.budget_range.label} required error={errors.budget_range?.message}>
        {(aria) => (
          <Select {...aria} {...register('budget_range')}>
            <option value="">{fieldCopy.budget_range.placeholder}</option>
            {budgetRanges.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ChoiceChips
        name="platforms"
        legend={fieldCopy.platforms.label}
        hint={fieldCopy.platforms.hint}
        options={platforms}
        error={errors.platforms?.message ?? errors.platforms?.find?.((e) => e?.message)?.message}
        inputProps={() => platformsField}
      />
      <Field name="goals" label={fieldCopy.goals.label} required error={errors.goals?.message} span="full">
        {(aria) => <Textarea rows={3} maxLength={2000} placeholder={fieldCopy.goals.placeholder} {...aria} {...register('goals')} />}
      </Field>
    </FieldGrid>
  );
}
