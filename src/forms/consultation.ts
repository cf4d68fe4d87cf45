import { array, boolean, object, string, type InferType } from 'yup';
import {
  budgetRanges,
  howHeardOptions,
  meetingTypeValues,
  platforms,
  preferredTimes,
  projectTypes,
  studioTimeZone,
  timelines,
} from '#src/content/consultation';
import { addDays, isoDateIn, isValidTimeZone, parseIsoDate, zonedTimeToUtc } from '#src/consultation/time';
import { emailField, honeypotField, messages, nameField, optionalText } from './common';

/**
 * The consultation request (docs/product/consultation.md): ONE schema for the wizard
 * (through react-hook-form's yupResolver) and for POST /api/schedule-consultation.
 * The server is the authority; the page uses it to show the same messages early.
 *
 * The slot must not be in the past where the visitor is: "today" is the
 * calendar date in the request's own time zone (the studio's, America/Los_Angeles,
 * when the zone is empty or unknown); an earlier date is refused on
 * preferred_date, and today at a time that has already begun on preferred_time.
 * Client and server apply the same rule.
 *
 * Validation context (optional): `now`, the clock (a Date or a function that
 * reads one; the page passes the wizard's clock, tests a fixed one). Without
 * it the rule reads the runtime's clock.
 */
export type ConsultationValidationContext = { now?: Date | (() => Date) };

export const consultationMessages = {
  companyRequired: 'Please tell us your company or brand.',
  projectType: 'Please choose a project type.',
  descriptionRequired: 'Please describe your project in a sentence or two.',
  descriptionShort: 'Please tell us a little more (at least 10 characters).',
  timeline: 'Please choose a timeline.',
  budget: 'Please choose a budget range.',
  platforms: 'Please choose from the listed platforms.',
  goalsRequired: 'Please tell us what the project should achieve.',
  dateRequired: 'Please choose a date.',
  dateInvalid: 'Please enter a real date (YYYY-MM-DD).',
  datePast: 'Please choose today or a later date.',
  timePast: 'That time has already passed today. Please choose a later time or another day.',
  dateTooFar: 'Please choose a date within the next 12 months.',
  timeRequired: 'Please choose a time.',
  timeZone: 'Please choose a valid time zone.',
  meetingType: 'Please choose how you would like to meet.',
  phoneInvalid: 'Please enter a valid phone number, like +1 415 555 0142.',
  linksInvalid: 'Please put one web address per line, like https://vimeo.com/12345.',
  linksTooMany: 'Please share up to 20 links.',
  howHeard: 'Please choose an option from the list.',
  consentEmail: 'Please agree so we can email you about your consultation.',
} as const;

/** Digits with optional +, spaces, dots, dashes, slashes and brackets; 7 to 20 digits. */
const PHONE = /^\+?[\d\s().\-/]{7,40}$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

/** A web address: optional scheme, a host with a dot, optional path. */
const LINK = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
export const MAX_LINKS = 20;

/** The non-empty lines of the inspiration links field. */
export const linkLines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The zone a slot is read in: the request's own, or the studio's when it is empty or unknown. */
export const slotZone = (timezone: unknown): string => {
  const zone = typeof timezone === 'string' ? timezone.trim() : '';
  return zone && isValidTimeZone(zone) ? zone : studioTimeZone;
};

/** The instant to validate against, and "today" in the slot's zone. */
function slotClock(context: unknown, timezone: unknown): { now: Date; zone: string; today: string } {
  const clock = (context as ConsultationValidationContext | undefined)?.now;
  const now = typeof clock === 'function' ? clock() : (clock ?? new Date());
  const zone = slotZone(timezone);
  return { now, zone, today: isoDateIn(now, zone) };
}

const oneOfList = (list: readonly string[], message: string) => string().trim().required(message).oneOf(list, message);

