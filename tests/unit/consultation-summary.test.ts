import { describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import { agendaItems } from '#src/content/consultation';
import { agendaTotalMinutes, buildSubject, buildSummary } from '#src/consultation/summary';
import { validConsultation } from '../utils/consultation-fixtures';

describe('subject', () => {
  it('is built from name and company', () => {
    expect(buildSubject({ name: ' Jordan Reyes ', company: 'Northwind' })).toBe('Consultation Request: Jordan Reyes (Northwind)');
    expect(buildSubject({ name: 'Jordan Reyes', company: '' })).toBe('Consultation Request: Jordan Reyes');
  });
});

describe('summary', () => {
  const summary = buildSummary(validConsultation);
  const sections = summary.split('\n\n');

  it('has contact info, project details, scheduling, context, checklist, agenda and follow-up, in that order', () => {
    const headings = sections.slice(1).map((s) => s.split('\n')[0]);
    expect(headings).toEqual([
      'CONTACT INFORMATION',
      'PROJECT DETAILS',
      'SCHEDULING',
      'CONTEXT',
      'PREPARATION CHECKLIST',
      'AGENDA (6 items, 50 minutes)',
      'FOLLOW-UP ACTIONS',
    ]);
  });

  it('has a six-item agenda totalling 50 minutes', () => {
    expect(agendaItems).toHaveLength(6);
    expect(agendaTotalMinutes).toBe(50);
    const agenda = sections
      .find((s) => s.startsWith('AGENDA'))!
      .split('\n')
      .slice(1);
    expect(agenda).toHaveLength(6);
    expect(agenda.reduce((sum, line) => sum + Number(/\((\d+) min\)$/.exec(line)?.[1]), 0)).toBe(50);
    expect(agenda[0]).toMatch(/^1\. /);
    expect(agenda[5]).toMatch(/^6\. /);
  });

  it('carries every answer', () => {
    for (const text of [
      'Name: Jordan Reyes',
      'Email: jordan@northwind.example',
      'Phone: +1 415 555 0142',
      'Company: Northwind Outfitters',
      'Role: Head of Brand',
      'Project type: Brand Films',
      'Timeline: 1-2 months',
      'Budget range: $15,000 - $50,000',
      'Platforms: Social Media, Website',
      '  A 90 second brand film',
      '  Launch awareness',
      'Meeting type: Video call',
      '  - https://vimeo.com/76979871',
      '  - www.youtube.com/watch?v=abc123',
      'How they heard about us: Referral',
      'Email consent: Yes',
      'Marketing consent: No',
    ]) {
      expect(summary).toContain(text);
    }
  });

  it('states the slot with its time zone, at the studio and in UTC', () => {
    expect(summary).toContain('Preferred date: Tuesday, March 12, 2030');
    expect(summary).toContain('Preferred time: 1:00 PM (America/New_York, EDT)');
    expect(summary).toContain('Studio time: Tue, Mar 12, 10:00 AM PDT');
    expect(summary).toContain('UTC: 2030-03-12T17:00:00Z');
  });

  it('marks what the visitor left out and flags slots outside studio hours', () => {
    const sparse = buildSummary({
      ...validConsultation,
      phone: '',
      role: '',
      platforms: [],
      inspiration_links: '',
      how_heard: '',
      preferred_time: '9:00 AM',
    });
    expect(sparse).toContain('Phone: Not provided');
    expect(sparse).toContain('Role: Not provided');
    expect(sparse).toContain('Platforms: Not provided');
    expect(sparse).toContain('Inspiration links: Not provided');
    expect(sparse).toContain('outside Monday-Friday 9 AM-6 PM PST');
  });
});

describe('request body', () => {
  it('is {request_id, subject, consultation_data, summary}', () => {
    const body = consultationRequest({ requestId: 'req-1', data: validConsultation });
    expect(Object.keys(body).sort()).toEqual(['consultation_data', 'request_id', 'subject', 'summary']);
    expect(body.subject).toBe('Consultation Request: Jordan Reyes (Northwind Outfitters)');
    expect(body.consultation_data).toEqual(validConsultation);
    expect(body.summary).toBe(buildSummary(validConsultation));
  });
});
