import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '#src/server/db/types';

export type Attachment = { filename: string; content: string; contentType: string };
export type Notification = {
  kind: string;
  subject: string;
  body: string;
  attachments?: Attachment[];
  /** Someone other than the team (NOTIFY_TO): the visitor's own confirmation. */
  to?: string;
  html?: string;
};

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`Bad SQL identifier: ${name}`);
  return name;
};

export type SaveOptions = {
  /** Column with a unique index: a second record with the same value is not stored again; its first id is returned. */
  conflictKey?: string;
  /** The predicate of a partial unique index on `conflictKey` (SQL written in code, never from a request). */
  conflictWhere?: string;
  /**
   * A real (non-spam) record whose key was first stored by a honeypot hit
   * replaces that spam record (same id, new values, received now, not
   * handled): it becomes a real record and its notification is queued, once.
   * The table needs `spam`, `received_at` and `handled_at` columns.
   */
  replaceSpam?: boolean;
};

/**
 * Store one submission and, in the same transaction, queue its notification
 * in the outbox. The visitor is told "accepted" only after this commits; a
 * crash before it leaves nothing half-written. Column names come from code,
 * never from the request. `created` is false when the key was already stored
 * (nothing was written and nothing queued).
 */
export async function saveRecord(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  notification: Notification | readonly Notification[] | null,
  options: SaveOptions = {},
): Promise<{ id: string; created: boolean }> {
  const newId = randomUUID();
  const names = Object.keys(row).map(ident);
  const columns = ['id', ...names];
  const values = [newId, ...Object.values(row).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const t = ident(table);
  let conflict = '';
  if (options.conflictKey) {
    const target = `(${ident(options.conflictKey)})${options.conflictWhere ? ` WHERE ${options.conflictWhere}` : ''}`;
    conflict = options.replaceSpam
      ? ` ON CONFLICT ${target} DO UPDATE SET ${names.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, received_at = EXCLUDED.received_at, handled_at = NULL
          WHERE ${t}.spam AND NOT EXCLUDED.spam`
      : ` ON CONFLICT ${target} DO NOTHING`;
  }
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO ${t} (${columns.join(', ')}) VALUES (${placeholders})${conflict} RETURNING id`,
      values,
    );
    if (!inserted.rows.length && options.conflictKey) {
      const existing = await tx.query<{ id: string }>(`SELECT id FROM ${t} WHERE ${ident(options.conflictKey)} = $1`, [
        row[options.conflictKey],
      ]);
      return { id: String(existing.rows[0]?.id ?? newId), created: false };
    }
    // The stored id: a new one, or the id of the spam record this submission replaced.
    const id = String(inserted.rows[0]?.id ?? newId);
    await queueNotifications(tx, id, notification);
    return { id, created: true };
  });
}

/** Queue messages about record `recordId` in the outbox (inside the caller's transaction). */
export async function queueNotifications(tx: Queryable, recordId: string, notification: Notification | readonly Notification[] | null) {
  const list = notification === null ? [] : Array.isArray(notification) ? notification : [notification as Notification];
  for (const n of list) {
    await tx.query(
      `INSERT INTO notification_outbox (id, kind, record_id, subject, body, attachments, recipient, html) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), n.kind, recordId, n.subject, n.body, JSON.stringify(n.attachments ?? []), n.to ?? null, n.html ?? null],
    );
  }
}

export async function countRows(db: Db, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const result = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${ident(table)} WHERE ${where}`, params);
  return Number(result.rows[0]?.n ?? 0);
}
