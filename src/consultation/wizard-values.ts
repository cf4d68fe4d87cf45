/**
 * Pure rules the consultationWizard machine applies to the form's values
 * (machines/consultation-wizard.machine.ts): what the form starts with once the
 * session is read, which fields the visitor has edited, where an invalid
 * field is, and which of a 400 answer's messages belong to which field.
 */
import { wizardSteps } from '#src/content/consultation';
import { consultationDefaults, type ConsultationData } from '#src/forms/consultation';
import type { DraftValues, WizardStep } from './draft';

export type ConsultationField = keyof ConsultationData;

const isField = (name: string): name is ConsultationField => Object.prototype.hasOwnProperty.call(consultationDefaults, name);

/** The fields whose value differs from the form's defaults (what the visitor has typed or chosen). */
export function editedValues(values: DraftValues): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => isField(key) && JSON.stringify(value) !== JSON.stringify(consultationDefaults[key])),
  ) as DraftValues;
}

export type InitialValuesSources = {
  /** What the session draft kept (null when nothing was kept). */
  draft: DraftValues | null;
  /** What the chat's booking link carried. */
  prefill: DraftValues;
  /** The browser's IANA time zone (null when unknown). */
  timeZone: string | null;
  /** What the visitor edited while the session was being read. */
  typed: DraftValues;
};

export type InitialValues = {
  values: ConsultationData;
  /** Whether the values hold something the session draft does not have yet (link or typed values): keep them. */
  changed: boolean;
};

/**
 * The form's values once the session is read: the browser's time zone, then the draft, with the chat's prefill
 * where the draft has no answer (or an empty one); anything the visitor typed meanwhile wins over all of them
 * (nothing typed is lost).
 */
export function initialValues({ draft, prefill, timeZone, typed }: InitialValuesSources): InitialValues {
  const kept = draft ?? {};
  const fromLink = Object.fromEntries(Object.entries(prefill).filter(([key]) => isField(key) && !kept[key])) as DraftValues;
  const edited = editedValues(typed);
  return {
    values: { ...consultationDefaults, timezone: timeZone ?? '', ...kept, ...fromLink, ...edited },
    changed: Object.keys(fromLink).length > 0 || Object.keys(edited).length > 0,
  };
}

/** The first step, and the first field on it, among `names` (in the order the wizard shows them). */
export function firstInvalid(names: readonly string[]): { step: WizardStep; field: ConsultationField } | null {
  for (const [index, step] of wizardSteps.entries()) {
    const field = step.fields.find((f) => names.includes(f));
    if (field) return { step: (index + 1) as WizardStep, field };
  }
  return null;
}

/**
 * A 400 answer's messages by form field: 'platforms[0]' → 'platforms' (the message belongs next to the whole
 * group); names the form does not have are left out.
 */
export function fieldMessages(fields: Record<string, string>): Partial<Record<ConsultationField, string>> {
  const out: Partial<Record<ConsultationField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.replace(/\[\d+\]$/, '');
    if (isField(name)) out[name] = message;
  }
  return out;
}
