import type { FastifyInstance } from 'fastify';
import { boolean, mixed, number, object, string } from 'yup';
import type { AppDeps } from '#src/server/deps';
import { saveRecord } from '#src/server/leads/store';
import { validate, validationReply } from '#src/server/validation';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What the cookie banner sends (src/api/consent.ts): no personal data, no IP address is stored. */
export const consentLogSchema = object({
  consentId: string().required('A consent id is required.').matches(UUID_V4, 'The consent id must be a random UUID.'),
  categories: object({
    necessary: boolean().oneOf([true], 'Necessary cookies are always on.').required('Necessary cookies are always on.'),
    analytics: boolean().strict().required('Say whether analytics is allowed.'),
    marketing: boolean().strict().required('Say whether marketing is allowed.'),
    preferences: boolean().strict().required('Say whether preferences are allowed.'),
  }).required('Categories are required.'),
  revision: number().integer('The policy revision is a whole number.').min(1).max(10_000).required('The policy revision is required.'),
  source: mixed<'banner' | 'settings'>().oneOf(['banner', 'settings'], 'Unknown source.').default('banner'),
  /** The browser sent Global Privacy Control with this choice. Optional: a page cached from before it was sent logs "not known". */
  gpc: boolean().strict().typeError('Say whether Global Privacy Control was sent.').optional(),
});

/**
 * POST /api/consent: the anonymous consent log (random consent id,
 * categories, policy revision, whether the browser sent Global Privacy
 * Control; the time is the row's received_at), so the
 * studio can show what a browser agreed to and when. Nothing is notified.
 */
export async function consentRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>) {
  // A visitor makes a handful of choices at most; the limit is looser than for leads so that many visitors behind one address are all logged.
  const rateLimit = { max: deps.config.rateLimit.max * 6, timeWindow: deps.config.rateLimit.windowMs };

  app.post('/api/consent', { config: { rateLimit } }, async (request, reply) => {
    const result = await validate(consentLogSchema, request.body);
    if (!result.ok) return reply.code(400).send(validationReply(result.fields));
    const v = result.value;
    const categories = {
      necessary: true,
      analytics: v.categories.analytics,
      marketing: v.categories.marketing,
      preferences: v.categories.preferences,
    };
    const { id } = await saveRecord(
      deps.db,
      'consent_log',
      { consent_id: v.consentId.toLowerCase(), categories, revision: v.revision, source: v.source ?? 'banner', gpc: v.gpc ?? null },
      null,
    );
    return reply.code(201).send({ id, status: 'accepted' });
  });
}
