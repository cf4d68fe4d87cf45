/**
 * Flow counting: which of the site's machines are counted (with the
 * visitor's analytics consent), how the staff page names them, the funnels
 * it reads from them, and what the policies and the cookie banner say about
 * it. The policies are checked against this module by
 * tests/unit/external-services.test.ts; the server's retention and the
 * browser's batching read their figures from here.
 */

/** The machines whose transitions are counted, by machine id, as the staff page lists them. */
export const countedMachines = [
  { id: 'consultationWizard', label: 'Consultation booking wizard', what: 'the steps of the consultation booking form' },
  { id: 'chatQualification', label: 'Avery’s qualification', what: 'the questions Avery asks in the chat' },
  { id: 'chatWidget', label: 'Chat window', what: 'opening and closing the chat window' },
  { id: 'form', label: 'Contact, enquiry and newsletter forms', what: 'sending the contact, enquiry and newsletter forms' },
  { id: 'cookieConsent', label: 'Cookie banner', what: 'the choices made in the cookie banner' },
  { id: 'autoAdvance', label: 'Showcase and carousels', what: 'moving through the work showcase and carousels' },
  { id: 'clip', label: 'Film players', what: 'playing and pausing the films' },
] as const satisfies readonly { id: string; label: string; what: string }[];

export type CountedMachineId = (typeof countedMachines)[number]['id'];
export const countedMachineIds: readonly CountedMachineId[] = countedMachines.map((m) => m.id);
export const isCountedMachine = (value: unknown): value is CountedMachineId => (countedMachineIds as readonly unknown[]).includes(value);

/** The periods the staff page offers, in days. */
export const flowPeriods = [7, 30, 90] as const;
export type FlowPeriod = (typeof flowPeriods)[number];

/** How long daily counts are kept, in months (the privacy policy's retention table says the same). */
export const FLOW_RETENTION_MONTHS = 13;
/** The browser sends its counts at most this often while the page is open (and when the page is hidden). */
export const FLOW_SEND_EVERY_MS = 30_000;
/** The largest batch the server takes: distinct transitions per request, and counts per transition. */
export const FLOW_BATCH_MAX = 200;
export const FLOW_COUNT_MAX = 1000;

/**
 * A funnel: the steps of a flow in order. A visitor "reached" a step when a
 * transition led into one of its states from a state that is not part of
 * this step or a later one (moving back does not count twice).
 */
export type FunnelStep = { label: string; states: readonly string[] };
export type Funnel = { machine: CountedMachineId; title: string; steps: readonly FunnelStep[] };

export const funnels: readonly Funnel[] = [
  {
    machine: 'consultationWizard',
    title: 'Consultation booking: how far visitors get',
    steps: [
      { label: 'Step 1: the project', states: ['editing'] },
      { label: 'Step 2: timeline and budget', states: ['editing.step.two'] },
      { label: 'Step 3: contact details', states: ['editing.step.three'] },
      { label: 'Step 4: date and time', states: ['editing.step.four'] },
      { label: 'Request sent', states: ['success'] },
    ],
  },
  {
    machine: 'chatQualification',
    title: 'Avery’s qualification: how far conversations get',
    steps: [
      { label: 'Asked about the project', states: ['project_type'] },
      { label: 'Asked about the timeline', states: ['timeline'] },
      { label: 'Asked about the budget', states: ['budget'] },
      { label: 'Asked for an email', states: ['contact.email'] },
      { label: 'Asked for a name', states: ['contact.name'] },
      { label: 'Asked for the company', states: ['contact.company'] },
      { label: 'Lead sent to the team', states: ['confirming'] },
    ],
  },
];

/** What the policies and the cookie banner say about it (checked against the lists above by a test). */
export const flowCountingCopy = {
  /** Appended to the analytics category's description in the cookie banner. */
  consentLine:
    'It also lets our own server count, per day, which steps of the booking form, the chat and the site’s other flows are taken, with no identifier.',
  /** The retention table row of the privacy policy. */
  retentionRow: 'Daily counts of the steps taken in the site’s flows',
} as const;

/** The staff page's copy (/admin/flows). */
export const flowsPageCopy = {
  machinesLabel: 'Flow',
  periodLabel: 'Period',
  periodOption: (days: number) => `Last ${days} days`,
  loading: 'Loading counts…',
  failed: 'The counts could not be loaded. Try again in a moment.',
  chartCaption: (label: string, days: number, total: number) =>
    `${label}: every state and transition of its statechart, lines as thick as the times they were taken in the last ${days} days (${total} in all).`,
  tableCaption: (label: string, days: number) => `${label}: transitions taken in the last ${days} days, most taken first`,
  columns: { source: 'From', event: 'On', target: 'To', count: 'Times' },
  funnelColumns: { step: 'Step', reached: 'Reached', ofFirst: 'Of the first step', ofPrevious: 'Of the step before' },
  csv: 'Download CSV',
  empty: 'Nothing counted in this period yet.',
  backToInbox: 'Leads inbox',
  toFlows: 'Visitor flows',
  consentNote:
    'Only visitors who allowed analytics are counted, so these are the flows of those visitors, not of everyone: declining cookies is itself never counted.',
} as const;
