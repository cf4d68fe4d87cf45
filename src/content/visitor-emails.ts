/**
 * What visitors receive from us by email after a consultation request or a
 * contact message, and the page their change-or-withdraw link opens
 * (/consultation/manage). Facts only from the studio's own promises: a reply
 * within 24 hours, team review within 2 hours, a calendar invite within 24
 * hours, a free 30-minute call in the studio's call hours (studio-contact.ts).
 */
import { studioContact } from './studio-contact';
import { showRange } from './typography';
import type { ManageOutcome, ManageSlotError } from './manage-search';

export const consultationEmail = {
  subject: (when: string) => `Your consultation request for ${when}`,
  greeting: (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi there,'),
  intro: 'Thanks for asking for a consultation. Your request is with our production team.',
  slotHeading: 'Requested slot (tentative until we confirm)',
  yourTime: (date: string, time: string, zone: string) => `${date}, ${time} ${zone}`,
  studioTime: (time: string, date: string) => `${time} on ${date} at our ${studioContact.address.city} studio`,
  meeting: (label: string) => `${label}, 30 minutes, free`,
  outsideHours: `That is outside our usual call hours (${showRange(studioContact.consultationHours)}). We will suggest the closest slot that works for both of us.`,
  nextHeading: 'What happens next',
  invite:
    'The attached invite holds the slot in your calendar. When we confirm, the entry updates; if we suggest another time, we say so first.',
  manageHeading: 'Need another time, or no longer need the call?',
  manageAction: 'Change or withdraw your request',
  manageNote: (until: string) => `The link works once, until ${until}.`,
  questions: (email: string) => `Questions before the call? Write to ${email}.`,
  insights: 'You asked for occasional insights and studio news. Our latest articles:',
  signOff: 'Lumora Studio',
} as const;

export const rescheduledEmail = {
  subject: (when: string) => `Your consultation request moved to ${when}`,
  intro: 'You moved your consultation request. Here is the new slot; the attached invite replaces the earlier one.',
} as const;

export const withdrawnEmail = {
  subject: 'Your consultation request is withdrawn',
  intro: (when: string) => `You withdrew your consultation request for ${when}. The attached update removes it from your calendar.`,
  again: 'If plans change, you can book a new slot at any time:',
} as const;

export const contactEmail = {
  subject: 'We have your message',
  greeting: consultationEmail.greeting,
  intro: 'Thanks for writing to Lumora Studio. This is a receipt for the message you sent from our contact form.',
  summary: (service: string, budget: string) => `Service: ${service}\nBudget: ${budget}`,
  reply: 'A producer reads every message and replies within 24 hours, with questions, options and a realistic timeline.',
  consultation: 'Prefer to talk it through? Book a free 30-minute consultation:',
  notYou: (email: string) => `Did not write to us? Ignore this email, or tell us at ${email}.`,
  signOff: 'Lumora Studio',
} as const;

/** The team's notifications when a visitor uses their link. */
export const teamChangeCopy = {
  withdrawn: (name: string, company: string) => `Consultation request withdrawn by ${name}${company ? ` (${company})` : ''}`,
  rescheduled: (name: string, company: string) => `Consultation request moved by ${name}${company ? ` (${company})` : ''}`,
  body: (action: string, from: string, to: string) => `${action}\nWas: ${from}${to ? `\nNow: ${to}` : ''}`,
} as const;

export { manageOutcomes, manageSlotErrors, type ManageOutcome, type ManageSlotError } from './manage-search';

/** /consultation/manage: the form (from the email link) and what the visitor sees after it. */
export const managePageCopy = {
  form: {
    title: 'Change or withdraw your request',
    lead: 'Move your free 30-minute consultation to another slot, or withdraw it. Nothing changes until you press a button.',
    changeHeading: 'Move it to another slot',
    changeHint: 'In the same time zone as your request. We confirm the new slot with a calendar invite within 24 hours.',
    date: 'New date',
    time: 'New time',
    timePlaceholder: 'Select a time',
    /** Next to the field the server refused (the form is shown again with the visitor's values). */
    errors: {
      date: 'Choose a date from today to a year ahead.',
      time: 'Choose one of the listed times that has not passed yet.',
    } satisfies Record<ManageSlotError, string>,
    change: 'Move my request',
    withdrawHeading: 'Withdraw it',
    withdrawHint: 'We cancel the slot and let the team know. You can book again whenever you like.',
    withdraw: 'Withdraw my request',
    single: 'This link works once. After you use it, your confirmation email has a new one.',
  },
  outcomes: {
    withdrawn: {
      title: 'Your request is withdrawn',
      text: 'We let the team know and sent you an update that removes the slot from your calendar. Thanks for telling us.',
    },
    changed: {
      title: 'Your request has moved',
      text: 'We sent you a new confirmation with the new slot and an updated invite. The team confirms it within 24 hours.',
    },
    used: {
      title: 'This link has already been used',
      text: 'Each link changes a request once. Use the link in your newest confirmation email, or write to us and we will sort it out.',
    },
    expired: {
      title: 'This link has expired',
      text: 'Links stop working when the call starts, and two weeks after we send them. Write to us, or book a new slot.',
    },
    invalid: {
      title: 'We could not read this link',
      text: 'It may have been cut short when it was copied. Open it from the email again, or write to us.',
    },
  } satisfies Record<ManageOutcome, { title: string; text: string }>,
  writeToUs: (email: string) => `Write to ${email}`,
  book: 'Book a new slot',
  home: 'Back to home',
} as const;
