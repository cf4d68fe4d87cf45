/**
 * How to reach the studio: the public mailbox, the telephone, the office's postal address and
 * the hours. This is the one file a studio that adopts the site replaces with its own details.
 *
 * Everything else reads these values: the header's mobile menu, the footer, the contact and
 * consultation pages, the legal pages and insight articles (`{{site.email}}`, `{{site.phone}}`,
 * `{{site.phoneHref}}`, `{{site.address}}` tokens), the visitor and team emails, the calendar
 * invite, the error messages and the structured data. `tests/unit/contact-details.test.ts`
 * fails when a view, a content file or an email writes one of them out instead.
 *
 * Ranges keep a plain hyphen here ("Monday-Friday 09:00-18:00"); views print them with an en dash.
 */
export const studioContact = {
  email: 'info@lumora.studio',
  /** As printed; telephone numbers keep their hyphens. */
  phone: '+1 (415) 555-0142',
  /** The same number as a link (digits only after `tel:`). */
  phoneHref: 'tel:+14155550142',
  address: {
    street: '548 Market Street, Suite 300',
    city: 'San Francisco',
    region: 'CA',
    postalCode: '94104',
    /** ISO 3166 code, for structured data. */
    country: 'US',
    countryName: 'United States',
  },
  /** When the office is open (the studio tour, the phone), in the office's own time. */
  office: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    daysLabel: 'Monday-Friday',
    opens: '09:00',
    closes: '18:00',
  },
  /** When consultation calls are held, as the booking pages and emails print it. */
  consultationHours: 'Monday-Friday 9 AM-6 PM PST',
  /** The same hours for the booking logic: the studio's zone, first and last hour, weekdays (1 = Monday). */
  consultation: { timeZone: 'America/Los_Angeles', startHour: 9, endHour: 18, days: [1, 2, 3, 4, 5] },
} as const;

/** "548 Market Street, Suite 300, San Francisco, CA 94104" */
export const postalAddressLine = (a = studioContact.address) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

/** "Monday-Friday 09:00-18:00" */
export const officeHoursLine = `${studioContact.office.daysLabel} ${studioContact.office.opens}-${studioContact.office.closes}`;
