import { describe, expect, it } from 'vitest';
import {
  budgetRanges,
  howHeardOptions,
  meetingTypes,
  platforms,
  preferredTimes,
  projectTypes,
  timelines,
  wizardSteps,
} from '#src/content/consultation';
import { consultationDefaults, consultationSchema, type ConsultationValidationContext } from '#src/forms/consultation';
import { fixedNow, validConsultation } from '../utils/consultation-fixtures';

const errorsOf = async (value: unknown, context?: ConsultationValidationContext) => {
  try {
    await consultationSchema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('enumerations (exactly as docs/product/consultation.md)', () => {
  it('project types, timelines, budgets, platforms, times, meeting types, how heard', () => {
    expect(projectTypes).toEqual([
      'TV Commercial',
      'Brand Films',
      'Corporate Video',
      'Social Media Content',
      'Real Estate Video',
      'Recruitment Video',
      'AI Image Design',
      'Multiple Services',
      'Not Sure',
    ]);
    expect(timelines).toEqual(['ASAP (Under 2 weeks)', '2-4 weeks', '1-2 months', '2-3 months', '3+ months', 'Flexible']);
    expect(budgetRanges).toEqual([
      'Under $5,000',
      '$5,000 - $15,000',
      '$15,000 - $50,000',
      '$50,000 - $100,000',
      'Over $100,000',
      'Need guidance',
    ]);
    expect(platforms).toEqual(['Social Media', 'TV/Broadcast', 'Website', 'Email', 'Events', 'Training', 'Sales', 'Internal']);
    expect(preferredTimes).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM']);
    expect(meetingTypes.map((m) => m.value)).toEqual(['video', 'phone', 'in_person']);
    expect(howHeardOptions).toEqual([
      'Google Search',
      'Social Media',
      'Referral',
      'Industry Event',
      'Content/Blog',
      'Advertisement',
      'Other',
    ]);
  });

  it('every entity field belongs to exactly one step', () => {
    const fields = wizardSteps.flatMap((s) => s.fields);
    expect([...fields].sort()).toEqual(Object.keys(consultationDefaults).sort());
    expect(new Set(fields).size).toBe(fields.length);
  });
});

describe('the shared schema', () => {
  it('accepts a complete request', async () => {
    expect(await errorsOf(validConsultation, { now: fixedNow })).toEqual({});
  });

  it('requires exactly the required fields', async () => {
    const errors = await errorsOf({ ...consultationDefaults, consent_email: true }, { now: fixedNow });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'email',
        'company',
        'project_type',
        'project_description',
        'timeline',
        'budget_range',
        'goals',
        'preferred_date',
        'preferred_time',
      ].sort(),
    );
  });

  it('defaults: video meeting, email consent on, marketing consent off, no time zone until the browser tells', () => {
    expect(consultationDefaults).toMatchObject({
      meeting_type: 'video',
      consent_email: true,
      consent_marketing: false,
      timezone: '',
      platforms: [],
    });
  });

  describe('no slot in the past: today is the date in the request’s own time zone', () => {
    // fixedNow = 2030-03-04 15:00 UTC: 10:00 AM in New York, 7:00 AM in San Francisco, midnight of the 5th in Tokyo.
    const check = (preferred_date: string, preferred_time: string, timezone: string, now: Date | (() => Date) = fixedNow) =>
      errorsOf({ ...validConsultation, preferred_date, preferred_time, timezone }, { now });
    const DATE_PAST = 'Please choose today or a later date.';
    const TIME_PAST = 'That time has already passed today. Please choose a later time or another day.';

    it('an earlier date is refused on preferred_date; today and later dates are fine', async () => {
      expect((await check('2030-03-03', '1:00 PM', 'America/New_York')).preferred_date).toBe(DATE_PAST);
      expect(await check('2030-03-04', '1:00 PM', 'America/New_York')).toEqual({});
      expect(await check('2030-03-05', '9:00 AM', 'America/New_York')).toEqual({});
    });

    it('today at a time that has begun is refused on preferred_time', async () => {
      expect(await check('2030-03-04', '9:00 AM', 'America/New_York')).toEqual({ preferred_time: TIME_PAST });
      expect(await check('2030-03-04', '10:00 AM', 'America/New_York')).toEqual({ preferred_time: TIME_PAST });
      expect(await check('2030-03-04', '11:00 AM', 'America/New_York')).toEqual({});
    });

    it('today depends on the zone: 4 March is past in Tokyo, still today in San Francisco', async () => {
      expect((await check('2030-03-04', '5:00 PM', 'Asia/Tokyo')).preferred_date).toBe(DATE_PAST);
      expect(await check('2030-03-05', '9:00 AM', 'Asia/Tokyo')).toEqual({});
      expect(await check('2030-03-04', '9:00 AM', 'America/Los_Angeles')).toEqual({});
      const lateInUtc = new Date('2030-03-05T02:00:00Z'); // 6 PM on the 4th in San Francisco
      expect(await check('2030-03-04', '5:00 PM', 'America/Los_Angeles', lateInUtc)).toEqual({ preferred_time: TIME_PAST });
      expect((await check('2030-03-04', '5:00 PM', 'Europe/London', lateInUtc)).preferred_date).toBe(DATE_PAST);
    });

    it('an empty or unknown zone is read as the studio’s (America/Los_Angeles)', async () => {
      expect(await check('2030-03-04', '9:00 AM', '')).toEqual({});
      expect((await check('2030-03-04', '9:00 AM', '', new Date('2030-03-04T17:30:00Z'))).preferred_time).toBe(TIME_PAST);
      expect(await check('2030-03-03', '1:00 PM', 'Mars/Olympus_Mons')).toEqual({
        timezone: 'Please choose a valid time zone.',
        preferred_date: DATE_PAST,
      });
    });

    it('the clock may be a function (the wizard’s), read at validation time; at most 12 months ahead in the zone', async () => {
      let now = fixedNow;
      const clock = () => now;
      expect(await check('2030-03-04', '1:00 PM', 'America/New_York', clock)).toEqual({});
      now = new Date('2030-03-04T19:00:00Z'); // 2 PM in New York
      expect(await check('2030-03-04', '1:00 PM', 'America/New_York', clock)).toEqual({ preferred_time: TIME_PAST });
      expect((await check('2031-03-06', '1:00 PM', 'America/New_York')).preferred_date).toBe(
        'Please choose a date within the next 12 months.',
      );
    });
  });

  it('casts what it accepts: trims text, de-duplicates platforms', async () => {
    const value = await consultationSchema.validate(
      { ...validConsultation, name: '  Jordan  ', platforms: ['Email', 'Email'] },
      { context: { now: fixedNow } },
    );
    expect(value.name).toBe('Jordan');
    expect(value.platforms).toEqual(['Email']);
  });

  it('accepts links with or without a scheme, one per line, blank lines ignored', async () => {
    const links = 'https://vimeo.com/1\n\nwww.example.com/reel\nbrand.studio';
    expect(await errorsOf({ ...validConsultation, inspiration_links: links }, { now: fixedNow })).toEqual({});
  });
});
