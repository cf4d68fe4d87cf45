/**
 * The consultation booking wizard (/schedule-consultation): enumerations
 * exactly as docs/product/consultation.md lists them, the wizard's steps and
 * copy, and the texts of the team's request summary.
 */
import { postalAddressLine, studioContact } from './studio-contact';
import type { IconName } from './types';

const city = studioContact.address.city;
const callHours = studioContact.consultationHours;

export const projectTypes = [
  'TV Commercial',
  'Brand Films',
  'Corporate Video',
  'Social Media Content',
  'Real Estate Video',
  'Recruitment Video',
  'AI Image Design',
  'Multiple Services',
  'Not Sure',
] as const;

export const timelines = ['ASAP (Under 2 weeks)', '2-4 weeks', '1-2 months', '2-3 months', '3+ months', 'Flexible'] as const;

export const budgetRanges = [
  'Under $5,000',
  '$5,000 - $15,000',
  '$15,000 - $50,000',
  '$50,000 - $100,000',
  'Over $100,000',
  'Need guidance',
] as const;

export const platforms = ['Social Media', 'TV/Broadcast', 'Website', 'Email', 'Events', 'Training', 'Sales', 'Internal'] as const;

/** Hourly slots 9:00 AM to 5:00 PM. */
export const preferredTimes = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
] as const;

export const meetingTypes = [
  { value: 'video', label: 'Video call', description: 'We send a video link with the calendar invite.', icon: 'play' },
  { value: 'phone', label: 'Phone call', description: 'We call the number you give us.', icon: 'phone' },
  { value: 'in_person', label: 'In person', description: `At our ${city} office.`, icon: 'map' },
] as const satisfies readonly { value: string; label: string; description: string; icon: IconName }[];

export const howHeardOptions = [
  'Google Search',
  'Social Media',
  'Referral',
  'Industry Event',
  'Content/Blog',
  'Advertisement',
  'Other',
] as const;

export type ProjectType = (typeof projectTypes)[number];
export type Timeline = (typeof timelines)[number];
export type Platform = (typeof platforms)[number];
export type MeetingType = (typeof meetingTypes)[number]['value'];

export const meetingTypeValues = meetingTypes.map((m) => m.value) as readonly MeetingType[];
export const meetingTypeLabel = (value: string) =>
  value === 'in_person' ? `In person (${city} office)` : (meetingTypes.find((m) => m.value === value)?.label ?? value);

/** The studio's own zone and call hours (studio-contact.ts). */
export const studioTimeZone = studioContact.consultation.timeZone;
export const studioHours = studioContact.consultation;
/** The consultation call is free and 30 minutes long. */
export const callMinutes = 30;

/**
 * Time zones offered in the picker (labels are static so server and browser
 * render the same list; the visitor's own zone is added when it is missing).
 */
