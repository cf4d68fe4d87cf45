/** The one small interface both storage adapters implement (PGlite and pg share `query(text, params) → { rows }`). */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Run `fn` in one transaction: all of it is committed, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
