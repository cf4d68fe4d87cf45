import { useFormContext } from 'react-hook-form';
import type { ConsultationData, ConsultationValidationContext } from '#src/forms/consultation';

/** The wizard's react-hook-form instance (provided by ConsultationWizard). */
export const useWizardForm = () => useFormContext<ConsultationData, ConsultationValidationContext, ConsultationData>();
