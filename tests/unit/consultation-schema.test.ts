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
} from '../../src/content/consultation';
import { consultationDefaults, consultationSchema, type ConsultationValidationContext } from '../../src/forms/consultation';
import { validConsultation } from '../utils/consultation-fixtures';

const errorsOf = async (value: unknown, context?: ConsultationValidationContext) => {
  try {
    await consultationSchema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('enumerations (exactly as SPEC section 3)', () => {
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
    expect(budgetRanges).toEqual(['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000', 'Over $100,000', 'Need guidance']);
    expect(platforms).toEqual(['Social Media', 'TV/Broadcast', 'Website', 'Email', 'Events', 'Training', 'Sales', 'Internal']);
    expect(preferredTimes).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM']);
    expect(meetingTypes.map((m) => m.value)).toEqual(['video', 'phone', 'in_person']);
    expect(howHeardOptions).toEqual(['Google Search', 'Social Media', 'Referral', 'Industry Event', 'Content/Blog', 'Advertisement', 'Other']);
  });

  it('every entity field belongs to exactly one step', () => {
    const fields = wizardSteps.flatMap((s) => s.fields);
    expect([...fields].sort()).toEqual(Object.keys(consultationDefaults).sort());
    expect(new Set(fields).size).toBe(fields.length);
  });
});

describe('the shared schema', () => {
  it('accepts a complete request', async () => {
    expect(await errorsOf(validConsultation, { minDate: '2030-03-04' })).toEqual({});
  });

  it('requires exactly SPEC’s required fields', async () => {
    const errors = await errorsOf({ ...consultationDefaults, consent_email: true }, { minDate: '2030-03-04' });
    expect(Object.keys(errors).sort()).toEqual(
      ['name', 'email', 'company', 'project_type', 'project_description', 'timeline', 'budget_range', 'goals', 'preferred_date', 'preferred_time'].sort(),
    );
  });

  it('defaults: video meeting, email consent on, marketing consent off, no time zone until the browser tells', () => {
    expect(consultationDefaults).toMatchObject({ meeting_type: 'video', consent_email: true, consent_marketing: false, timezone: '', platforms: [] });
  });

  it('the page’s minimum is the visitor’s local today', async () => {
    const context = { minDate: '2030-03-04' };
    expect(await errorsOf({ ...validConsultation, preferred_date: '2030-03-04' }, context)).toEqual({});
    expect((await errorsOf({ ...validConsultation, preferred_date: '2030-03-03' }, context)).preferred_date).toBe('Please choose today or a later date.');
  });

  it('without a minimum (the server), anything from yesterday in UTC on is accepted', async () => {
    const now = new Date('2030-03-04T02:00:00Z'); // still 3 March in California
    expect(await errorsOf({ ...validConsultation, preferred_date: '2030-03-03' }, { now })).toEqual({});
    expect((await errorsOf({ ...validConsultation, preferred_date: '2030-03-02' }, { now })).preferred_date).toBe('Please choose today or a later date.');
    expect((await errorsOf({ ...validConsultation, preferred_date: '2031-03-06' }, { now })).preferred_date).toBe('Please choose a date within the next 12 months.');
  });

  it('casts what it accepts: trims text, de-duplicates platforms', async () => {
    const value = await consultationSchema.validate(
      { ...validConsultation, name: '  Jordan  ', platforms: ['Email', 'Email'] },
      { context: { minDate: '2030-03-04' } },
    );
    expect(value.name).toBe('Jordan');
    expect(value.platforms).toEqual(['Email']);
  });

  it('accepts links with or without a scheme, one per line, blank lines ignored', async () => {
    const links = 'https://vimeo.com/1\n\nwww.example.com/reel\nbrand.studio';
    expect(await errorsOf({ ...validConsultation, inspiration_links: links }, { minDate: '2030-03-04' })).toEqual({});
  });
});
