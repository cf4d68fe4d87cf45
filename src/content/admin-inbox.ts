import type { LeadKind, LeadStatus, StatusFilter } from '#src/api/admin';
import type { leadSources } from '#src/forms/lead';
import { meetingTypeLabel, timeZoneLabel } from './consultation';
import { budgetOptions, serviceOptions } from './contact';

/** Copy of the admin leads inbox (/admin). */
export const inboxCopy = {
  /** Lines above the inbox when something besides leads needs the admin's eye. */
  attention: {
    failedSignIns: (failed: number, refused: number, days: number) =>
      `${failed} failed sign-in ${failed === 1 ? 'attempt' : 'attempts'} on the admin account in the last ${days} days${refused ? ` (${refused} refused by the attempt limit)` : ''}.`,
    undelivered: (count: number) =>
      `${count} ${count === 1 ? 'notification' : 'notifications'} could not be emailed after every retry. The leads are stored and listed here.`,
    unconfirmed: (count: number) =>
      `${count} ${count === 1 ? 'notification' : 'notifications'} may not have arrived: the mail server did not confirm in time, and ${count === 1 ? 'it was' : 'they were'} not sent again to avoid duplicates. Check the team mailbox; the leads are listed here.`,
  },
  kinds: {
    all: 'All leads',
    consultation: 'Consultation requests',
    contact: 'Contact messages',
    chat: 'Chat leads',
    lead: 'Lead-form submissions',
    newsletter: 'Newsletter subscribers',
  } satisfies Record<LeadKind | 'all', string>,
  /** One record of each kind, for badges and the detail eyebrow. */
  kindSingular: {
    consultation: 'Consultation',
    contact: 'Contact',
    chat: 'Chat',
    lead: 'Lead form',
    newsletter: 'Newsletter',
  } satisfies Record<LeadKind, string>,
  status: {
    unhandled: 'Unhandled',
    handled: 'Handled',
    all: 'All',
  } satisfies Record<StatusFilter, string>,
  showSpam: 'Show spam',
  search: {
    label: 'Search leads',
    placeholder: 'Name, email, company or message',
    submit: 'Search',
    clear: 'Clear search',
    noMatch: (q: string) => `No leads match “${q}” here.`,
  },
  stage: { label: 'Stage', any: 'Any stage' },
  statusEditor: {
    heading: 'Sales status',
    status: 'Status',
    note: 'Note',
    notePlaceholder: 'Who is on it, what was agreed, what happens next',
    save: 'Save status',
    saving: 'Saving status…',
    failed: 'The status was not saved. Please try again.',
    changed: 'Last changed',
  },
  visitorAction: {
    withdrawn: 'Withdrawn by visitor',
    rescheduled: 'Moved by visitor',
  },
  exportCsv: 'Export CSV',
  refresh: 'Refresh',
  exportHint: 'Choose a kind to export it as CSV.',
  loading: 'Loading leads…',
  listFailed: 'The leads could not be loaded.',
  retry: 'Try again',
  empty: {
    unhandled: 'Nothing waiting. Every lead here has been handled.',
    handled: 'No handled leads yet.',
    all: 'No leads yet.',
  } satisfies Record<StatusFilter, string>,
  noSelection: 'Choose a lead to see every field.',
  detailLoading: 'Opening…',
  detailFailed: 'This lead could not be opened.',
  back: 'Back to the list',
  markHandled: 'Mark handled',
  markUnhandled: 'Mark unhandled',
  marking: 'Saving…',
  markFailed: 'The change was not saved. Please try again.',
  handledOn: 'Handled',
  spamBadge: 'Spam',
  more: 'Showing the newest 200. Export CSV for everything.',
  checking: 'Checking your session…',
  signedOutShell: 'Sign in with an admin account to see the inbox.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedInAs: 'Signed in as admin',
} as const;

/** Field labels for the detail view; other columns are shown with their name in words. */
export const fieldLabels: Record<string, string> = {
  id: 'Reference',
  received_at: 'Received',
  page: 'Sent from page',
  spam: 'Flagged as spam',
  handled_at: 'Handled',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  role: 'Role',
  budget: 'Budget',
  budget_band: 'Budget',
  budget_range: 'Budget range',
  service: 'Service',
  message: 'Message',
  source: 'Source',
  conversation_id: 'Conversation',
  project_type: 'Project type',
  project_description: 'Project description',
  timeline: 'Timeline',
  platforms: 'Platforms',
  goals: 'Goals',
  preferred_date: 'Preferred date',
  preferred_time: 'Preferred time',
  preferred_start_utc: 'Requested start (your time zone)',
  timezone: 'Time zone',
  meeting_type: 'Meeting type',
  current_challenges: 'Current challenges',
  inspiration_links: 'Inspiration links',
  additional_notes: 'Additional notes',
  how_heard: 'How they heard of us',
  consent_email: 'Email consent',
  consent_marketing: 'Marketing consent',
  subject: 'Subject',
  summary: 'Summary',
  lead_status: 'Sales status',
  lead_note: 'Note',
  status_changed_at: 'Status changed',
  visitor_action: 'Visitor’s change',
  visitor_action_at: 'Changed by visitor',
  previous_slot: 'Slot before the last change',
};

/** The sales stages a lead moves through. */
export const leadStatusLabels = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

/** Where a lead-form submission or chat lead came from. */
export const leadSourceLabels = {
  chat: 'Chat with Avery',
  'service-page': 'Service page form',
  portfolio: 'Portfolio form',
  'for-brands': 'For Brands page',
  'imagination-engine': 'Imagination Engine page',
  other: 'Other',
} as const satisfies Record<(typeof leadSources)[number], string>;

const optionLabels = (options: readonly { value: string; label: string }[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

/**
 * Stored codes as the visitor saw them, from the same content the forms use:
 * contact budgets and services (the service pages' lead forms send their
 * slug, the same service), meeting types, time zones, lead sources and statuses.
 * Consultation and chat answers are stored as their labels already.
 */
const valueLabels: Record<string, Record<string, string> | ((value: string) => string)> = {
  budget: optionLabels(budgetOptions),
  // Service pages send their slug: the same services, named as on the contact form ('recruitment-video' → 'recruitment').
  service: (value) => {
    const labels = optionLabels(serviceOptions);
    return labels[value] ?? labels[value.replace(/-video$/, '')] ?? value;
  },
  source: leadSourceLabels,
  lead_status: leadStatusLabels,
  visitor_action: { withdrawn: 'Withdrawn by the visitor', rescheduled: 'Moved to another slot by the visitor' },
  meeting_type: meetingTypeLabel,
  timezone: (zone) => `${timeZoneLabel(zone)} (${zone})`,
};

/** A field's value for people: its label when the field holds a code, else the value unchanged. */
export function displayValue<T>(field: string, value: T): T | string {
  const labels = valueLabels[field];
  if (!labels || typeof value !== 'string' || value === '') return value;
  return typeof labels === 'function' ? labels(value) : (labels[value] ?? value);
}

/** The two kinds of account, as the sign-in page explains them. */
export const loginCopy = {
  roles: [
    {
      title: 'Studio team',
      text: 'Admins see every consultation request, contact message, chat lead, lead-form submission and newsletter sign-up, and mark each one handled.',
    },
    { title: 'Clients', text: 'Clients see where their productions stand and reach the team directly.' },
  ],
  privacy: 'Your session lasts one working day and ends when you sign out.',
} as const;