export const timeZones = [
  { value: 'America/Los_Angeles', label: 'Pacific Time — Los Angeles, San Francisco' },
  { value: 'America/Denver', label: 'Mountain Time — Denver' },
  { value: 'America/Phoenix', label: 'Mountain Time — Phoenix (no DST)' },
  { value: 'America/Chicago', label: 'Central Time — Chicago' },
  { value: 'America/New_York', label: 'Eastern Time — New York, Toronto' },
  { value: 'America/Halifax', label: 'Atlantic Time — Halifax' },
  { value: 'America/Anchorage', label: 'Alaska Time — Anchorage' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time — Honolulu' },
  { value: 'America/Mexico_City', label: 'Mexico City' },
  { value: 'America/Bogota', label: 'Bogotá, Lima' },
  { value: 'America/Sao_Paulo', label: 'São Paulo' },
  { value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires' },
  { value: 'UTC', label: 'Coordinated Universal Time (UTC)' },
  { value: 'Europe/London', label: 'London, Dublin, Lisbon' },
  { value: 'Europe/Paris', label: 'Central Europe — Paris, Berlin, Madrid' },
  { value: 'Europe/Athens', label: 'Eastern Europe — Athens, Helsinki' },
  { value: 'Europe/Istanbul', label: 'Istanbul' },
  { value: 'Africa/Johannesburg', label: 'Johannesburg' },
  { value: 'Africa/Lagos', label: 'Lagos' },
  { value: 'Asia/Dubai', label: 'Gulf Time — Dubai, Abu Dhabi' },
  { value: 'Asia/Riyadh', label: 'Riyadh, Doha' },
  { value: 'Asia/Kolkata', label: 'India — Mumbai, Delhi' },
  { value: 'Asia/Singapore', label: 'Singapore, Kuala Lumpur' },
  { value: 'Asia/Shanghai', label: 'China — Shanghai, Beijing' },
  { value: 'Asia/Hong_Kong', label: 'Hong Kong' },
  { value: 'Asia/Tokyo', label: 'Tokyo, Seoul' },
  { value: 'Australia/Sydney', label: 'Sydney, Melbourne' },
  { value: 'Pacific/Auckland', label: 'Auckland' },
] as const satisfies readonly { value: string; label: string }[];

export const timeZoneLabel = (zone: string) =>
  timeZones.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ').replace(/\//g, ' / ');

/** A zone's label with its identifier once: "Eastern Time (America/New_York)", "Coordinated Universal Time (UTC)". */
export const timeZoneWithId = (zone: string) => {
  const label = timeZoneLabel(zone);
  return label.includes(`(${zone})`) ? label : `${label} (${zone})`;
};

/** The four steps, in order (the titles are exact). */
export const wizardSteps = [
  {
    title: 'Contact Information',
    intro: 'Who we are talking to, and how to reach you.',
    fields: ['name', 'email', 'phone', 'company', 'role'],
  },
  {
    title: 'Project Details',
    intro: 'What you want to make and what it should achieve.',
    fields: ['project_type', 'project_description', 'timeline', 'budget_range', 'platforms', 'goals'],
  },
  {
    title: 'Scheduling Preferences',
    intro: 'Pick a slot that suits you. We confirm it with a calendar invite.',
    fields: ['preferred_date', 'preferred_time', 'timezone', 'meeting_type'],
  },
  {
    title: 'Additional Information',
    intro: 'Anything that helps us prepare a useful call.',
    fields: ['current_challenges', 'inspiration_links', 'additional_notes', 'how_heard', 'consent_email', 'consent_marketing'],
  },
] as const;

export const stepCount = wizardSteps.length;

/** Labels, hints and placeholders of every field. */
export const fieldCopy = {
  name: { label: 'Full Name', placeholder: 'Jordan Reyes', autoComplete: 'name' },
  email: { label: 'Email Address', placeholder: 'jordan@company.com', autoComplete: 'email' },
  phone: { label: 'Phone Number', placeholder: '+1 415 555 0142', autoComplete: 'tel', hint: 'Only needed for a phone consultation.' },
  company: { label: 'Company', placeholder: 'Company or brand', autoComplete: 'organization' },
  role: { label: 'Your Role', placeholder: 'Head of Marketing', autoComplete: 'organization-title' },
  project_type: { label: 'Project Type', placeholder: 'Select a project type' },
  project_description: {
    label: 'Project Description',
    placeholder: 'A 60-second launch film for our new product line, with cut-downs for social…',
  },
  timeline: { label: 'Timeline', placeholder: 'Select a timeline' },
  budget_range: { label: 'Budget Range', placeholder: 'Select a budget range' },
  platforms: { label: 'Where will the content run?', hint: 'Choose all that apply.' },
  goals: { label: 'Goals', placeholder: 'What should this project achieve? Awareness, sign-ups, hiring, sales…' },
  preferred_date: { label: 'Preferred Date' },
  preferred_time: { label: 'Preferred Time', placeholder: 'Select a time' },
  timezone: { label: 'Time Zone', hint: 'Date and time are in this time zone.' },
  meeting_type: { label: 'Meeting Type' },
  current_challenges: { label: 'Current Challenges', placeholder: 'What has made video hard so far? Cost, speed, consistency…' },
  inspiration_links: {
    label: 'Inspiration Links',
    placeholder: 'https://vimeo.com/…\nhttps://www.youtube.com/…',
    hint: 'One link per line: videos, campaigns or brands you admire.',
  },
  additional_notes: { label: 'Additional Notes', placeholder: 'Anything else we should know before the call?' },
  how_heard: { label: 'How did you hear about us?', placeholder: 'Select an option' },
  consent_email: { label: 'I consent to receive email communication about my consultation and project. *' },
  consent_marketing: { label: 'Send me occasional insights and studio news (optional). You can unsubscribe at any time.' },
} as const;

export const optionalMark = '(optional)';

export const wizardCopy = {
  stepOf: (n: number) => `Step ${n} of ${stepCount}`,
  percentComplete: (percent: number) => `${percent}% complete`,
  progressLabel: 'Consultation request progress',
  next: 'Next Step',
  previous: 'Previous',
  submit: 'Schedule Consultation',
  submitting: 'Sending Request...',
  consentNeeded: 'Tick the email consent box above to send your request.',
  error: (email: string) => `There was an error submitting your consultation request. Please try again or contact us directly at ${email}`,
  fixFields: 'Some answers need attention. We took you to the first one.',
  requiredNote: 'Fields marked * are required.',
  slotHeading: 'Your requested slot',
  slotEmpty: 'Choose a date and time to see your slot here.',
  studioTime: (time: string) => `${time} at our ${city} studio`,
  outsideHours: `That is outside our usual call hours (${callHours}). Send it anyway: we will suggest the closest slot that works for both of us.`,
  /** The studio's call hours as wall times in the visitor's zone, where the time is chosen. */
  hoursInZone: (from: string, to: string, zoneShort: string) =>
    `Our call hours, ${callHours}, are ${from}-${to} ${zoneShort} in your time zone.`,
  draftRestored: 'We kept what you typed earlier in this session.',
  noScript: (email: string) =>
    `This booking form needs JavaScript. Email ${email} or use the contact form, and we will set up your free consultation.`,
  backToContact: 'Prefer a quick message? Use the contact form',
  asideTitle: 'Your free 30-minute consultation',
  asidePoints: [
    { icon: 'clock', text: `A free 30 minute call with a producer, ${callHours}.` },
    { icon: 'message', text: 'A producer reviews your request within 2 hours; your calendar invite follows within 24 hours.' },
    { icon: 'shield', text: 'No obligation. We only use your details to prepare and follow up on this call.' },
  ],
} as const satisfies Record<string, unknown>;

export const successCopy = {
  title: 'Consultation Request Sent!',
  lead: (name: string) => `Thank you${name ? `, ${name.split(/\s+/)[0]}` : ''}. Your request is with our production team.`,
  slotHeading: 'Requested slot (tentative until we confirm)',
  /** Shown under the slot when it falls outside the studio's hours (as the visitor's confirmation email says). */
  outsideHours: (studioTime: string) =>
    `That time is outside our usual call hours (${callHours}): it is ${studioTime} at our ${city} studio. We will suggest the closest slot that works for both of us.`,
  nextTitle: 'What Happens Next?',
  nextSteps: [
    { title: 'Team review within 2 hours', description: 'A producer reads your brief and matches you with the right specialist.' },
    { title: 'Calendar invite within 24 hours', description: 'We confirm your slot, or suggest the closest one, with a calendar invite.' },
    {
      title: '30 minute consultation call',
      description: 'We talk through your goals, approach, timeline and budget. Free, with no obligation.',
    },
  ],
  addToCalendar: 'Add to calendar (.ics)',
  googleCalendar: 'Add to Google Calendar',
  calendarNote: 'Save the slot now; we update it when we send the confirmed invite.',
  home: 'Back to home',
  projects: 'See our projects',
} as const;

/** Texts of the calendar entry (the visitor's .ics, the Google link and the team's attachment). */
export const calendarCopy = {
  title: (company: string) => `Consultation with Lumora Studio${company ? ` — ${company}` : ''}`,
  description:
    'Requested free 30-minute consultation (tentative). Lumora Studio confirms this slot with a calendar invite within 24 hours.',
  location: {
    video: 'Video call (link sent with the confirmed invite)',
    phone: 'Phone call',
    in_person: postalAddressLine(),
  } as Record<string, string>,
  fileName: 'lumora-consultation.ics',
} as const;

/**
 * The team's agenda for a request: six items, 50 minutes in all. The 30-minute
 * call with the visitor sits in the middle; the producer's preparation before
 * and the proposal notes after make up the rest.
 */
export const agendaItems = [
  { title: 'Brief review and reference research (before the call)', minutes: 10 },
  { title: 'Introductions and the business goal', minutes: 5 },
  { title: 'Project scope, audience and platforms', minutes: 10 },
  { title: 'Creative direction, references and AI workflow', minutes: 10 },
  { title: 'Timeline, budget and next steps', minutes: 5 },
  { title: 'Proposal notes and hand-off (after the call)', minutes: 10 },
] as const satisfies readonly { title: string; minutes: number }[];

export const summaryCopy = {
  checklist: [
    'Read the project description and goals',
    'Open every inspiration link and note what works',
    'Pick two or three matching case studies to show',
    'Confirm the slot in the visitor’s time zone and send the calendar invite',
    'Prepare a first view on approach, timeline and budget',
  ],
  followUp: [
    'Review the request within 2 hours',
    'Send the calendar invite within 24 hours',
    'After the call: send a written proposal with scope, timeline and price',
    'Record the consent choices above with the contact',
  ],
} as const;