export const consultationSchema = object({
  // Step 1: Contact Information
  name: nameField(),
  email: emailField(),
  phone: string()
    .trim()
    .default('')
    .max(40, messages.tooLong(40))
    .test('phone', consultationMessages.phoneInvalid, (v) => !v || (PHONE.test(v) && phoneDigits(v) >= 7 && phoneDigits(v) <= 20)),
  company: string().trim().required(consultationMessages.companyRequired).max(160, messages.tooLong(160)),
  role: optionalText(120),
  // Step 2: Project Details
  project_type: oneOfList(projectTypes, consultationMessages.projectType),
  project_description: string()
    .trim()
    .required(consultationMessages.descriptionRequired)
    .min(10, consultationMessages.descriptionShort)
    .max(5000, messages.tooLong(5000)),
  timeline: oneOfList(timelines, consultationMessages.timeline),
  budget_range: oneOfList(budgetRanges, consultationMessages.budget),
  platforms: array(string().required(consultationMessages.platforms).oneOf(platforms, consultationMessages.platforms))
    .default([])
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .max(platforms.length, consultationMessages.platforms)
    .required(),
  goals: string().trim().required(consultationMessages.goalsRequired).max(2000, messages.tooLong(2000)),
  // Step 3: Scheduling Preferences
  preferred_date: string()
    .trim()
    .required(consultationMessages.dateRequired)
    .test('date', consultationMessages.dateInvalid, (v) => !v || parseIsoDate(v) !== null)
    .test('not-past', consultationMessages.datePast, function (v) {
      if (!v || !parseIsoDate(v)) return true;
      return v >= slotClock(this.options.context, (this.parent as { timezone?: unknown }).timezone).today;
    })
    .test('not-too-far', consultationMessages.dateTooFar, function (v) {
      if (!v || !parseIsoDate(v)) return true;
      return v <= addDays(slotClock(this.options.context, (this.parent as { timezone?: unknown }).timezone).today, 366);
    }),
  preferred_time: oneOfList(preferredTimes, consultationMessages.timeRequired).test(
    'not-passed',
    consultationMessages.timePast,
    function (v) {
      const { preferred_date: date, timezone } = this.parent as { preferred_date?: unknown; timezone?: unknown };
      if (!v || typeof date !== 'string') return true;
      const { now, zone, today } = slotClock(this.options.context, timezone);
      if (date.trim() !== today) return true; // an earlier day is the date's message, a later one is fine
      const start = zonedTimeToUtc(today, v, zone);
      return !start || start.getTime() > now.getTime();
    },
  ),
  timezone: string()
    .trim()
    .default('')
    .max(64, consultationMessages.timeZone)
    .test('zone', consultationMessages.timeZone, (v) => !v || isValidTimeZone(v)),
  meeting_type: string()
    .trim()
    .default('video')
    .oneOf(meetingTypeValues, consultationMessages.meetingType)
    .required(consultationMessages.meetingType),
  // Step 4: Additional Information
  current_challenges: optionalText(2000),
  inspiration_links: string()
    .trim()
    .default('')
    .max(2000, messages.tooLong(2000))
    .test('links', consultationMessages.linksInvalid, (v) => linkLines(v).every((line) => line.length <= 500 && LINK.test(line)))
    .test('links-count', consultationMessages.linksTooMany, (v) => linkLines(v).length <= MAX_LINKS),
  additional_notes: optionalText(2000),
  how_heard: string()
    .trim()
    .default('')
    .oneOf(['', ...howHeardOptions], consultationMessages.howHeard),
  consent_email: boolean().required(consultationMessages.consentEmail).oneOf([true], consultationMessages.consentEmail),
  consent_marketing: boolean().default(false),
});

export type ConsultationData = InferType<typeof consultationSchema>;
export type ConsultationField = keyof ConsultationData;

/** The request envelope (docs/product/consultation.md) plus the client-generated id that makes retries idempotent. */
export const consultationEnvelopeSchema = object({
  request_id: string()
    .trim()
    .required('A request id is required.')
    .matches(/^[A-Za-z0-9-]{8,64}$/, 'The request id is not valid.'),
  subject: string().trim().default('').max(300, messages.tooLong(300)),
  summary: string().default('').max(20000, messages.tooLong(20000)),
  consultation_data: object().required('consultation_data is required.'),
  'bot-field': honeypotField(),
});

export type ConsultationRequest = {
  request_id: string;
  subject: string;
  consultation_data: ConsultationData;
  summary: string;
};

/** The form's starting values (email consent on, marketing off, video meeting; the time zone is set after hydration). */
export const consultationDefaults: ConsultationData = {
  name: '',
  email: '',
  phone: '',
  company: '',
  role: '',
  project_type: '' as ConsultationData['project_type'],
  project_description: '',
  timeline: '' as ConsultationData['timeline'],
  budget_range: '' as ConsultationData['budget_range'],
  platforms: [],
  goals: '',
  preferred_date: '',
  preferred_time: '' as ConsultationData['preferred_time'],
  timezone: '',
  meeting_type: 'video',
  current_challenges: '',
  inspiration_links: '',
  additional_notes: '',
  how_heard: '',
  consent_email: true,
  consent_marketing: false,
};
