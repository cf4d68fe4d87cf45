import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { displayValue, fieldLabels } from '#src/content/admin-inbox';
import { contactFieldMessage } from '#src/content/contact';
import { contactSchema } from '#src/forms/contact';
import { leadSchema, newsletterSchema } from '#src/forms/lead';
import type { AppDeps } from '#src/server/deps';
import { contactMailFor, withinVisitorMailLimit } from '#src/server/email/visitor-mail';
import { saveRecord, type Notification } from '#src/server/leads/store';
import { formPageCopy, formPathOf, sendFormPage } from '#src/server/form-pages';
import { honeypot, spamKeyFor } from '#src/server/honeypot';
import { validate, validationReply } from '#src/server/validation';

const wantsJson = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('application/json') || (request.headers['content-type'] ?? '').includes('application/json');

/** The path of the page a submission came from (body `page`, else the Referer's path). */
export function sourcePage(request: FastifyRequest, fromBody?: unknown): string {
  if (typeof fromBody === 'string' && fromBody.startsWith('/')) return fromBody.slice(0, 300);
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return '';
  }
}

/**
 * The team's notification body: one line per filled field, named and valued as
 * the leads inbox shows them (`Budget: $10,000 - $25,000`, not `budget: 10k-25k`).
 * Notifications are queued for accepted records only, so the spam flag is left out.
 */
function lines(record: Record<string, unknown>): string {
  return Object.entries(record)
    .filter(([k, v]) => k !== 'spam' && v !== '' && v !== undefined && v !== null)
    .map(([k, v]) => {
      const value = displayValue(k, v);
      return `${fieldLabels[k] ?? k}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    })
    .join('\n');
}

/** POST /contact (HTML form post or JSON), POST /api/leads, POST /api/newsletter. */
export async function leadRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = { max: deps.config.rateLimit.max, timeWindow: deps.config.rateLimit.windowMs };
  // Rate limited per address (honeypot hits count too); errors are readable pages for a browser's own form post.
  const formRoute = { config: { rateLimit, htmlForm: true } };

  app.post('/contact', formRoute, async (request: FastifyRequest, reply: FastifyReply) => {
    const { spam, body } = honeypot(request, request.body);
    const page = sourcePage(request, '/contact');
    const accepted = (id: string) =>
      wantsJson(request) ? reply.code(201).send({ id, status: 'accepted' }) : reply.redirect('/contact?success=true', 303);

    const result = await validate(contactSchema, body);
    if (!result.ok) {
      if (wantsJson(request)) return reply.code(400).send(validationReply(result.fields));
      const items = Object.entries(result.fields).map(([field, message]) => contactFieldMessage(field, message));
      return sendFormPage(reply, 400, { ...formPageCopy.invalid, items }, formPathOf(request));
    }
    const v = result.value;
    const record = {
      page,
      spam,
      name: v.name,
      email: v.email,
      company: v.company,
      budget: v.budget,
      service: v.service,
      message: v.message,
    };
    const notification: Notification = {
      kind: 'contact',
      subject: `New contact message from ${v.name}${v.company ? ` (${v.company})` : ''}`,
      body: lines(record),
    };
    if (spam) return accepted((await saveRecord(deps.db, 'contact_messages', record, null)).id);
    // A short receipt to the visitor goes out with the team's notification (unless this address had its share today).
    const receipt = await withinVisitorMailLimit(deps, request, v.email, contactMailFor(deps, v));
    const { id } = await saveRecord(deps.db, 'contact_messages', record, receipt ? [notification, receipt] : [notification]);
    return accepted(id);
  });

  app.post('/api/leads', formRoute, async (request, reply) => {
    const { spam, body } = honeypot(request, request.body);
    const result = await validate(leadSchema, body);
    if (!result.ok) return reply.code(400).send(validationReply(result.fields));
    const v = result.value;
    const page = sourcePage(request, v.page);
    if (v.source === 'chat') {
      const record = {
        page,
        spam,
        // Spam never shares a conversation with a real lead.
        conversation_id: spam ? '' : v.conversation_id,
        name: v.name,
        email: v.email,
        company: v.company,
        project_type: v.project_type,
        timeline: v.timeline,
        budget_band: v.budget_band,
      };
      // A retried save of the same conversation finds its first record (one lead, one notification, the same answer).
      const { id } = await saveRecord(
        deps.db,
        'chat_leads',
        record,
        spam ? null : { kind: 'chat', subject: `New chat lead: ${v.name}${v.company ? ` (${v.company})` : ''}`, body: lines(record) },
        record.conversation_id ? { conflictKey: 'conversation_id', conflictWhere: "conversation_id <> ''", replaceSpam: true } : {},
      );
      return reply.code(201).send({ id, status: 'accepted' });
    }
    const record = {
      page,
      spam,
      source: v.source,
      name: v.name,
      email: v.email,
      company: v.company,
      service: v.service,
      message: v.message,
    };
    const { id } = await saveRecord(
      deps.db,
      'lead_submissions',
      record,
      spam
        ? null
        : {
            kind: 'lead',
            subject: `New ${v.source} lead: ${v.name}${v.service ? ` — ${displayValue('service', v.service)}` : ''}`,
            body: lines(record),
          },
    );
    return reply.code(201).send({ id, status: 'accepted' });
  });

  /**
   * Subscribing answers the same whether or not the address was already on
   * the list (nobody can probe the list). A honeypot hit is stored as spam
   * under a key of its own, so it never stands in the way of a real
   * subscription of the same address. (A spam row left under the address
   * itself by an older version becomes the real subscription.)
   */
  app.post('/api/newsletter', formRoute, async (request, reply) => {
    const { spam, body } = honeypot(request, request.body);
    const subscribed = () => reply.code(201).send({ status: 'accepted' });
    const result = await validate(newsletterSchema, body);
    if (!result.ok) return reply.code(400).send(validationReply(result.fields));
    const v = result.value;
    const record = { page: sourcePage(request, v.page), spam, email: v.email, email_key: spamKeyFor(spam, v.email.toLowerCase()) };
    await saveRecord(
      deps.db,
      'newsletter_subscriptions',
      record,
      spam ? null : { kind: 'newsletter', subject: 'New newsletter subscriber', body: lines({ email: v.email, page: record.page }) },
      { conflictKey: 'email_key', replaceSpam: true },
    );
    return subscribed();
  });
}
