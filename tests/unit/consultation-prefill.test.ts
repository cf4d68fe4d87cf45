import { describe, expect, it } from 'vitest';
import { parseConsultationSearch } from '#src/consultation/prefill';
import { toPrefill, toProjectType } from '#src/consultation/project-type';

describe('booking-link prefill (validateSearch)', () => {
  it('keeps plausible name, email, company and project type', () => {
    expect(
      toPrefill(parseConsultationSearch({ name: ' Mia  Chen ', email: 'mia@zest.example', company: 'Zest', project_type: 'Brand Films' })),
    ).toEqual({
      name: 'Mia Chen',
      email: 'mia@zest.example',
      company: 'Zest',
      project_type: 'Brand Films',
    });
  });

  it('maps the chat’s project labels onto the wizard’s list', () => {
    expect(toProjectType('Social Content')).toBe('Social Media Content');
    expect(toProjectType('tv commercial')).toBe('TV Commercial');
    expect(toProjectType('Documentary')).toBeUndefined();
  });

  it('drops malformed, oversized and unknown parameters', () => {
    expect(
      toPrefill(
        parseConsultationSearch({ email: 'not-an-email', name: 'x', company: 'c'.repeat(161), project_type: 'Space Opera', admin: 'true' }),
      ),
    ).toEqual({});
    expect(parseConsultationSearch({ project_type: 'p'.repeat(81) })).toEqual({});
    expect(parseConsultationSearch({ name: ['a', 'b'], email: { $ne: '' } })).toEqual({});
  });

  it('turns control characters into spaces', () => {
    expect(parseConsultationSearch({ company: 'Zest\u0000\nLabs' }).company).toBe('Zest Labs');
  });
});
