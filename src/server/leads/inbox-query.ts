import { isLeadStatus, NOTE_MAX, type LeadStatus, type StageFilter } from '#src/api/admin';

/** The columns the inbox search looks in, where a table has them: who, and what they wrote. */
export const SEARCH_COLUMNS = ['name', 'email', 'company', 'message', 'project_description', 'goals', 'additional_notes'] as const;

const quote = (name: string) => `"${name}"`;
/** `%`, `_` and `\` in the visitor's text are matched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * WHERE parts (and their parameters, appended to `params`) for the free-text
 * search and the sales-stage filter. Column names come from the catalogue,
 * the text only ever as a parameter. A table with none of the searched
 * columns matches nothing.
 */
export function searchAndStage(columns: readonly string[], filters: { q?: string; stage?: StageFilter }, params: unknown[]): string[] {
  const where: string[] = [];
  const q = (filters.q ?? '').trim().slice(0, 200);
  if (q) {
    const searched = SEARCH_COLUMNS.filter((c) => columns.includes(c));
    params.push(likePattern(q));
    where.push(searched.length ? `(${searched.map((c) => `${quote(c)} ILIKE $${params.length} ESCAPE '\\'`).join(' OR ')})` : 'false');
  }
  if (filters.stage && filters.stage !== 'any') {
    if (columns.includes('lead_status')) {
      params.push(filters.stage);
      where.push(`lead_status = $${params.length}`);
    } else where.push('false');
  }
  return where;
}

export const stageOf = (value: unknown): StageFilter => (isLeadStatus(value) ? value : 'any');

/** A status change as the API accepts it, or the field errors. */
export function parseStatusChange(
  body: unknown,
): { ok: true; status: LeadStatus; note: string } | { ok: false; fields: Record<string, string> } {
  const b = (body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (!isLeadStatus(b.status)) fields.status = 'Expected one of new, contacted, qualified, won, lost.';
  const note = b.note === undefined ? '' : b.note;
  if (typeof note !== 'string') fields.note = 'Expected text.';
  else if (note.length > NOTE_MAX) fields.note = `At most ${NOTE_MAX} characters.`;
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, status: b.status as LeadStatus, note: (note as string).replaceAll('\u0000', '').trim() };
}
