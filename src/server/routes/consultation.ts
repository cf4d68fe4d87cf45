import type { FastifyInstance } from 'fastify';
import { calendarCopy, studioTimeZone } from '#src/content/consultation';
import { buildIcs } from '#src/consultation/calendar';
import { buildSubject, buildSummary } from '#src/consultation/summary';
import { zonedTimeToUtc } from '#src/consultation/time';
import { consultationEnvelopeSchema, consultationSchema, type ConsultationValidationContext } from '#src/forms/consultation';
import type { AppDeps } from '#src/server/deps';
import { consultationMailFor, withinVisitorMailLimit } from '#src/server/email/visitor-mail';
import { honeypot, spamKeyFor } from '#src/server/honeypot';
import { saveRecord, type Notification } from '#src/server/leads/store';
import { validate, validationReply } from '#src/server/validation';
import { sourcePage } from './leads';

/**
 * POST /api/schedule-consultation (docs/product/consultation.md): JSON
 * { request_id, subject, consultation_data, summary }.
 *
 * consultation_data is validated with the wizard's own yup schema (the server
 * is the authority: required fields, enumerations, email, a date that is not
 * in the past, bounded lengths). The subject and summary are rebuilt here from
 * the validated data with the same builders the page uses, so the team's email
 * never carries text that skipped validation. The request and its notification
 * (summary + the requested slot as a tentative .ics) are stored in one
 * transaction. `request_id` is UNIQUE: a retry of the same request answers
 * 200 with the first id and stores nothing new. A filled honeypot (`bot-field`
 * in the envelope) follows the one policy of every form (../honeypot.ts).
 */
export async function consultationRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = { max: deps.config.rateLimit.max, timeWindow: deps.config.rateLimit.windowMs };

  app.post('/api/schedule-consultation', { config: { rateLimit }, bodyLimit: 128 * 1024 }, async (request, reply) => {
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return reply.code(415).send({ error: 'unsupported_media_type', message: 'Send the consultation request as JSON.' });
    }
    const { spam, body } = honeypot(request, request.body);
    const envelope = await validate(consultationEnvelopeSchema, body);
    const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).consultation_data : undefined;
    const isObject = Boolean(raw) && typeof raw === 'object' && !Array.isArray(raw);
    const data = isObject ? await validate(consultationSchema, raw, { now: deps.now } satisfies ConsultationValidationContext) : null;
    if (!envelope.ok || !data || !data.ok) {
      const fields: Record<string, string> = envelope.ok ? {} : { ...envelope.fields };
      if (!isObject) fields.consultation_data = 'consultation_data must be an object with the consultation fields.';
      else delete fields.consultation_data;
      if (data && !data.ok) Object.assign(fields, data.fields);
      return reply.code(400).send(validationReply(fields));
    }

    const v = data.value;
    const requestId = envelope.value.request_id;
    const subject = buildSubject(v);
    const summary = buildSummary(v, { fallbackZone: studioTimeZone });
    const start = zonedTimeToUtc(v.preferred_date, v.preferred_time, v.timezone || studioTimeZone);
    const ics = buildIcs(v, { requestId, now: deps.now() });

    const record = {
      page: sourcePage(request, '/schedule-consultation'),
      spam,
      // Spam never shares a request id with a real request.
      request_id: spamKeyFor(spam, requestId),
      name: v.name,
      email: v.email,
      phone: v.phone,
      company: v.company,
      role: v.role,
      project_type: v.project_type,
      project_description: v.project_description,
      timeline: v.timeline,
      budget_range: v.budget_range,
      platforms: v.platforms,
      goals: v.goals,
      preferred_date: v.preferred_date,
      preferred_time: v.preferred_time,
      timezone: v.timezone,
      preferred_start_utc: start ? start.toISOString() : null,
      meeting_type: v.meeting_type,
      current_challenges: v.current_challenges,
      inspiration_links: v.inspiration_links,
      additional_notes: v.additional_notes,
      how_heard: v.how_heard,
      consent_email: v.consent_email,
      consent_marketing: v.consent_marketing,
      subject,
      summary,
    };
    const notification: Notification = {
      kind: 'consultation',
      subject,
      body: summary,
      attachments: ics
        ? [{ filename: calendarCopy.fileName, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
        : [],
    };
    if (spam)
      return reply.code(201).send({ id: (await saveRecord(deps.db, 'consultation_requests', record, null)).id, status: 'accepted' });
    // The visitor's own confirmation (slot, next steps, invite, change-or-withdraw link) goes out with the team's,
    // unless this address had its share of visitor emails today.
    const visitorMail = await withinVisitorMailLimit(
      deps,
      request,
      v.email,
      await consultationMailFor(deps, { ...v, request_id: requestId }, deps.now()),
    );
    const { id, created } = await saveRecord(
      deps.db,
      'consultation_requests',
      record,
      visitorMail ? [notification, visitorMail] : [notification],
      {
        conflictKey: 'request_id',
      },
    );
    return reply.code(created ? 201 : 200).send({ id, status: 'accepted' });
  });
}
