// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadList } from '#src/api/admin';
import { csvCell, toCsv } from '#src/server/routes/admin';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;
let adminCookie = '';
let clientCookie = '';

const ORIGIN = 'http://localhost';
const ADMIN = { email: 'admin@lumora.studio', password: 'inbox admin password', role: 'admin' };
const CLIENT = { email: 'client@lumora.studio', password: 'inbox client password', role: 'client' };
const LEAD_TABLES = ['contact_messages', 'lead_submissions', 'chat_leads', 'newsletter_subscriptions', 'notification_outbox'];

async function signIn(payload: Record<string, string>) {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN }, payload });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const get = (url: string, cookie = adminCookie) => h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (query = '') => {
  const res = await get(`/api/admin/leads${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as LeadList;
};
const setHandled = (kind: string, id: string, handled: boolean, headers: Record<string, string> = { origin: ORIGIN }) =>
  h.app.inject({
    method: 'POST',
    url: `/api/admin/leads/${kind}/${id}/handled`,
    headers: { cookie: adminCookie, ...headers },
    payload: { handled },
  });

async function post(url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url, headers: { accept: 'application/json' }, payload });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().id as string;
}

/** The newsletter answers without an id (a new and a known address look alike): read it from the store. */
async function subscribe(payload: Record<string, unknown>): Promise<string> {
  await post('/api/newsletter', payload);
  const rows = await h.db.query<{ id: string }>('SELECT id FROM newsletter_subscriptions WHERE email_key = $1', [
    String(payload.email).toLowerCase(),
  ]);
  return rows.rows[0]!.id;
}

/** Seed one record of each kind through the public endpoints, at known times (oldest first). */
async function seed() {
  const ids = {
    newsletter: await subscribe({ email: 'reader@example.com', page: '/insights' }),
    chat: await post('/api/leads', {
      source: 'chat',
      name: 'Chat Person',
      email: 'chat@example.com',
      company: 'Chatty',
      project_type: 'TV Commercial',
      budget_band: '$50K+',
      timeline: '2-4 weeks',
    }),
    lead: await post('/api/leads', {
      source: 'service-page',
      name: 'Form Person',
      email: 'form@example.com',
      service: 'brand-films',
      message: 'Need a brand film.',
    }),
    contact: await post('/contact', {
      'form-name': 'contact',
      name: 'Dana Whitfield',
      email: 'dana@northwind.example',
      company: 'Northwind',
      budget: '25k-50k',
      service: 'brand-films',
      message: '=HYPERLINK("http://evil.example","click"), then "quotes", commas\nand a second line',
    }),
    spam: await post('/contact', {
      'form-name': 'contact',
      'bot-field': 'http://spam.example',
      name: 'Spam Bot',
      email: 'bot@spam.example',
      budget: 'under-10k',
      service: 'tv-commercial',
      message: 'Buy now, while stocks last',
    }),
  };
  const order: [string, string][] = [
    ['newsletter_subscriptions', ids.newsletter],
    ['chat_leads', ids.chat],
    ['lead_submissions', ids.lead],
    ['contact_messages', ids.spam],
    ['contact_messages', ids.contact],
  ];
  for (const [i, [table, id]] of order.entries()) {
    await h.db.query(`UPDATE ${table} SET received_at = timestamptz '2025-03-01T10:00:00Z' + ($2 || ' minutes')::interval WHERE id = $1`, [
      id,
      String(i),
    ]);
  }
  return ids;
}

beforeAll(async () => {
  h = await testApp({ adminPassword: ADMIN.password, clientPassword: CLIENT.password });
  adminCookie = await signIn(ADMIN);
  clientCookie = await signIn(CLIENT);
}, 120_000);
beforeEach(async () => {
  await h.db.query(`TRUNCATE ${LEAD_TABLES.join(', ')}`);
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('protected endpoints', { timeout: 60_000 }, () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const endpoints = [
    ['GET', '/api/admin/leads'],
    ['GET', `/api/admin/leads/contact/${id}`],
    ['GET', '/api/admin/leads/contact/export.csv'],
    ['POST', `/api/admin/leads/contact/${id}/handled`],
    ['POST', `/api/admin/leads/contact/${id}/status`],
  ] as const;

  it.each(endpoints)('%s %s refuses without a session (401) and for a client session (403)', async (method, url) => {
    const none = await h.app.inject({
      method,
      url,
      headers: { origin: ORIGIN },
      payload: method === 'POST' ? { handled: true } : undefined,
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' });
    const client = await h.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: clientCookie },
      payload: method === 'POST' ? { handled: true } : undefined,
    });
    expect(client.statusCode).toBe(403);
  });

  it('a session cookie the server never issued is refused', async () => {
    expect((await get('/api/admin/leads', 'lumora_session=made-up')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/leads', { timeout: 60_000 }, () => {
  it('lists every kind newest first, hides spam by default and counts per kind', async () => {
    await seed();
    const body = await list('?status=all');
    expect(body.items.map((i) => `${i.kind}:${i.title}`)).toEqual([
      'contact:Dana Whitfield',
      'lead:Form Person',
      'chat:Chat Person',
      'newsletter:reader@example.com',
    ]);
    // Labels, not the codes the form sent (brand-films).
    expect(body.items[0]).toMatchObject({
      email: 'dana@northwind.example',
      subtitle: 'Northwind · Brand Films',
      page: '/contact',
      handledAt: null,
      spam: false,
      leadStatus: 'new',
      note: '',
    });
    expect(body.items.find((i) => i.kind === 'lead')?.subtitle).toBe('Brand Films');
    expect(body.items[0]!.receivedAt).toBe('2025-03-01T10:04:00.000Z');
    expect(body.counts).toMatchObject({
      contact: { total: 1, unhandled: 1 },
      lead: { total: 1, unhandled: 1 },
      chat: { total: 1, unhandled: 1 },
      newsletter: { total: 1, unhandled: 1 },
    });
    expect(body.hasMore).toBe(false);
  });

  it('shows spam when asked', async () => {
    await seed();
    const body = await list('?kind=contact&status=all&spam=1');
    expect(body.items.map((i) => [i.title, i.spam])).toEqual([
      ['Dana Whitfield', false],
      ['Spam Bot', true],
    ]);
    expect(body.counts.contact).toEqual({ total: 2, unhandled: 2 });
  });

  it('filters by kind and by handled / unhandled', async () => {
    const ids = await seed();
    expect((await setHandled('chat', ids.chat, true)).statusCode).toBe(200);
    expect((await list('?kind=chat&status=all')).items.map((i) => i.id)).toEqual([ids.chat]);
    expect((await list('?kind=chat&status=unhandled')).items).toEqual([]);
    expect((await list('?kind=chat&status=handled')).items.map((i) => i.id)).toEqual([ids.chat]);
    expect((await list('?status=unhandled')).items.map((i) => i.kind)).toEqual(['contact', 'lead', 'newsletter']);
    expect((await list()).counts.chat).toEqual({ total: 1, unhandled: 0 });
  });

  it('answers 400 for an unknown kind', async () => {
    expect((await get('/api/admin/leads?kind=invoices')).statusCode).toBe(400);
  });

  it('never lets the browser cache inbox answers', async () => {
    expect((await get('/api/admin/leads')).headers['cache-control']).toBe('no-store');
  });
});

describe('detail and mark handled', { timeout: 60_000 }, () => {
  it('shows every stored field of a record (but not internal keys)', async () => {
    const ids = await seed();
    const res = await get(`/api/admin/leads/contact/${ids.contact}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LeadDetail;
    expect(body.fields.map((f) => f.name)).toEqual([
      'id',
      'received_at',
      'page',
      'spam',
      'handled_at',
      'name',
      'email',
      'company',
      'budget',
      'service',
      'message',
      'lead_status',
      'lead_note',
      'status_changed_at',
    ]);
    expect(Object.fromEntries(body.fields.map((f) => [f.name, f.value]))).toMatchObject({
      budget: '25k-50k',
      service: 'brand-films',
      handled_at: null,
    });
    const news = (await get(`/api/admin/leads/newsletter/${ids.newsletter}`)).json() as LeadDetail;
    expect(news.fields.map((f) => f.name)).not.toContain('email_key');
  });

  it('404 for an unknown record, a malformed id or an unknown kind', async () => {
    await seed();
    expect((await get('/api/admin/leads/contact/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/leads/contact/1%20OR%201=1')).statusCode).toBe(404);
    expect((await get('/api/admin/leads/invoices/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('marks handled and open again, keeping the first handled time', async () => {
    const ids = await seed();
    const first = (await setHandled('contact', ids.contact, true)).json() as LeadDetail;
    expect(first.item.handledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = (await setHandled('contact', ids.contact, true)).json() as LeadDetail;
    expect(again.item.handledAt).toBe(first.item.handledAt);
    const reopened = (await setHandled('contact', ids.contact, false)).json() as LeadDetail;
    expect(reopened.item.handledAt).toBeNull();
  });

  it('refuses a cross-site or malformed change', async () => {
    const ids = await seed();
    expect((await setHandled('contact', ids.contact, true, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const bad = await h.app.inject({
      method: 'POST',
      url: `/api/admin/leads/contact/${ids.contact}/handled`,
      headers: { cookie: adminCookie, origin: ORIGIN },
      payload: { handled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await list('?kind=contact&status=handled')).items).toEqual([]);
  });
});

describe('CSV export', { timeout: 60_000 }, () => {
  it('downloads one kind with a header row, proper quoting and defused formulas', async () => {
    await seed();
    const res = await get('/api/admin/leads/contact/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-\d{4}-\d\d-\d\d\.csv"$/);
    expect(
      res.body.startsWith(
        '\uFEFFid,received_at,page,spam,handled_at,name,email,company,budget,service,message,lead_status,lead_note,status_changed_at\r\n',
      ),
    ).toBe(true);
    // One record (spam excluded); the message keeps its quotes, comma and line break inside one quoted cell, behind a quote mark.
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click""), then ""quotes"", commas\nand a second line",`);
    expect(res.body).not.toContain('Spam Bot');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    // Budget and service as the visitor saw them; the sales status as a word.
    expect(res.body).toContain(
      ',2025-03-01T10:04:00.000Z,/contact,false,,Dana Whitfield,dana@northwind.example,Northwind,"$25,000 - $50,000",Brand Films,',
    );
    expect(res.body).toMatch(/,New,,\r\n$/);
  });

  it('follows the spam and handled filters it is given', async () => {
    await seed();
    const withSpam = (await get('/api/admin/leads/contact/export.csv?spam=1')).body;
    expect(withSpam).toContain('Spam Bot');
    const handled = (await get('/api/admin/leads/contact/export.csv?status=handled')).body;
    expect(handled.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('cells: quoting, formula characters, lists and empties', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).startsWith(`'${start}`) || csvCell(`${start}1+1`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(['Website', 'Email'])).toBe('Website; Email');
    expect(csvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});

/** Fill a row of whatever consultation table exists: known fields by name, other required columns by type. */
async function insertConsultation(values: Record<string, unknown>): Promise<string> {
  const columns = (
    await h.db.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'consultation_requests' ORDER BY ordinal_position`,
    )
  ).rows;
  const id = crypto.randomUUID();
  const row: Record<string, unknown> = { id };
  for (const c of columns) {
    if (c.column_name in values) row[c.column_name] = values[c.column_name];
    else if (c.column_name !== 'id' && c.is_nullable === 'NO' && c.column_default === null) {
      row[c.column_name] =
        c.data_type === 'boolean'
          ? false
          : c.data_type === 'jsonb' || c.data_type === 'json'
            ? '{}'
            : c.data_type === 'ARRAY'
              ? '{}'
              : /int|numeric|double|real/.test(c.data_type)
                ? 0
                : c.data_type === 'date'
                  ? '2025-04-01'
                  : /timestamp/.test(c.data_type)
                    ? new Date()
                    : c.data_type === 'uuid'
                      ? crypto.randomUUID()
                      : 'x';
    }
  }
  const names = Object.keys(row).filter((n) => columns.some((c) => c.column_name === n));
  await h.db.query(
    `INSERT INTO consultation_requests (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    names.map((n) => row[n]),
  );
  return id;
}

const setStatus = (kind: string, id: string, payload: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
  h.app.inject({
    method: 'POST',
    url: `/api/admin/leads/${kind}/${id}/status`,
    headers: { cookie: adminCookie, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('search and sales status', { timeout: 60_000 }, () => {
  it('searches name, email, company and message, case-insensitively, in every kind', async () => {
    await seed();
    const titles = async (q: string, extra = '') =>
      (await list(`?status=all&q=${encodeURIComponent(q)}${extra}`)).items.map((i) => i.title);
    expect(await titles('dana')).toEqual(['Dana Whitfield']);
    expect(await titles('NORTHWIND.example')).toEqual(['Dana Whitfield']);
    expect(await titles('chatty')).toEqual(['Chat Person']);
    expect(await titles('brand film')).toEqual(['Form Person']);
    expect(await titles('second line')).toEqual(['Dana Whitfield']);
    expect(await titles('nobody-at-all')).toEqual([]);
    // Wildcards in the text are plain characters.
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual([]);
    // Spam stays hidden from a search unless asked for.
    expect(await titles('spam bot')).toEqual([]);
    expect(await titles('spam bot', '&spam=1')).toEqual(['Spam Bot']);
  });

  it('sets a status and note, lists and filters by it, and exports both', async () => {
    const ids = await seed();
    const res = await setStatus('contact', ids.contact, { status: 'qualified', note: '  Call booked with their CMO.  ' });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as LeadDetail;
    expect(saved.item).toMatchObject({ leadStatus: 'qualified', note: 'Call booked with their CMO.' });
    expect(saved.item.statusChangedAt).toMatch(/^\d{4}-/);
    expect((await setStatus('chat', ids.chat, { status: 'won' })).statusCode).toBe(200);

    expect((await list('?status=all&stage=qualified')).items.map((i) => i.title)).toEqual(['Dana Whitfield']);
    expect((await list('?status=all&stage=won')).items.map((i) => i.title)).toEqual(['Chat Person']);
    expect((await list('?status=all&stage=lost')).items).toEqual([]);
    expect((await list('?status=all&stage=bogus')).items).toHaveLength(4);

    const csv = (await get('/api/admin/leads/contact/export.csv?stage=qualified')).body;
    expect(csv).toMatch(/,Qualified,Call booked with their CMO\.,\d{4}-\d\d-\d\dT[^,]+Z\r\n$/);
    expect((await get('/api/admin/leads/contact/export.csv?stage=won')).body.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('refuses an unknown status, a long note, a cross-site post and a client session', async () => {
    const ids = await seed();
    expect((await setStatus('contact', ids.contact, { status: 'maybe' })).json().fields.status).toBeTruthy();
    expect((await setStatus('contact', ids.contact, { status: 'lost', note: 'x'.repeat(2001) })).json().fields.note).toBeTruthy();
    expect((await setStatus('contact', ids.contact, { status: 'lost' }, { origin: 'http://evil.example' })).statusCode).toBe(403);
    const asClient = await h.app.inject({
      method: 'POST',
      url: `/api/admin/leads/contact/${ids.contact}/status`,
      headers: { cookie: clientCookie, origin: ORIGIN },
      payload: { status: 'lost' },
    });
    expect(asClient.statusCode).toBe(403);
    expect((await setStatus('contact', '00000000-0000-4000-8000-000000000000', { status: 'lost' })).statusCode).toBe(404);
    expect((await list('?status=all&stage=lost')).items).toEqual([]);
  });
});

describe('consultation requests', { timeout: 60_000 }, () => {
  it('appear with every field, the summary included, and export as CSV', async () => {
    const exists = (await h.db.query("SELECT to_regclass('consultation_requests') AS t")).rows[0]!.t !== null;
    // Until the consultation migration lands, stand in a table of the same shape.
    if (!exists) {
      await h.db.query(`CREATE TABLE consultation_requests (
        id uuid PRIMARY KEY, received_at timestamptz NOT NULL DEFAULT now(), page text NOT NULL DEFAULT '',
        spam boolean NOT NULL DEFAULT false, handled_at timestamptz, name text NOT NULL, email text NOT NULL,
        company text NOT NULL DEFAULT '', project_type text NOT NULL DEFAULT '', platforms jsonb NOT NULL DEFAULT '[]',
        preferred_date date NOT NULL, request_id text NOT NULL, summary text NOT NULL DEFAULT '')`);
    }
    try {
      await h.db.query('DELETE FROM consultation_requests');
      const id = await insertConsultation({
        name: 'Priya Raman',
        email: 'priya@orbit.example',
        company: 'Orbit',
        project_type: 'Brand Films',
        summary: 'CONTACT\nPriya Raman, Orbit\nAGENDA\n1. Intro (5 min)',
        platforms: JSON.stringify(['Website', 'Email']),
        preferred_date: '2025-04-01',
        request_id: 'browser-generated-key',
        received_at: new Date('2025-03-02T09:00:00Z'),
      });
      const body = await list('?status=all');
      expect(body.items[0]).toMatchObject({ kind: 'consultation', id, title: 'Priya Raman', subtitle: 'Orbit · Brand Films' });
      expect(body.counts.consultation).toEqual({ total: 1, unhandled: 1 });
      const detail = (await get(`/api/admin/leads/consultation/${id}`)).json() as LeadDetail;
      const field = (name: string) => detail.fields.find((f) => f.name === name)?.value;
      expect(field('summary')).toBe('CONTACT\nPriya Raman, Orbit\nAGENDA\n1. Intro (5 min)');
      expect(field('platforms')).toEqual(['Website', 'Email']);
      // A calendar date stays the same day whatever the server's time zone.
      expect(field('preferred_date')).toBe('2025-04-01');
      expect(detail.fields.map((f) => f.name)).not.toContain('request_id');
      const csv = (await get('/api/admin/leads/consultation/export.csv')).body;
      expect(csv).toContain('summary');
      expect(csv).toContain('"CONTACT\nPriya Raman, Orbit\nAGENDA\n1. Intro (5 min)"');
      expect(csv).toContain(',Website; Email,');
      expect(csv).toContain(',2025-04-01,');
      expect(csv).not.toContain('browser-generated-key');
      expect((await setHandled('consultation', id, true)).statusCode).toBe(200);
    } finally {
      if (!exists) await h.db.query('DROP TABLE consultation_requests');
      else await h.db.query('DELETE FROM consultation_requests');
    }
  });

  it('the inbox works when there is no consultation table', async () => {
    const exists = (await h.db.query("SELECT to_regclass('consultation_requests') AS t")).rows[0]!.t !== null;
    if (exists) await h.db.query('ALTER TABLE consultation_requests RENAME TO consultation_requests_hidden');
    try {
      await seed();
      const body = await list('?status=all');
      expect(body.items).toHaveLength(4);
      expect(body.counts.consultation).toBeUndefined();
      expect((await get('/api/admin/leads?kind=consultation')).json().items).toEqual([]);
      expect((await get('/api/admin/leads/consultation/export.csv')).statusCode).toBe(404);
    } finally {
      if (exists) await h.db.query('ALTER TABLE consultation_requests_hidden RENAME TO consultation_requests');
    }
  });
});

describe('what needs attention besides leads', { timeout: 60_000 }, () => {
  it('counts failed admin sign-ins of the last week and notifications given up after their retries', async () => {
    await h.db.query('TRUNCATE auth_failed_sign_ins');
    expect((await list()).attention).toEqual({
      failedSignIns: 0,
      refusedSignIns: 0,
      undeliveredNotifications: 0,
      unconfirmedNotifications: 0,
    });
    for (let i = 0; i < 2; i++) {
      const wrong = await h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN },
        payload: { ...ADMIN, password: `wrong ${i}` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    // A client's failures are not the admin's; a failure older than the week has dropped out.
    await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN }, payload: { ...CLIENT, password: 'wrong' } });
    await h.db.query(
      `INSERT INTO auth_failed_sign_ins (role, refused, at) VALUES ('admin', true, now() - interval '8 days'), ('admin', true, now() - interval '1 day')`,
    );
    await post('/api/leads', { source: 'other', name: 'Given Up', email: 'given@up.example', message: 'nobody was told' });
    await h.db.query(`UPDATE notification_outbox SET status = 'failed', attempts = 12`);
    expect((await list()).attention).toEqual({
      failedSignIns: 3,
      refusedSignIns: 1,
      undeliveredNotifications: 1,
      unconfirmedNotifications: 0,
    });
    // A message the mail server may have taken without confirming is counted apart: someone checks the mailbox.
    await post('/api/leads', { source: 'other', name: 'Maybe Told', email: 'maybe@told.example', message: 'unconfirmed' });
    await h.db.query(`UPDATE notification_outbox SET status = 'unconfirmed' WHERE status = 'pending'`);
    expect((await list()).attention).toMatchObject({ undeliveredNotifications: 1, unconfirmedNotifications: 1 });
    // Nothing that could identify who tried is kept.
    const columns = await h.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'auth_failed_sign_ins' ORDER BY column_name`,
    );
    expect(columns.rows.map((r) => r.column_name)).toEqual(['at', 'refused', 'role']);
  });
});
