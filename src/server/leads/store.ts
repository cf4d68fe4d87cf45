import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

export type Attachment = { filename: string; content: string; contentType: string };
export type Notification = { kind: string; subject: string; body: string; attachments?: Attachment[] };

const IDENT = /^[a-z_][a-z0-9_]*$/;
const ident = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`Bad SQL identifier: ${name}`);
  return name;
};

export type SaveOptions = {
  /** Column with a UNIQUE constraint: a second record with the same value is not stored again; its first id is returned. */
  conflictKey?: string;
};

/**
 * Store one submission and, in the same transaction, queue its notification
 * in the outbox. The visitor is told "accepted" only after this commits; a
 * crash before it leaves nothing half-written. Column names come from code,
 * never from the request.
 */
export async function saveRecord(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  notification: Notification | null,
  options: SaveOptions = {},
): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  const columns = ['id', ...Object.keys(row)].map(ident);
  const values = [id, ...Object.values(row).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const conflict = options.conflictKey ? ` ON CONFLICT (${ident(options.conflictKey)}) DO NOTHING` : '';
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO ${ident(table)} (${columns.join(', ')}) VALUES (${placeholders})${conflict} RETURNING id`,
      values,
    );
    if (!inserted.rows.length && options.conflictKey) {
      const existing = await tx.query<{ id: string }>(
        `SELECT id FROM ${ident(table)} WHERE ${ident(options.conflictKey)} = $1`,
        [row[options.conflictKey]],
      );
      return { id: String(existing.rows[0]?.id ?? id), created: false };
    }
    if (notification) {
      await tx.query(
        `INSERT INTO notification_outbox (id, kind, record_id, subject, body, attachments) VALUES ($1, $2, $3, $4, $5, $6)`,
        [randomUUID(), notification.kind, id, notification.subject, notification.body, JSON.stringify(notification.attachments ?? [])],
      );
    }
    return { id, created: true };
  });
}

export async function countRows(db: Db, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const result = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${ident(table)} WHERE ${where}`, params);
  return Number(result.rows[0]?.n ?? 0);
}
