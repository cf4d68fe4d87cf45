// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleParser } from 'mailparser';
import { displayValue } from '#src/content/admin-inbox';
import { smtpMailer } from '#src/server/notify/mailer';
import { randomUUID } from 'node:crypto';
import type { Mail } from '#src/server/notify/mailer';
import {
  backoffSeconds,
  deliverPending,
  messageIdFor,
  runOutboxWorker,
  SEND_CONCURRENCY,
  UNCONFIRMED,
} from '#src/server/notify/outbox-worker';
import { testApp } from './app-harness';
import { startSink } from './smtp-sink';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;
const silent = { info: () => undefined, warn: () => undefined };

const submit = () =>
  h.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: {
      source: 'service-page',
      name: 'Noor Haddad',
      email: 'noor@atlas.example',
      company: 'Atlas',
      service: 'corporate-video',
      message: 'Onboarding series in 6 languages.',
    },
  });

// The embedded database and the first start's password hash take a while on a busy machine.
beforeAll(async () => {
  h = await testApp();
}, 60_000);
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('notifications', () => {
  it('the team’s notification of a contact message names the budget and service as the form showed them, not their codes', async () => {
    const sink = await startSink();
    try {
      const contact = {
        name: 'Dana Whitfield',
        email: 'dana@northwind.example',
        company: 'Northwind',
        budget: '10k-25k',
        service: 'brand-films',
        message: 'A brand film for our launch.',
      };
      const res = await h.app.inject({ method: 'POST', url: '/contact', headers: { accept: 'application/json' }, payload: contact });
      expect(res.statusCode).toBe(201);
      await deliverPending(h.db, {
        mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`),
        to: 'team@studio.example',
        from: 'web@studio.example',
        log: silent,
      });
      const team = sink.received.find((m) => m.to.includes('team@studio.example'));
      const text = (await simpleParser(team!.raw)).text ?? '';
      expect(text).toContain(`Budget: ${displayValue('budget', '10k-25k')}`);
      expect(text).toContain(`Service: ${displayValue('service', 'brand-films')}`);
      expect(displayValue('budget', '10k-25k')).not.toBe('10k-25k');
      expect(text).not.toMatch(/10k-25k|brand-films/);
    } finally {
      await sink.close();
    }
  });

  it('an accepted lead is emailed to NOTIFY_TO through SMTP and marked sent', async () => {
    const sink = await startSink();
    try {
      expect((await submit()).statusCode).toBe(201);
      const result = await deliverPending(h.db, {
        mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`),
        to: 'team@studio.example',
        from: 'web@studio.example',
        log: silent,
      });
      expect(result.sent).toBe(1);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.to).toEqual(['team@studio.example']);
      expect(sink.received[0]!.raw).toContain('Noor Haddad');
      const row = await h.db.query<{ status: string }>('SELECT status FROM notification_outbox');
      expect(row.rows[0]!.status).toBe('sent');
    } finally {
      await sink.close();
    }
  });

  it('an SMTP outage leaves the request accepted and the notification pending with a later retry', async () => {
    const sink = await startSink();
    const port = sink.port;
    await sink.close(); // nothing listens there now
    expect((await submit()).statusCode).toBe(201);
    const result = await deliverPending(h.db, {
      mailer: smtpMailer(`smtp://127.0.0.1:${port}`),
      to: 'team@studio.example',
      from: 'web@studio.example',
      log: silent,
    });
    expect(result.failed).toBe(1);
    const row = await h.db.query<{ status: string; attempts: number; later: boolean }>(
      'SELECT status, attempts, next_attempt_at > now() AS later FROM notification_outbox',
    );
    expect(row.rows[0]).toEqual({ status: 'pending', attempts: 1, later: true });
    expect(await h.db.query('SELECT count(*)::int AS n FROM lead_submissions')).toEqual({ rows: [{ n: 1 }] });
  });

  it('without SMTP_URL the notification is written to the log and marked logged', async () => {
    const lines: string[] = [];
    expect((await submit()).statusCode).toBe(201);
    const result = await deliverPending(h.db, {
      to: 'team@studio.example',
      from: 'web@studio.example',
      log: { info: (_o: unknown, msg?: string) => void lines.push(String(msg)), warn: () => undefined } as never,
    });
    expect(result.logged).toBe(1);
    expect(lines[0]).toContain('delivered to log');
    const row = await h.db.query<{ status: string }>('SELECT status FROM notification_outbox');
    expect(row.rows[0]!.status).toBe('logged');
  });

  it('the log names the kind and the record, never the visitor or their company', async () => {
    const logged: unknown[] = [];
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { source: 'other', name: 'Noor Haddad', email: 'noor@haddad.example', company: 'Haddad Dairy', message: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    await deliverPending(h.db, {
      to: 'team@studio.example',
      from: 'web@studio.example',
      log: { info: (o: unknown) => void logged.push(o), warn: (o: unknown) => void logged.push(o) } as never,
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ record: id });
    expect(JSON.stringify(logged)).not.toMatch(/Noor|Haddad/);
  });

  it('the log never holds an address, even one typed as a name', async () => {
    const logged: unknown[] = [];
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { source: 'other', name: 'noor@haddad.example', email: 'noor@haddad.example', message: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    await deliverPending(h.db, {
      to: 'team@studio.example',
      from: 'web@studio.example',
      log: { info: (o: unknown) => void logged.push(o), warn: (o: unknown) => void logged.push(o) } as never,
    });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('haddad.example');
  });

  /** `n` due notifications, queued a millisecond apart so their order is known. */
  async function queue(n: number): Promise<string[]> {
    const subjects = Array.from({ length: n }, (_, i) => `queued ${String(i).padStart(3, '0')}`);
    for (const [i, subject] of subjects.entries()) {
      await h.db.query(
        `INSERT INTO notification_outbox (id, kind, record_id, subject, body, created_at) VALUES ($1, 'lead', $2, $3, 'body', now() - ($4 || ' milliseconds')::interval)`,
        [randomUUID(), randomUUID(), subject, String(n - i)],
      );
    }
    return subjects;
  }

  it('a burst drains in one pass, a few messages at a time, oldest first', async () => {
    const subjects = await queue(45);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const mailer = {
      async send(mail: Mail) {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 5));
        order.push(mail.subject);
        inFlight--;
      },
    };
    const result = await deliverPending(h.db, { mailer, to: 'team@studio.example', from: 'web@studio.example', log: silent });
    expect(result).toEqual({ sent: 45, logged: 0, failed: 0, unconfirmed: 0 });
    expect(most).toBe(SEND_CONCURRENCY);
    expect([...order].sort()).toEqual(subjects);
    // Handed over in order, a lane at a time: the first message of the queue goes out in the first lane.
    expect(order.slice(0, SEND_CONCURRENCY).sort()).toEqual(subjects.slice(0, SEND_CONCURRENCY));
    expect(await h.db.query("SELECT count(*)::int AS n FROM notification_outbox WHERE status <> 'sent'")).toEqual({ rows: [{ n: 0 }] });
  });

  it('a mail server that never answers costs one attempt its deadline, not the queue, and the message is not sent again', async () => {
    await queue(6);
    const sent: string[] = [];
    let attempts = 0;
    // The second message hangs for ever (a server that took the data and never answers).
    const mailer = {
      send: (mail: Mail) => (
        attempts++,
        mail.subject === 'queued 001' ? new Promise<void>(() => undefined) : (sent.push(mail.subject), Promise.resolve())
      ),
    };
    const options = { mailer, to: 'team@studio.example', from: 'web@studio.example', log: silent, sendTimeoutMs: 200 };
    expect(await deliverPending(h.db, options)).toEqual({ sent: 5, logged: 0, failed: 0, unconfirmed: 1 });
    expect(sent).toHaveLength(5);
    await h.db.query('UPDATE notification_outbox SET next_attempt_at = now()');
    await deliverPending(h.db, options);
    expect(attempts).toBe(6);
    const stuck = await h.db.query<{ status: string; attempts: number; last_error: string }>(
      "SELECT status, attempts, last_error FROM notification_outbox WHERE subject = 'queued 001'",
    );
    expect(stuck.rows[0]).toMatchObject({ status: UNCONFIRMED, attempts: 1 });
    expect(stuck.rows[0]!.last_error).toMatch(/no answer from the mail server within 200 ms/);
  });

  it('two workers at once (two processes on one database) send each message exactly once', async () => {
    await queue(30);
    const sent: string[] = [];
    const mailer = { send: async (mail: Mail) => void sent.push(mail.subject) };
    const options = { mailer, to: 'team@studio.example', from: 'web@studio.example', log: silent, concurrency: 3 };
    const [a, b] = await Promise.all([deliverPending(h.db, options), deliverPending(h.db, options)]);
    expect(a.sent + b.sent).toBe(30);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  /** Queue one due notification now; answers its row id. */
  async function enqueue(subject: string): Promise<string> {
    const id = randomUUID();
    await h.db.query(`INSERT INTO notification_outbox (id, kind, record_id, subject, body) VALUES ($1, 'lead', $2, $3, 'body')`, [
      id,
      randomUUID(),
      subject,
    ]);
    return id;
  }
  const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
  /** A later pass: every row's retry time has come (as if the backoff or the 5-minute claim had passed). */
  const later = () => h.db.query('UPDATE notification_outbox SET next_attempt_at = now()');
  const from = 'web@studio.example';

  it('a mail server that answers after the deadline gets the message once; the row waits for a person as unconfirmed', async () => {
    // The server takes the message and holds its 250 back until after the attempt's deadline.
    let answer = () => undefined as void;
    const held = new Promise<void>((r) => (answer = r));
    const sink = await startSink({ replyAfter: () => held });
    try {
      const id = await enqueue('slow one');
      const mailer = smtpMailer(`smtp://127.0.0.1:${sink.port}?greetingTimeout=5000&connectionTimeout=5000`, { deadlineMs: 1000 });
      const options = { mailer, to: 'team@studio.example', from, log: silent, sendTimeoutMs: 1000 };
      expect(await deliverPending(h.db, options)).toMatchObject({ sent: 0, failed: 0, unconfirmed: 1 });
      for (let pass = 0; pass < 3; pass++) {
        await later();
        await deliverPending(h.db, options);
      }
      expect(sink.received).toHaveLength(1);
      expect(messageIdOf(sink.received[0]!.raw)).toBe(messageIdFor(id, from));
      const row = await h.db.query<{ status: string; attempts: number; last_error: string }>(
        'SELECT status, attempts, last_error FROM notification_outbox WHERE id = $1',
        [id],
      );
      expect(row.rows[0]).toMatchObject({ status: UNCONFIRMED, attempts: 1 });
      expect(row.rows[0]!.last_error).toContain(messageIdFor(id, from));
      expect(row.rows[0]!.last_error).toMatch(/no answer from the mail server within 1000 ms/);
    } finally {
      answer();
      await sink.close();
    }
  });

  it('a message the server refused is tried again with the same Message-ID', async () => {
    let answered = 0;
    const sink = await startSink({ refuse: () => (answered++ === 0 ? 451 : undefined) });
    try {
      const id = await enqueue('refused once');
      const options = { mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`), to: 'team@studio.example', from, log: silent };
      expect(await deliverPending(h.db, options)).toMatchObject({ failed: 1, unconfirmed: 0 });
      expect((await h.db.query<{ status: string }>('SELECT status FROM notification_outbox')).rows[0]!.status).toBe('pending');
      await later();
      expect(await deliverPending(h.db, options)).toMatchObject({ sent: 1 });
      expect(sink.refused).toHaveLength(1);
      expect(sink.received).toHaveLength(1);
      expect(messageIdOf(sink.refused[0]!.raw)).toBe(messageIdFor(id, from));
      expect(messageIdOf(sink.received[0]!.raw)).toBe(messageIdFor(id, from));
    } finally {
      await sink.close();
    }
  });

  it('a message queued while another is stuck on the mail server goes out in a free lane', async () => {
    let release = () => undefined as void;
    const stuck = new Promise<void>((r) => (release = r));
    const sink = await startSink({ replyAfter: (raw) => (raw.includes('Subject: stuck') ? stuck : undefined) });
    const stop = new AbortController();
    const worker = runOutboxWorker(h.db, {
      mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`),
      to: 'team@studio.example',
      from,
      log: silent,
      intervalMs: 20,
      concurrency: 2,
      sendTimeoutMs: 60_000,
      purgeEveryMs: 3_600_000,
      signal: stop.signal,
    });
    try {
      await enqueue('stuck');
      await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 10_000, interval: 20 });
      await enqueue('next');
      const statuses = async () =>
        (await h.db.query<{ subject: string; status: string }>('SELECT subject, status FROM notification_outbox ORDER BY subject')).rows;
      // The first still waits for its answer (its lane is busy) while the second has been delivered.
      await vi.waitFor(async () => expect((await statuses())[0]).toEqual({ subject: 'next', status: 'sent' }), {
        timeout: 10_000,
        interval: 20,
      });
      expect((await statuses())[1]).toEqual({ subject: 'stuck', status: 'sending' });
      expect(sink.received).toHaveLength(2);
    } finally {
      release();
      stop.abort();
      await worker;
      await sink.close();
    }
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([15, 30, 60, 3600, 3600]);
  });
});
