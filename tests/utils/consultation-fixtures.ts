import type { WizardEnvironment } from '../../machines/consultation-wizard.machine';
import type { ConsultationData } from '../../src/forms/consultation';

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
