// @vitest-environment node
import net from 'node:net';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './app-harness';

/**
 * What a client can do to a connection: send a large compressed body the
 * server refuses before reading it, or trickle a body a byte at a time. Real
 * sockets on loopback (inject has no connections).
 */
let t: Awaited<ReturnType<typeof testApp>>;
let port: number;

beforeAll(async () => {
  t = await testApp({ requestTimeoutMs: 1500 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 180_000);
afterAll(async () => t?.close());

/** Everything the server sends on one connection until it closes it or `ms` pass. */
function converse(
  chunks: (Buffer | string)[],
  ms: number,
  gapMs = 0,
): Promise<{ text: string; closedByServer: boolean; elapsedMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedByServer, elapsedMs: performance.now() - started });
    };
    const timer = setTimeout(() => finish(false), ms);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (done) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

describe('connections', () => {
  it('a refused large gzip body does not freeze the keep-alive connection: the next request is answered or the connection is closed', async () => {
    const body = zlib.gzipSync(randomBytes(300 * 1024));
    const first = [
      'POST /api/leads HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/xml',
      'Content-Encoding: gzip',
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const second = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const result = await converse([first, body, second], 5000);
    expect(result.text).toMatch(/^HTTP\/1\.1 415 /);
    const secondAnswered = (result.text.match(/HTTP\/1\.1 /g) ?? []).length === 2;
    const closedAsAnnounced = /\r\nconnection: close\r\n/i.test(result.text) && result.closedByServer;
    expect(secondAnswered || closedAsAnnounced).toBe(true);
  }, 20_000);

  it('a body trickled a byte at a time is cut off at the request timeout', async () => {
    const head = ['POST /api/leads HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 200', '', ''].join(
      '\r\n',
    );
    const trickle = Array.from({ length: 40 }, () => ' ');
    const result = await converse([head, ...trickle], 10_000, 250);
    expect(result.closedByServer).toBe(true);
    // requestTimeoutMs is 1.5 s here; allow for the checking interval and a busy machine.
    expect(result.elapsedMs).toBeLessThan(6000);
    expect(result.text).toMatch(/^(HTTP\/1\.1 408 |$)/);
  }, 20_000);
});
