import { SMTPServer } from 'smtp-server';

export type SmtpSink = { port: number; received: { to: string[]; raw: string }[]; close: () => Promise<void> };

/** The SMTP sink the server tests use (smtp-server on a free local port), keeping each raw message. */
export function startSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
