import type { AnyEventObject } from 'xstate';
import type { WizardEnvironment } from '#machines/consultation-wizard.machine';
import { ApiError } from '#src/api/http';
import type { ConsultationData } from '#src/forms/consultation';

/** The visitor's "today" in consultation tests (a fixed date, so no test depends on the real clock). */
export const fixedToday = '2030-03-04';
export const fixedNow = new Date('2030-03-04T15:00:00Z');

/** A complete, valid consultation request (Tuesday 12 March 2030, 1 PM in New York = 10 AM in San Francisco). */
export const validConsultation: ConsultationData = {
  name: 'Jordan Reyes',
  email: 'jordan@northwind.example',
  phone: '+1 415 555 0142',
  company: 'Northwind Outfitters',
  role: 'Head of Brand',
  project_type: 'Brand Films',
  project_description: 'A 90 second brand film for our spring collection launch, with cut-downs for social.',
  timeline: '1-2 months',
  budget_range: '$15,000 - $50,000',
  platforms: ['Social Media', 'Website'],
  goals: 'Launch awareness and pre-orders for the collection.',
  preferred_date: '2030-03-12',
  preferred_time: '1:00 PM',
  timezone: 'America/New_York',
  meeting_type: 'video',
  current_challenges: 'Agency turnarounds of eight weeks or more.',
  inspiration_links: 'https://vimeo.com/76979871\nwww.youtube.com/watch?v=abc123',
  additional_notes: '',
  how_heard: 'Referral',
  consent_email: true,
  consent_marketing: false,
};

export const environment = (draft: WizardEnvironment['draft'] = null): WizardEnvironment => ({
  draft,
  today: fixedToday,
  timeZone: 'America/New_York',
});

/** Request ids request-0001, request-0002, … in the order they are made (a fresh sequence per environment). */
const idSequence = () => {
  let made = 0;
  return () => `request-${String(++made).padStart(4, '0')}`;
};

/** The fixture's session with a fixed clock as well (its "today", 10:00 AM in New York) and predictable request ids. */
export const clockedEnvironment = (draft: WizardEnvironment['draft'] = null): WizardEnvironment => ({
  ...environment(draft),
  clock: () => fixedNow,
  newId: idSequence(),
});

/** A required field per step, an invalid value for it and its valid one: a submit with it invalid jumps to that step. */
export const breakableFields: Record<number, [name: string, invalid: string, valid: string]> = {
  1: ['company', '', validConsultation.company],
  2: ['goals', '', validConsultation.goals],
  3: ['preferred_date', '', validConsultation.preferred_date],
  4: ['inspiration_links', 'not a link', validConsultation.inspiration_links],
};

/** The step whose breakable field is `name` (where a submit with it invalid takes the visitor). */
export const breakableStepOf = (name: string): number => Number(Object.entries(breakableFields).find(([, [field]]) => field === name)![0]);

/** The wizard's events with their payloads, for the model-based suites (tests/machines, tests/e2e). */
export const wizardEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadEnvironment', output: clockedEnvironment() },
  { type: 'xstate.done.actor.loadEnvironment', output: clockedEnvironment({ values: { name: 'Jordan' }, step: 2 }) },
  { type: 'xstate.done.actor.loadEnvironment', output: clockedEnvironment({ values: { name: 'Jordan' }, step: 3 }) },
  { type: 'xstate.done.actor.loadEnvironment', output: clockedEnvironment({ values: { name: 'Jordan' }, step: 4 }) },
  { type: 'xstate.error.actor.loadEnvironment', error: new Error('storage blocked') },
  { type: 'wizard.next' },
  { type: 'wizard.previous' },
  // A submit found a field invalid: one on each step.
  ...[1, 2, 3, 4].map((step) => ({ type: 'wizard.invalid', fields: [breakableFields[step]![0]] })),
  { type: 'wizard.submit', data: validConsultation },
  { type: 'xstate.done.actor.submitConsultation', output: { id: 'srv-1', status: 'accepted' } },
  { type: 'xstate.error.actor.submitConsultation', error: new ApiError('HTTP 500', 500) },
  { type: 'draft.save', values: { role: 'Head of Brand' } },
];

/**
 * The same events as a rendered wizard meets them: every session starts from a complete draft (on the step
 * the event names, so a submit is valid), and an unreadable session is left out (the view cannot fail to read one).
 */
export const wizardViewEvents: AnyEventObject[] = wizardEvents
  .filter((e) => e.type !== 'xstate.error.actor.loadEnvironment')
  .map((e) =>
    e.type === 'xstate.done.actor.loadEnvironment'
      ? {
          ...e,
          output: {
            ...(e.output as WizardEnvironment),
            draft: { values: validConsultation, step: (e.output as WizardEnvironment).draft?.step ?? 1 },
          },
        }
      : e,
  );

/** An optional field per step and a new value for it (an edit the session draft keeps: draft.save). */
export const optionalEdits: Record<number, [name: string, value: string]> = {
  1: ['role', 'Head of Brand & Content'],
  2: ['goals', 'Launch awareness and pre-orders.'],
  3: ['timezone', 'America/New_York'],
  4: ['additional_notes', 'Please call after 2 PM.'],
};
